import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.large,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.medium,
});

export const slide = style({ position: 'relative', display: 'block', aspectRatio: '16 / 6' });

export const slideLink = style({ display: 'block', width: '100%', height: '100%', color: vars.color.text });

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const caption = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  padding: `${vars.space.xlarge} ${vars.space.large} ${vars.space.xlarge}`,
  background: `linear-gradient(to top, rgba(8, 5, 22, 0.92), rgba(8, 5, 22, 0.65) 60%, transparent)`,
  color: '#ffffff',
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightStrong,
  textShadow: '0 1px 3px rgba(0, 0, 0, 0.8)',
});

export const arrow = style({
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  width: vars.size.controlMedium,
  height: vars.size.controlMedium,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'rgba(8, 5, 22, 0.7)',
  color: '#ffffff',
  fontSize: vars.fontSize.xlarge,
  lineHeight: 1,
  selectors: { '&:hover': { background: 'rgba(8, 5, 22, 0.9)' } },
});

export const previous = style({ left: vars.space.small });
export const next = style({ right: vars.space.small });

export const dots = style({
  position: 'absolute',
  right: vars.space.gutter,
  bottom: vars.space.small,
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'transparent',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&::after': {
      content: '""',
      width: 10,
      height: 10,
      borderRadius: '50%',
      background: 'rgba(255, 255, 255, 0.6)',
      transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
    },
    '&[aria-current="true"]::after': { background: vars.color.brand, transform: 'scale(1.3)' },
  },
});
