import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

// Side by side while each image keeps at least 16rem, one under the other on a phone.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.gutter,
});

export const figure = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.small, margin: 0, minWidth: 0 });

export const caption = style({ fontWeight: vars.font.weightMedium });

export const frame = recipe({
  base: {
    position: 'relative',
    aspectRatio: '4 / 3',
    overflow: 'hidden',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.standard,
    background: vars.color.surfaceSunken,
    // The frame takes pinches and drags itself instead of the page zooming or scrolling.
    touchAction: 'none',
    userSelect: 'none',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
  },
  variants: { zoomed: { true: { cursor: 'grab' }, false: { cursor: 'zoom-in' } } },
});

export const image = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
  transformOrigin: 'center',
  pointerEvents: 'none',
});

export const hint = style({ margin: 0, fontSize: vars.fontSize.xsmall, color: vars.color.textMuted, hyphens: 'auto' });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

export const level = style({ minWidth: '4rem', fontSize: vars.fontSize.small, fontVariantNumeric: 'tabular-nums' });
