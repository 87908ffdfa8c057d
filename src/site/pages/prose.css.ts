import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

// Markdown bodies: readable measure and spacing for headings, lists and tables.
export const prose = style({ maxWidth: '72ch' });

globalStyle(`${prose} h2`, { margin: `${vars.space.xlarge} 0 ${vars.space.small}`, fontSize: vars.fontSize.xlarge });
globalStyle(`${prose} h3`, { margin: `${vars.space.large} 0 ${vars.space.small}`, fontSize: vars.fontSize.large });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.gutter}` });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xsmall });
// A table wider than the text column (a phone) scrolls sideways in its own box instead of widening
// the page: display:block makes the table element that box (the rows keep their table layout
// inside an anonymous table box, and the element keeps its table role).
globalStyle(`${prose} table`, {
  display: 'block',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  borderCollapse: 'collapse',
  width: 'max-content',
  maxWidth: '100%',
  margin: `0 0 ${vars.space.gutter}`,
});
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'left',
});
// Cells of a text's tables are running text (see the design system's global styles).
globalStyle(`${prose} td`, { hyphens: 'auto' });
