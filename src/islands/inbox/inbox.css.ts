import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const count = style({ margin: 0, color: vars.color.textMuted });
