import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small, minWidth: 0, margin: 0 });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const caption = style({ fontWeight: vars.font.weightStrong, color: vars.color.text, minWidth: 0 });

export const toggle = style({
  minHeight: 36,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { borderColor: vars.color.borderStrong, background: vars.color.neutralSurface } },
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

const seriesColor = {
  betAmount: vars.color.caution,
  rechargeAmount: vars.color.info,
  registrations: vars.color.positive,
} as const;

// Bars are squares, the line series a short line with a dot, as drawn in the chart.
export const swatch = recipe({
  base: { display: 'inline-block', flexShrink: 0 },
  variants: {
    series: {
      betAmount: { width: 12, height: 12, borderRadius: 2, background: seriesColor.betAmount },
      rechargeAmount: { width: 12, height: 12, borderRadius: 2, background: seriesColor.rechargeAmount },
      registrations: {
        width: 18,
        height: 2,
        background: seriesColor.registrations,
        position: 'relative',
        '::after': {
          content: '""',
          position: 'absolute',
          left: 6,
          top: -3,
          width: 7,
          height: 7,
          borderRadius: '50%',
          background: seriesColor.registrations,
        },
      },
    },
  },
});

// The drawing never widens the page: its box is as wide as the column, and uPlot is sized to it.
export const plotArea = style({ position: 'relative', minWidth: 0, maxWidth: '100%', overflow: 'hidden' });

export const plot = style({ width: '100%', height: '100%' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  margin: 0,
  padding: vars.space.medium,
  color: vars.color.textMuted,
  textAlign: 'center',
});
