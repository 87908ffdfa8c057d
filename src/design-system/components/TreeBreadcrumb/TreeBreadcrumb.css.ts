import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media.ts';
import { vars } from '../../themes/contract.css.ts';

export const nav = style({ minWidth: 0, maxWidth: '100%' });

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.small,
});

// A separator before every level but the first; drawn by CSS so screen readers hear only the names.
const separated = {
  selectors: {
    'li + &::before': {
      content: '"›"',
      marginInlineEnd: vars.space.xsmall,
      color: vars.color.textMuted,
    },
  },
} as const;

export const item = recipe({
  base: { display: 'inline-flex', alignItems: 'center', minWidth: 0, maxWidth: '100%', ...separated },
  variants: {
    // Middle levels: gone on a phone until the "…" button is pressed, shown on wider screens.
    collapsible: { true: { '@media': { [media.phone]: { display: 'none' } } }, false: {} },
  },
});

export const collapseItem = style({
  display: 'none',
  alignItems: 'center',
  '@media': { [media.phone]: { display: 'inline-flex' } },
  ...separated,
});

export const link = recipe({
  base: {
    minWidth: 0,
    overflowWrap: 'anywhere',
    borderRadius: vars.radius.small,
    padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  },
  variants: {
    current: {
      true: { color: vars.color.text, fontWeight: vars.font.weightStrong, textDecoration: 'none' },
      false: { color: vars.color.link },
    },
  },
});

export const collapse = style({
  minWidth: 32,
  minHeight: 32,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
});
