import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

// min-width 0: inside a flex or grid item the table's box may shrink below the table's width.
export const root = style({ minWidth: 0, maxWidth: '100%' });

export const wrap = style({
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const caption = style({
  padding: vars.space.medium,
  textAlign: 'left',
  fontWeight: vars.font.weightStrong,
  color: vars.color.text,
});

export const th = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const td = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
});

export const footer = style({ display: 'flex', justifyContent: 'flex-end', paddingTop: vars.space.medium });

// A sortable header is a full-width button in the header cell, the label and an arrow that says
// the order (the header cell's aria-sort says it to screen readers).
export const sortButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    width: '100%',
    minHeight: 32,
    padding: 0,
    border: 0,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text } },
  },
  variants: {
    align: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
    },
  },
});

export const sortIcon = recipe({
  base: { fontSize: vars.fontSize.xsmall },
  variants: { active: { true: { color: vars.color.text }, false: { opacity: 0.5 } } },
});

export const actions = style({ display: 'inline-flex', flexWrap: 'nowrap', gap: vars.space.xsmall, justifyContent: 'flex-end' });
