import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const selectWrap = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export const select = style({
  minHeight: vars.size.controlSmall,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&[aria-current="true"]': { color: vars.color.link, fontWeight: vars.font.weightStrong },
  },
});
