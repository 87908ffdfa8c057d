import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// Slot reels: each reel is a window onto a strip of symbols that moves with transforms only.

export const cabinet = style({
  position: 'relative',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  width: '100%',
  margin: '0 auto',
  borderRadius: vars.radius.large,
  border: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
  boxShadow: `inset 0 0 24px rgba(0, 0, 0, 0.6)`,
});

export const reel = style({
  position: 'relative',
  overflow: 'hidden',
  borderInlineEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderInlineEnd: 'none' } },
  background: `linear-gradient(${vars.color.surfaceSunken}, ${vars.color.surface} 50%, ${vars.color.surfaceSunken})`,
});

export const strip = style({
  position: 'absolute',
  insetInline: 0,
  top: 0,
  display: 'grid',
  gridAutoRows: '1fr',
  willChange: 'transform',
});

export const cell = style({ display: 'grid', placeItems: 'center', padding: '8%', boxSizing: 'border-box', minHeight: 0 });

export const symbol = style({ width: '100%', height: '100%', display: 'block' });

export const overlay = style({ position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' });

export const freeSpins = style({
  margin: 0,
  textAlign: 'center',
  color: vars.color.accentText,
  fontWeight: vars.font.weightStrong,
});
