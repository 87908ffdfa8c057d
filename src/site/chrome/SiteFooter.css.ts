import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const footer = style({
  marginTop: vars.space.xxlarge,
  backgroundColor: vars.color.surfaceSunken,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const inner = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.gutter}`,
});

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.large,
});

export const heading = style({
  margin: `0 0 ${vars.space.small}`,
  fontSize: vars.fontSize.standard,
  color: vars.color.text,
});

export const legal = style({
  marginTop: vars.space.xlarge,
  paddingTop: vars.space.gutter,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.xsmall,
});
