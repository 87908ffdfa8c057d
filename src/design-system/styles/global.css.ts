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

// Where a line may break. Korean keeps each space-separated word whole (keep-all), as Korean
// typography does; Japanese breaks between phrases where a phrase fits (auto-phrase, ignored by
// browsers without it). Running text (paragraphs, list items, definitions, headings) may break
// inside a word on purpose: hyphenated where the browser has a dictionary, between characters in
// Chinese and Japanese as their typography allows. Controls and labels never break inside a word:
// navigation, buttons, tabs, table headers, form labels. tests/e2e/phone-layout.spec.ts reads
// these styles to tell a deliberate break from a squeezed word.
globalStyle('html:lang(ko)', { wordBreak: 'keep-all' });
globalStyle('html:lang(ja)', { wordBreak: 'auto-phrase' as 'normal' });
globalStyle(':where(p, li, dd, blockquote, figcaption, h1, h2, h3, h4)', { hyphens: 'auto' });
globalStyle(':where(nav, button, [role="tab"], th, label), :where(nav, button, [role="tab"], th, label) *', { hyphens: 'manual' });
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
