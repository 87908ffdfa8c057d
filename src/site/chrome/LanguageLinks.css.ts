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

// The globe says "language" on screen; the word is there for screen readers.
export const hint = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

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
