import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

export const board = style({
  display: 'block',
  width: '100%',
  maxWidth: '22rem',
  aspectRatio: '300 / 400',
  margin: '0 auto',
  borderRadius: vars.radius.large,
  border: `4px solid ${vars.color.brand}`,
  background: vars.color.surfaceSunken,
});

export const fired = style({ margin: 0, textAlign: 'center', fontVariantNumeric: 'tabular-nums', color: vars.color.textMuted });

export const counters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space.xsmall,
  margin: 0,
});

export const counter = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.small,
  background: vars.color.surfaceRaised,
  fontSize: vars.fontSize.small,
});

export const counterValue = style({ margin: 0, fontWeight: vars.font.weightStrong, fontVariantNumeric: 'tabular-nums' });

export const chains = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.small });

export const chain = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.xxsmall });

export const jackpot = style({ color: vars.color.brand, fontWeight: vars.font.weightMedium });

export const mode = style({ color: vars.color.accentText, fontSize: vars.fontSize.small });

export const heading = style({ margin: 0, fontSize: vars.fontSize.standard });

export const stage = style({ display: 'grid', gap: vars.space.medium });
