import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const picker = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  minWidth: 0,
});

export const label = style({ fontWeight: vars.font.weightMedium, color: vars.color.text, overflowWrap: 'anywhere' });

export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, margin: 0 });

export const frame = style({
  aspectRatio: '8 / 5',
  width: '100%',
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
  display: 'grid',
  placeItems: 'center',
  overflow: 'hidden',
});

export const preview = style({ width: '100%', height: '100%', objectFit: 'contain' });

export const placeholder = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, padding: vars.space.small, textAlign: 'center' });

// The native input stays in the page (keyboard, screen readers and tests reach it) but is drawn
// by its label, which looks like a button.
export const input = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center' });

export const chooser = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.5rem',
  padding: `0 ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.brand}`,
  color: vars.color.brand,
  cursor: 'pointer',
  fontWeight: vars.font.weightMedium,
  selectors: {
    [`${input}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    [`${input}:disabled + &`]: { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const track = style({ height: 6, borderRadius: vars.radius.full, background: vars.color.surfaceSunken, overflow: 'hidden' });

export const bar = style({ height: '100%', background: vars.color.brand, transformOrigin: 'left', transition: 'transform 120ms linear' });

export const error = style({ fontSize: vars.fontSize.small, color: vars.color.critical, margin: 0 });
