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

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const panel = style({
  position: 'absolute',
  right: 0,
  zIndex: 10,
  minWidth: '12rem',
  marginTop: vars.space.xsmall,
  padding: vars.space.xsmall,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  boxShadow: vars.shadow.medium,
});
