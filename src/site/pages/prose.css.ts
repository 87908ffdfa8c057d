import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

// Markdown bodies: readable measure and spacing for headings, lists and tables.
export const prose = style({ maxWidth: '72ch' });

globalStyle(`${prose} h2`, { margin: `${vars.space.xlarge} 0 ${vars.space.small}`, fontSize: vars.fontSize.xlarge });
globalStyle(`${prose} h3`, { margin: `${vars.space.large} 0 ${vars.space.small}`, fontSize: vars.fontSize.large });
globalStyle(`${prose} p, ${prose} ul, ${prose} ol`, { margin: `0 0 ${vars.space.gutter}` });
globalStyle(`${prose} li + li`, { marginTop: vars.space.xsmall });
globalStyle(`${prose} table`, { borderCollapse: 'collapse', width: '100%', margin: `0 0 ${vars.space.gutter}` });
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  textAlign: 'left',
});
