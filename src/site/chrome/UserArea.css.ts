import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const area = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

// `data-session` on <html> is set before paint when a session token is stored.
export const guestOnly = style({ selectors: { 'html[data-session] &': { display: 'none' } } });
export const memberOnly = style({ selectors: { 'html:not([data-session]) &': { display: 'none' } } });

export const link = style({
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const primary = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
});

// Shown once the balance is known (`hidden` until then).
export const balance = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&[hidden]': { display: 'none' },
    '&:hover': { color: vars.color.link },
  },
});

export const balanceLabel = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const balanceAmount = style({ fontWeight: vars.font.weightStrong, color: vars.color.brand, fontVariantNumeric: 'tabular-nums' });
