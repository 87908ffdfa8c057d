import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxsmall });

export const link = style({
  display: 'block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&[aria-current="page"]': { backgroundColor: vars.color.surfaceRaised, color: vars.color.brand, fontWeight: vars.font.weightStrong },
  },
});
