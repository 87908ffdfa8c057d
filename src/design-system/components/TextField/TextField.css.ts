import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const withToggle = style({ paddingRight: `calc(${vars.size.controlMedium} + ${vars.space.xsmall})` });

export const toggle = style({
  position: 'absolute',
  right: vars.space.xxsmall,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: vars.color.textMuted,
  selectors: { '&:hover': { color: vars.color.text } },
});
