import { createContainer, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// The machine screen: exactly one viewport tall — top bar, session figures, the machine, the
// result and the controls. The machine's row takes whatever height is left, and the reels or the
// board scale to it (container query units), so nothing scrolls and nothing hides under the
// controls, on a phone in portrait as on a laptop.

const reduceMotion = '(prefers-reduced-motion: reduce)';
/** The spec's device flag: desktop is 768 px wide or more. */
const desktop = 'screen and (min-width: 768px)';

/** The machine's row: the stages size themselves to it. */
export const stageContainer = createContainer('machine-stage');

export const screen = style({
  display: 'grid',
  gridTemplateRows: 'auto auto minmax(0, 1fr) auto',
  gap: vars.space.small,
  // Demo mode's banner takes one line above the game window.
  height: 'calc(100dvh - var(--demo-banner-height, 0px))',
  width: '100%',
  maxWidth: '64rem',
  margin: '0 auto',
  padding: vars.space.small,
  boxSizing: 'border-box',
  color: vars.color.text,
  background: vars.color.canvas,
  outline: 'none',
  '@media': { [desktop]: { gap: vars.space.medium, padding: vars.space.medium } },
});

export const topBar = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

export const title = style({
  flex: '1 1 auto',
  minWidth: 0,
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.font.lineHeightTight,
  textAlign: 'center',
  '@media': { [desktop]: { fontSize: vars.fontSize.xlarge } },
});

export const backLink = style({
  flex: 'none',
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

/** Words of the top bar's back link and help button that phones leave to screen readers (the
 *  arrow and "?" stay), so the machine's name keeps the middle of one line. */
export const wordsOnDesktop = style({
  '@media': {
    'screen and (max-width: 767px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
});

/** The "?" that stands for the help button's words on phones. */
export const phoneOnly = style({ '@media': { [desktop]: { display: 'none' } } });

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
  '@media': { [desktop]: { gap: vars.space.small } },
});

export const stat = style({
  display: 'grid',
  gap: vars.space.xxsmall,
  minWidth: 0,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const statName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xsmall });

export const statValue = style({
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightStrong,
  fontVariantNumeric: 'tabular-nums',
  '@media': { [desktop]: { fontSize: vars.fontSize.standard } },
});

export const netTone = styleVariants({
  up: { color: vars.color.positive },
  down: { color: vars.color.critical },
  even: { color: vars.color.text },
});

export const stage = style({
  containerName: stageContainer,
  containerType: 'size',
  minWidth: 0,
  minHeight: 0,
});

/** Result and controls, always below the machine: the screen's rows keep them in view. */
export const dock = style({
  display: 'grid',
  gap: vars.space.xsmall,
  paddingTop: vars.space.xsmall,
  background: vars.color.canvas,
  borderTop: `1px solid ${vars.color.border}`,
});

export const resultRow = style({ position: 'relative', minHeight: '2.5rem', display: 'grid', placeItems: 'center', textAlign: 'center', minWidth: 0 });

const pop = keyframes({
  '0%': { transform: 'scale(0.6)', opacity: 0 },
  '60%': { transform: 'scale(1.12)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

const glow = keyframes({
  '0%, 100%': { textShadow: `0 0 0.2em ${vars.color.brand}` },
  '50%': { textShadow: `0 0 0.8em ${vars.color.brandStrong}, 0 0 1.6em ${vars.color.accent}` },
});

// One line, never taller than the row's 2.5rem (a big win's 2rem at 1.2), so the row keeps its
// height after any round and the machine above it keeps its size (useFitOneLine narrows a long one).
const resultBase = style({ margin: 0, fontWeight: vars.font.weightStrong, fontVariantNumeric: 'tabular-nums', lineHeight: 1.2, whiteSpace: 'nowrap' });

export const result = styleVariants({
  none: [resultBase],
  // Less than the bet came back: told plainly, in the muted colour, with no effect.
  returned: [resultBase, { color: vars.color.textMuted, fontSize: vars.fontSize.standard, fontWeight: vars.font.weightMedium }],
  win: [
    resultBase,
    {
      color: vars.color.brand,
      fontSize: vars.fontSize.xlarge,
      animation: `${pop} 400ms ${vars.motion.easing}`,
      '@media': { [reduceMotion]: { animation: 'none' } },
    },
  ],
  bigWin: [
    resultBase,
    {
      color: vars.color.brandStrong,
      fontSize: vars.fontSize.xxlarge,
      letterSpacing: '0.04em',
      animation: `${pop} 500ms ${vars.motion.easing}, ${glow} 1.2s ease-in-out 500ms 3`,
      '@media': { [reduceMotion]: { animation: 'none', textShadow: `0 0 0.4em ${vars.color.brand}` } },
    },
  ],
});

export const controls = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  paddingBottom: 'env(safe-area-inset-bottom)',
});

export const betGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space.xsmall });

export const betLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const betSelect = style({
  minHeight: vars.size.controlMedium,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' } },
});

export const playButton = style({ minWidth: '7rem' });

export const refusal = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.cautionSurface,
  color: vars.color.caution,
  textAlign: 'center',
});

export const refusalLink = style({ marginInlineStart: vars.space.small, color: vars.color.link, fontWeight: vars.font.weightStrong });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const list = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.xxsmall });

export { visuallyHidden } from '../../../design-system/private/visuallyHidden.css.ts';

const rise = keyframes({
  '0%': { transform: 'translate(0, 0) scale(0.4)', opacity: 0 },
  '15%': { opacity: 1 },
  '100%': { transform: 'translate(var(--drift), -9rem) scale(1)', opacity: 0 },
});

/**
 * The big win's burst of coins; decoration only, and none at all under reduced motion. Coins that
 * drift past the machine's sides are cut off there (they rise freely): on a 390 px phone a coin
 * at the edge made the page 2 px wider than the screen while it flew.
 */
export const burst = style({
  position: 'absolute',
  insetInline: 0,
  bottom: '50%',
  height: 0,
  overflowX: 'clip',
  pointerEvents: 'none',
  '@media': { [reduceMotion]: { display: 'none' } },
});

export const coin = style({
  position: 'absolute',
  bottom: 0,
  width: '1.1rem',
  height: '1.1rem',
  borderRadius: '50%',
  background: `radial-gradient(circle at 35% 35%, ${vars.color.brandStrong}, ${vars.color.brand} 60%, #a16207)`,
  boxShadow: `0 0 0.4rem ${vars.color.brand}`,
  animation: `${rise} 1.4s ${vars.motion.easing} both`,
});
