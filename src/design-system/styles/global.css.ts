import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';
import './reset.css.ts';

// Base look for whatever element carries the theme class (normally <html>).
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('body', {
  fontFamily: vars.font.sans,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.font.lineHeight,
  color: vars.color.text,
  backgroundColor: vars.color.canvas,
  minHeight: '100vh',
});
globalStyle('a', { color: vars.color.link });
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

// Users who ask for less motion get none: transitions and animations become instant.
globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
