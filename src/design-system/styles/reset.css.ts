import { globalStyle } from '@vanilla-extract/css';

// Minimal reset: predictable box sizing and no surprise margins.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body, h1, h2, h3, h4, p, figure, blockquote, dl, dd, ul, ol', { margin: 0 });
globalStyle('img, picture, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
