import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large });

export const form = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  maxWidth: '32rem',
  paddingBottom: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });
