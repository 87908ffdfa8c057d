import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium, minWidth: 0 });

export const summary = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted, hyphens: 'auto' });

export const fieldset = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
});

export const legend = style({ padding: `0 ${vars.space.xsmall}`, fontWeight: vars.font.weightStrong });

// The seven languages side by side, as many a row as fit (running text gets wider columns).
export const languages = recipe({
  base: { display: 'grid', gap: vars.space.medium },
  variants: {
    multiline: {
      false: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))' },
      true: { gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))' },
    },
  },
});

export const textarea = style({ minHeight: '6rem', padding: vars.space.medium, resize: 'vertical', fontFamily: 'inherit' });

export const phonePanel = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium, paddingTop: vars.space.medium });
