import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const viewport = style({
  position: 'fixed',
  top: vars.space.gutter,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  width: `min(420px, calc(100vw - ${vars.space.large}))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    width: '100%',
    padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.gutter}`,
    borderRadius: vars.radius.standard,
    border: '1px solid',
    boxShadow: vars.shadow.medium,
    pointerEvents: 'auto',
    animation: `${slideIn} ${vars.motion.standard} ${vars.motion.easing}`,
  },
  variants: {
    tone: {
      neutral: { background: vars.color.surfaceRaised, borderColor: vars.color.border, color: vars.color.text },
      info: { background: vars.color.infoSurface, borderColor: vars.color.info, color: vars.color.text },
      positive: { background: vars.color.positiveSurface, borderColor: vars.color.positive, color: vars.color.text },
      caution: { background: vars.color.cautionSurface, borderColor: vars.color.caution, color: vars.color.text },
      critical: { background: vars.color.criticalSurface, borderColor: vars.color.critical, color: vars.color.text },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const message = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const dismiss = style({
  flexShrink: 0,
  width: vars.size.controlSmall,
  height: vars.size.controlSmall,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.large,
  selectors: { '&:hover': { color: vars.color.text } },
});
