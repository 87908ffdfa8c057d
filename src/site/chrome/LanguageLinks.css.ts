import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const details = style({ position: 'relative', flexShrink: 0 });

export const summary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  cursor: 'pointer',
  listStyle: 'none',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const icon = style({ width: '1.125em', height: '1.125em', color: vars.color.textMuted });


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
