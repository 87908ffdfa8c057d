import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large });

export const searchForm = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
  gap: vars.space.medium,
  alignItems: 'end',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space.small,
  margin: 0,
});

export const detail = style({ display: 'grid', gap: '0.125rem' });

export const term = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const actions = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
  gap: vars.space.large,
  alignItems: 'start',
});

export const actionForm = style({ display: 'grid', gap: vars.space.small });

export const list = style({ margin: 0, paddingInlineStart: vars.space.large });

export const tabBar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
