import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const segments = style({ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: vars.space.xsmall });

export const segment = recipe({
  base: {
    height: 6,
    borderRadius: vars.radius.full,
    background: vars.color.neutralSurface,
    transition: `background-color ${vars.motion.standard} ${vars.motion.easing}`,
  },
  variants: {
    level: {
      off: {},
      1: { background: vars.color.critical },
      2: { background: vars.color.caution },
      3: { background: vars.color.info },
      4: { background: vars.color.positive },
    },
  },
});

export const caption = style({ fontSize: vars.fontSize.xsmall, color: vars.color.textMuted });
