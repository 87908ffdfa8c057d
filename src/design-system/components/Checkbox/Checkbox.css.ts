import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
  color: vars.color.text,
});

export const box = style({
  width: 18,
  height: 18,
  marginTop: 3,
  flexShrink: 0,
  accentColor: vars.color.brand,
  cursor: 'inherit',
});
