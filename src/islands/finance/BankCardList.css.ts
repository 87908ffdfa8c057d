import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'grid',
  gap: vars.space.small,
  alignContent: 'start',
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const heading = style({ display: 'flex', gap: vars.space.small, alignItems: 'center', justifyContent: 'space-between' });

export const bank = style({ fontWeight: vars.font.weightStrong, color: vars.color.text });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

globalStyle(`${facts} dd`, { margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const actions = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'wrap' });
