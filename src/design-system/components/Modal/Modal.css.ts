import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

// Set inline by the `width` prop.
export const widthProperty = '--modal-width';

export const dialog = style({
  width: `min(var(${widthProperty}, ${vars.size.popupWidth}), calc(100vw - ${vars.space.large}))`,
  maxHeight: `calc(100vh - ${vars.space.xxlarge})`,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  selectors: {
    '&::backdrop': { background: vars.color.overlay },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: `${vars.space.gutter} ${vars.space.gutter} 0 ${vars.space.large}`,
});

export const title = style({ fontSize: vars.fontSize.large, fontWeight: vars.font.weightStrong });

export const body = style({ padding: vars.space.large });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  padding: `0 ${vars.space.large} ${vars.space.large}`,
});

export const close = style({
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xlarge,
  lineHeight: 1,
  selectors: { '&:hover': { color: vars.color.text, background: vars.color.surfaceRaised } },
});
