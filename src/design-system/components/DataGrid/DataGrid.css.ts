import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

// The scrolling frame and the cells are the design system's Table's: one look for every table.
export { wrap, table, th, td } from '../Table/Table.css.ts';

// min-width 0: inside a flex or grid item the grid may shrink below the table's width.
export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium, minWidth: 0 });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const filter = style({ flex: '1 1 12rem', minWidth: 0 });

export const dateRange = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  flex: '2 1 20rem',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

globalStyle(`${dateRange} > *`, { flex: '1 1 9rem', minWidth: 0 });

export const filterActions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap' });

export const caption = style({ padding: vars.space.medium, textAlign: 'start', fontWeight: vars.font.weightStrong, color: vars.color.text });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  minHeight: 32,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.text } },
});

export const sortIcon = recipe({
  base: { fontSize: vars.fontSize.xsmall },
  variants: { active: { true: { color: vars.color.text }, false: { opacity: 0.5 } } },
});

export const message = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
  padding: vars.space.large,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const footer = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: vars.space.medium });

export const range = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, minHeight: '1.5em' });

export const pageSize = style({ width: '9rem' });

export const pager = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexWrap: 'wrap' });

export const pageOf = style({ fontSize: vars.fontSize.small, whiteSpace: 'nowrap', color: vars.color.text });
