import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

export const dialog = style({
  border: 'none',
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.large,
  padding: vars.space.large,
  width: 'min(420px, calc(100vw - 2rem))',
  background: vars.color.surface,
  color: vars.color.text,
  selectors: { '&::backdrop': { background: vars.color.overlay } },
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.font.weightStrong });

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: `${vars.space.medium} 0`,
});

export const figureValue = style({ margin: 0, fontVariantNumeric: 'tabular-nums', textAlign: 'end', fontWeight: vars.font.weightStrong });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, justifyContent: 'flex-end' });
