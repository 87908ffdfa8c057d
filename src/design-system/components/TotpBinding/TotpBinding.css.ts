import { style } from '@vanilla-extract/css';
import { media } from '../../tokens/media.ts';
import { vars } from '../../themes/contract.css.ts';

export const binding = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'auto minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const qr = style({ width: '12rem', maxWidth: '100%' });

export const steps = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const step = style({ margin: 0 });

export const secretLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small, margin: 0 });

/** Groups of four, each kept whole; a group moves to the next line rather than breaking. */
export const secret = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.small}`,
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.large,
  letterSpacing: '0.08em',
  userSelect: 'all',
});

export const group = style({ whiteSpace: 'nowrap' });

export const form = style({ display: 'grid', gap: vars.space.small, maxWidth: '20rem' });
