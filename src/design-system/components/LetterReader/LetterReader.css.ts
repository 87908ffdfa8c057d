import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.small });

export const title = style({ margin: 0, fontSize: vars.fontSize.large, overflowWrap: 'anywhere' });

export const meta = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

// Operators write line breaks; they are kept.
export const body = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', justifyContent: 'flex-start' });
