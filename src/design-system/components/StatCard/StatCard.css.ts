import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media.ts';
import { vars } from '../../themes/contract.css.ts';

export const grid = style({
  display: 'grid',
  gap: vars.space.small,
  margin: 0,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': {
    [media.desktop]: { gap: vars.space.medium, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  minWidth: 0,
  containerType: 'inline-size',
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  lineHeight: vars.font.lineHeightTight,
  overflowWrap: 'anywhere',
});

// The figure's size follows its card's width (container units) so a figure of up to 14 characters
// ("1,284,550.0000") stays on one line even in a 360 px phone's column, and its line box (1.25em) is
// the same loaded or not: the skeleton sits in that box.
export const value = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    minHeight: '1.25em',
    margin: 0,
    fontSize: `min(${vars.fontSize.large}, 10cqi)`,
    lineHeight: vars.font.lineHeightTight,
    fontWeight: vars.font.weightStrong,
    fontVariantNumeric: 'tabular-nums',
    // Long figures (a team's total in coins) wrap inside the card instead of widening the grid.
    overflowWrap: 'anywhere',
  },
  variants: {
    tone: {
      neutral: { color: vars.color.text },
      positive: { color: vars.color.positive },
      critical: { color: vars.color.critical },
    },
  },
});

export const hint = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: `calc(${vars.fontSize.xsmall} * 1.6)`,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xsmall,
  overflowWrap: 'anywhere',
});
