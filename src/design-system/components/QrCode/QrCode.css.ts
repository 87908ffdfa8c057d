import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const code = style({
  display: 'block',
  width: '100%',
  maxWidth: '12rem',
  height: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.standard,
});
