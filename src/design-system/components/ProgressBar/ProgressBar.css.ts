import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const track = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: vars.size.progressHeight,
  zIndex: vars.zIndex.progress,
  pointerEvents: 'none',
});

export const bar = style({
  height: '100%',
  background: vars.color.brand,
  boxShadow: `0 0 8px ${vars.color.brand}`,
  transformOrigin: 'left center',
  transition: `transform ${vars.motion.standard} linear`,
});
