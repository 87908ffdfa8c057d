import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large });

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.medium, alignItems: 'end' });

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const editor = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  padding: vars.space.large,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
});

export const field = style({ display: 'grid', gap: vars.space.small });

export const input = style({
  font: 'inherit',
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
});

export const preview = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  background: vars.color.surfaceSunken,
  borderRadius: vars.radius.standard,
  whiteSpace: 'pre-line',
});

export const previewImage = style({ maxWidth: '100%', height: 'auto', borderRadius: vars.radius.small });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
