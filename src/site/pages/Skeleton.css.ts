import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: 0.55 }, '100%': { opacity: 1 } });

export const grid = style({
  display: 'grid',
  gap: vars.space.gutter,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
});

export const block = style({
  height: '6rem',
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.skeleton,
  animation: `${shimmer} 1.6s ease-in-out infinite`,
});

export const line = style([block, { height: '1.5rem' }]);

export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
