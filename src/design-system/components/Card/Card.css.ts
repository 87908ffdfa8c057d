import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    borderRadius: vars.radius.large,
    color: vars.color.text,
    overflow: 'hidden',
  },
  variants: {
    variant: {
      raised: { background: vars.color.surface, boxShadow: vars.shadow.medium },
      outline: { background: vars.color.surface, border: `1px solid ${vars.color.border}` },
      highlight: { background: vars.color.surfaceRaised, boxShadow: vars.shadow.glow },
    },
    size: {
      small: { padding: vars.space.medium },
      medium: { padding: vars.space.gutter },
      large: { padding: vars.space.large },
    },
  },
  defaultVariants: { variant: 'raised', size: 'medium' },
});

export const media = style({ margin: `calc(-1 * ${vars.space.gutter}) calc(-1 * ${vars.space.gutter}) 0` });

export const title = style({ fontSize: vars.fontSize.large, fontWeight: vars.font.weightStrong, lineHeight: vars.font.lineHeightTight });

export const footer = style({ display: 'flex', gap: vars.space.small, marginTop: 'auto' });
