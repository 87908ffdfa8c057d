import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

export const form = style({ display: 'grid', gap: vars.space.medium });

export const row = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-end' });

export const grow = style({ flex: 1, minWidth: 0 });

export const captchaImage = style({
  display: 'block',
  height: vars.size.controlMedium,
  minWidth: '96px',
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
  objectFit: 'contain',
});

export const captchaBox = style({ display: 'flex', gap: vars.space.xsmall, alignItems: 'center' });

export const between = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: vars.space.small, flexWrap: 'wrap' });

export const linkButton = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.link,
  font: 'inherit',
  fontSize: vars.fontSize.small,
  textDecoration: 'underline',
  cursor: 'pointer',
});

export const link = style({ color: vars.color.link });

export const note = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const tip = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.positiveSurface,
  color: vars.color.text,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  selectors: { '&::before, &::after': { content: '""', flex: 1, borderTop: `1px solid ${vars.color.border}` } },
});

export const thirdParty = style({ display: 'grid', gap: vars.space.small, justifyItems: 'stretch' });

export const dialogActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.small, flexWrap: 'wrap' });
