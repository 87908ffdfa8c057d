import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium, maxWidth: '24rem' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const qr = style({ width: '12rem', maxWidth: '100%' });

// A base32 key is one long word: it may break anywhere rather than widen a phone's page.
export const secret = style({ fontFamily: vars.font.mono, overflowWrap: 'anywhere', wordBreak: 'break-all' });
