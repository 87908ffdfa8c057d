import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// Layout of the fairness page's islands (verifier, round proof, seeds).

export { page, panel, panelHeading, muted } from '../../shared/islands.css.ts';

export const fields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  alignItems: 'start',
});

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center' });

/** Seeds and hashes: long unbroken hex that must wrap anywhere. */
export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, overflowWrap: 'anywhere', wordBreak: 'break-all' });

export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${vars.space.xsmall} ${vars.space.medium}`, margin: 0 });

export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const factValue = style({ margin: 0, color: vars.color.text, minWidth: 0 });

// The verdict is written out (✓/✗ and words); the colour only repeats it.
export const pass = style({ color: vars.color.positive, fontWeight: vars.font.weightStrong });

export const fail = style({ color: vars.color.critical, fontWeight: vars.font.weightStrong });

export const verdict = style({ margin: 0, fontSize: vars.fontSize.large });

export const list = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.xxsmall });

// Wider than a phone's column (five reels of symbol names), the reel table scrolls in its own box
// (display:block makes the table element that box) instead of widening the page.
export const reels = style({ display: 'block', maxWidth: '100%', overflowX: 'auto', borderCollapse: 'collapse', fontSize: vars.fontSize.small });

export const reelCell = style({
  border: `1px solid ${vars.color.border}`,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  textAlign: 'center',
});

export const reelHeader = style([reelCell, { color: vars.color.textMuted, fontWeight: vars.font.weightMedium }]);

export const spins = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'start' });

// minmax(0, 1fr) and min-width 0: a spin may be narrower than its reel table, which then scrolls.
export const spin = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xsmall, minWidth: 0, maxWidth: '100%' });
