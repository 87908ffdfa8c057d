import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';
import { stageContainer } from './machine.css.ts';

// The pachinko stage fills the machine's row of the screen: the board takes the largest 3:4 box
// that fits beside (wide rows) or above (narrow rows) the round's counters.

export const stage = style({
  display: 'grid',
  gridTemplateRows: 'minmax(0, 1fr) auto',
  gap: vars.space.small,
  height: '100cqh',
  '@container': {
    // A wide row (a laptop): the counters stand beside the board, which then gets the full height.
    [`${stageContainer} (min-width: 36rem)`]: {
      gridTemplateRows: 'minmax(0, 1fr)',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(14rem, 20rem)',
    },
  },
});

/** The room the board may use: the frame measures itself against it (cqw, cqh). */
export const boardBox = style({ containerType: 'size', display: 'grid', placeItems: 'center', minHeight: 0, minWidth: 0 });

/** The board at 3:4, as large as the room allows; the display's text scales with it. */
export const boardFrame = style({
  containerType: 'inline-size',
  position: 'relative',
  boxSizing: 'border-box',
  width: 'min(100cqw, 100cqh * 3 / 4)',
  aspectRatio: '3 / 4',
  borderRadius: vars.radius.large,
  border: `4px solid ${vars.color.brand}`,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
});

export const board = style({ display: 'block', width: '100%', height: '100%' });

/** The centre display's figures and result, laid over the frame the canvas paints. */
export const display = style({
  position: 'absolute',
  display: 'grid',
  alignContent: 'center',
  justifyItems: 'center',
  gap: '1cqw',
  color: 'var(--figures)',
  textAlign: 'center',
});

export const figures = style({
  fontSize: '8cqw',
  fontWeight: vars.font.weightStrong,
  lineHeight: 1,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const displayNote = style({ fontSize: '4cqw', lineHeight: 1.1, opacity: 0.85, whiteSpace: 'nowrap' });

export const displayJackpot = style([displayNote, { opacity: 1, fontWeight: vars.font.weightStrong, color: '#fff6c2' }]);

/** Balls fired so far, over the board's top while they fly. */
export const fired = style({
  position: 'absolute',
  insetInline: 0,
  top: '1.5%',
  margin: 0,
  textAlign: 'center',
  fontSize: '4cqw',
  fontVariantNumeric: 'tabular-nums',
  color: '#f1f5f9',
  textShadow: '0 1px 2px #000',
});

export const info = style({
  display: 'grid',
  gap: vars.space.xsmall,
  alignContent: 'start',
  minWidth: 0,
  // Beside the board (wide rows), in the middle of its height; the board keeps the full height.
  '@container': { [`${stageContainer} (min-width: 36rem)`]: { alignSelf: 'center' } },
});

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(5.25rem, 1fr))',
  gap: vars.space.xxsmall,
  margin: 0,
  '@container': {
    [`${stageContainer} (min-width: 36rem)`]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xsmall },
  },
});

export const counter = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  minWidth: 0,
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  '@container': {
    [`${stageContainer} (min-width: 36rem)`]: {
      flexDirection: 'row',
      alignItems: 'baseline',
      gap: vars.space.small,
      padding: `${vars.space.xsmall} ${vars.space.small}`,
    },
  },
});

export const counterName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall, lineHeight: vars.font.lineHeightTight });

export const counterValue = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
});

/** "No jackpot" or the jackpots' button; one row kept even before the first round. */
export const jackpotRow = style({ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: vars.size.controlSmall });

export const chains = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.small });

export const chain = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.xxsmall });

export const jackpot = style({ color: vars.color.brand, fontWeight: vars.font.weightMedium });

export const mode = style({ color: vars.color.accentText, fontSize: vars.fontSize.small });
