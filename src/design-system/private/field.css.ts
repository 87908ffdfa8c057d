import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.ts';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const label = style({
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

// A hint is running text: it may break inside a word like a paragraph (global styles).
export const hint = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted, hyphens: 'auto' });

export const error = style({ fontSize: vars.fontSize.small, color: vars.color.critical });

export const control = style({
  width: '100%',
  minHeight: vars.size.controlMedium,
  padding: `0 ${vars.space.medium}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: vars.fontSize.standard,
  transition: `border-color ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 0, borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});
