import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const header = style({
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.gutter,
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.small} ${vars.space.gutter}`,
});

export const logo = style({
  fontWeight: vars.font.weightStrong,
  fontSize: vars.fontSize.xlarge,
  color: vars.color.brand,
  textDecoration: 'none',
  marginRight: 'auto',
});

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  padding: vars.space.small,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  zIndex: 1000,
  selectors: { '&:focus': { top: vars.space.small } },
});
