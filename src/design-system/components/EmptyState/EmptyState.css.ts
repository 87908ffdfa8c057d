import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.xlarge} ${vars.space.gutter}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});

export const icon = style({ fontSize: vars.fontSize.xxlarge, lineHeight: 1 });

export const title = style({ fontSize: vars.fontSize.large, fontWeight: vars.font.weightMedium, color: vars.color.text });
