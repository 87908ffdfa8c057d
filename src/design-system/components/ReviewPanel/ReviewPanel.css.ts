import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.gutter,
  padding: vars.space.gutter,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.large });

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const summaryItem = style({ minWidth: 0 });

export const summaryLabel = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const summaryValue = style({ margin: 0, fontWeight: vars.font.weightMedium, overflowWrap: 'anywhere' });

export const form = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium });

export const reason = style({ minHeight: '5rem', padding: vars.space.medium, resize: 'vertical', fontFamily: 'inherit' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const decided = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontWeight: vars.font.weightMedium,
});
