import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// A round's details (winning lines, jackpot chains) open in a panel over the screen instead of
// growing the machine's row: the screen keeps its one-viewport layout however long the list.

export const panel = style({
  // A popover sits in the top layer; the browser centres it in the viewport.
  boxSizing: 'border-box',
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100dvh - 2rem)',
  margin: 'auto',
  overflowY: 'auto',
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: '0 12px 40px rgba(0, 0, 0, 0.5)',
  selectors: { '&::backdrop': { background: 'rgba(0, 0, 0, 0.45)' } },
});

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small, marginBottom: vars.space.small });

export const heading = style({ margin: 0, fontSize: vars.fontSize.standard });
