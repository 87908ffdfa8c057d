import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const details = style({ position: 'relative' });

export const summary = style({
  cursor: 'pointer',
  listStyle: 'none',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const list = style({
  position: 'absolute',
  right: 0,
  zIndex: 10,
  minWidth: '12rem',
  margin: `${vars.space.xsmall} 0 0`,
  padding: vars.space.xsmall,
  listStyle: 'none',
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
});

export const link = style({
  display: 'flex',
  gap: vars.space.small,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface },
    '&[aria-current="true"]': { fontWeight: vars.font.weightStrong, color: vars.color.brand },
  },
});
