import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

// The shimmer is a highlight sliding across on a pseudo-element: a transform runs on the
// compositor, where an animated background-position repainted every skeleton on the main thread
// each frame (Lighthouse counted those paints as blocking time on pages still loading).
const shimmer = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(100%)' },
});

export const skeleton = recipe({
  base: {
    display: 'block',
    position: 'relative',
    overflow: 'hidden',
    background: vars.color.skeleton,
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: `linear-gradient(90deg, transparent 0%, ${vars.color.skeletonHighlight} 50%, transparent 100%)`,
      transform: 'translateX(-100%)',
      animation: `${shimmer} 1.4s ease-in-out infinite`,
    },
    '@media': { '(prefers-reduced-motion: reduce)': { selectors: { '&::after': { animation: 'none' } } } },
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.small },
      rect: { borderRadius: vars.radius.standard },
      circle: { borderRadius: '50%' },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
