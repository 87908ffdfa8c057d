import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

// Amounts line up digit under digit.
export const input = style({ flex: 1, minWidth: 0, fontVariantNumeric: 'tabular-nums' });

export const unit = style({
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.font.weightMedium,
});
