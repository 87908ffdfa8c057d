import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: vars.space.gutter,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const image = style({ display: 'block', width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' });

export const details = style({ color: vars.color.text });

globalStyle(`${details} > summary`, { cursor: 'pointer', color: vars.color.link });
