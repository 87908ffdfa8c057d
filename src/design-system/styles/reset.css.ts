import { globalStyle } from '@vanilla-extract/css';

// Minimal reset: predictable box sizing and no surprise margins.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body, h1, h2, h3, h4, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
// `hidden` always hides: any author `display` (a slide's block, a tab list's flex) would otherwise
// beat the browser's own [hidden] rule and show what the markup hides.
globalStyle('[hidden]:not([hidden="until-found"])', { display: 'none !important' });
