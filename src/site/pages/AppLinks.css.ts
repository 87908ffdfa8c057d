import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const section = style({ marginTop: vars.space.xlarge });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.gutter, listStyle: 'none', padding: 0 });

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.brandStrong } },
});
