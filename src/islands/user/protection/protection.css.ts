import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// Layout of the player-protection screen: one column on a phone, limit editors side by side
// where there is room.

export const editors = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
});

export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.small });

export const editorHeading = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.text });

export const value = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightStrong, overflowWrap: 'anywhere' });

export const line = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });

export const pending = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.small,
  borderRadius: vars.radius.standard,
  background: vars.color.cautionSurface,
  color: vars.color.caution,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
});

export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.caution}`,
  background: vars.color.cautionSurface,
  color: vars.color.text,
  fontWeight: vars.font.weightStrong,
  overflowWrap: 'anywhere',
});

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const warning = style({ margin: 0, color: vars.color.critical, fontWeight: vars.font.weightStrong });

export const done = style({ margin: 0, color: vars.color.positive, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });
