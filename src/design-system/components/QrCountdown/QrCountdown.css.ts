import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  width: '100%',
  maxWidth: '14rem',
  margin: '0 auto',
});

/** The code keeps its square while none is shown, so nothing below it moves. */
export const frame = style({
  position: 'relative',
  width: '100%',
  maxWidth: '12rem',
  aspectRatio: '1',
});

export const placeholder = style({
  display: 'block',
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.standard,
  background: vars.color.skeleton,
});

/** The outgoing code is dimmed while its successor is on its way: it is about to stop working. */
export const renewing = style({
  opacity: 0.35,
  transition: `opacity ${vars.motion.standard}`,
});

export const track = style({
  width: '100%',
  maxWidth: '12rem',
  height: '4px',
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
});

export const bar = style({
  height: '100%',
  background: vars.color.brand,
  transformOrigin: 'left center',
  transition: `transform ${vars.motion.standard} linear`,
});

export const status = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
});
