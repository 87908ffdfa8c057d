import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// Slot reels: each reel is a window onto a strip of symbols that moves with transforms only. The
// stage fills the machine's row of the screen; the cabinet takes the largest size that fits it.

export const stage = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  gap: vars.space.xsmall,
  height: '100cqh',
});

/** The room the reels may use: the cabinet measures itself against it (cqw, cqh). */
export const cabinetBox = style({ containerType: 'size', display: 'grid', placeItems: 'center', minHeight: 0 });

/** Free-spin count and the winning lines' button, on one row under the reels. */
export const info = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  minHeight: vars.size.controlSmall,
});

/** The winning lines of a spin, whole, one a row, in the details panel. */
export const winList = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.xsmall });

export const cabinet = style({
  position: 'relative',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(0, 1fr)',
  boxSizing: 'border-box',
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
