import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';
import { iconButton } from './iconButton.css.ts';

// A panel along the right edge, full height, over a dimmed page (the dialog is modal).
export const drawer = style({
  position: 'fixed',
  inset: '0 0 0 auto',
  width: 'min(20rem, 88vw)',
  maxWidth: 'none',
  height: '100dvh',
  maxHeight: 'none',
  margin: 0,
  padding: 0,
  border: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.medium,
  overscrollBehavior: 'contain',
  selectors: { '&::backdrop': { backgroundColor: 'rgb(0 0 0 / 0.55)' } },
});

// Fills the dialog, so a click on the dialog element itself can only be on the backdrop.
export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  minHeight: '100%',
  padding: `${vars.space.small} ${vars.space.gutter} ${vars.space.xlarge}`,
  boxSizing: 'border-box',
});

export const head = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const title = style({ margin: 0, fontSize: vars.fontSize.large, whiteSpace: 'nowrap' });

export const close = style([iconButton, { width: '2.75rem', height: '2.75rem', color: vars.color.text }]);

export const closeIcon = style({ width: '1.5rem', height: '1.5rem' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightStrong,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});

export const account = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.small });

// Menu labels stay whole: one line per link, words never split.
globalStyle(`${drawer} a, ${drawer} button`, { whiteSpace: 'nowrap', wordBreak: 'keep-all' });


// The page behind an open menu does not scroll under the thumb.
globalStyle(`html:has(${drawer}[open])`, { overflow: 'hidden' });
