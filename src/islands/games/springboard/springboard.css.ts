import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// The springboard fills the viewport: the machine screen is the whole page, like a game window.

export const root = style({
  // Demo mode's banner takes one line above the game window.
  minHeight: 'calc(100dvh - var(--demo-banner-height, 0px))',
  display: 'grid',
  background: vars.color.canvas,
  color: vars.color.text,
});

/** Messages (no machine, unknown machine, loading, failed) sit in the middle of the screen. */
export const notice = style({
  alignSelf: 'center',
  justifySelf: 'center',
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.large,
  width: 'min(28rem, 100%)',
  padding: vars.space.large,
  textAlign: 'center',
});

export const message = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.font.lineHeight });
