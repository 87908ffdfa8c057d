import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large });

export const rangeForm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space.medium });

export const bar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.medium });

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
