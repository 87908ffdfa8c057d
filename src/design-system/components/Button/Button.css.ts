import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.standard,
    fontWeight: vars.font.weightStrong,
    lineHeight: vars.font.lineHeightTight,
    textDecoration: 'none',
    // A label longer than a phone's column wraps between words (never inside one: see the global
    // styles) instead of pushing the button past the screen's edge.
    maxWidth: '100%',
    textAlign: 'center',
    transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, box-shadow ${vars.motion.fast} ${vars.motion.easing}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      brand: { vars: { '--tone': vars.color.brand, '--on-tone': vars.color.onBrand, '--tone-text': vars.color.link } },
      accent: { vars: { '--tone': vars.color.accent, '--on-tone': vars.color.onAccent, '--tone-text': vars.color.accentText } },
      critical: { vars: { '--tone': vars.color.critical, '--on-tone': vars.color.textInverse, '--tone-text': vars.color.critical } },
      neutral: { vars: { '--tone': vars.color.neutral, '--on-tone': vars.color.textInverse, '--tone-text': vars.color.neutral } },
    },
    variant: {
      solid: {
        background: 'var(--tone)',
        color: 'var(--on-tone)',
        selectors: { '&:hover:not(:disabled)': { boxShadow: vars.shadow.glow } },
      },
      outline: {
        background: 'transparent',
        color: 'var(--tone-text)',
        borderColor: 'var(--tone-text)',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
      },
      ghost: {
        background: 'transparent',
        color: 'var(--tone-text)',
        selectors: { '&:hover:not(:disabled)': { background: vars.color.surfaceRaised } },
      },
    },
    size: {
      small: { minHeight: vars.size.controlSmall, padding: `${vars.space.xxsmall} ${vars.space.medium}`, fontSize: vars.fontSize.small },
      medium: { minHeight: vars.size.controlMedium, padding: `${vars.space.xxsmall} ${vars.space.gutter}`, fontSize: vars.fontSize.standard },
      large: { minHeight: vars.size.controlLarge, padding: `${vars.space.xxsmall} ${vars.space.large}`, fontSize: vars.fontSize.large },
    },
    block: { true: { display: 'flex', width: '100%' } },
  },
  defaultVariants: { tone: 'brand', variant: 'solid', size: 'medium' },
});

export type ButtonVariants = RecipeVariants<typeof button>;
