import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

export const channels = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, border: 0, minWidth: 0 });

export const legend = style({
  marginBottom: vars.space.xsmall,
  padding: 0,
  fontSize: vars.fontSize.small,
  fontWeight: vars.font.weightMedium,
  color: vars.color.text,
});

export const channel = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
  },
});

export const radio = style({ marginTop: 3, accentColor: vars.color.brand, flexShrink: 0 });

// The channel's limits and rate are a sentence inside the label: running text, which may break
// inside a word like a paragraph (labels otherwise never do; see the design system's global styles).
export const channelText = style({ display: 'grid', gap: vars.space.xxsmall, hyphens: 'auto' });

export const preview = style({ margin: 0, display: 'flex', gap: vars.space.small, alignItems: 'baseline', flexWrap: 'wrap' });

export const previewFigure = style({
  fontSize: vars.fontSize.large,
  fontWeight: vars.font.weightStrong,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});
