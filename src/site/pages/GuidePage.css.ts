import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const tabs = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xxsmall });

export const tab = style({
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

export const pager = style({
  display: 'flex',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.gutter,
  marginTop: vars.space.xlarge,
  paddingTop: vars.space.gutter,
  borderTop: `1px solid ${vars.color.border}`,
});
