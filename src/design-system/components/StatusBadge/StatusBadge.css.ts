import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    borderRadius: vars.radius.full,
    border: '1px solid',
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.font.weightMedium,
    lineHeight: vars.font.lineHeight,
    whiteSpace: 'nowrap',
    selectors: {
      '&::before': { content: '""', width: 6, height: 6, borderRadius: '50%', background: 'currentColor' },
    },
  },
  variants: {
    tone: {
      neutral: { color: vars.color.neutral, background: vars.color.neutralSurface, borderColor: vars.color.neutral },
      info: { color: vars.color.info, background: vars.color.infoSurface, borderColor: vars.color.info },
      positive: { color: vars.color.positive, background: vars.color.positiveSurface, borderColor: vars.color.positive },
      caution: { color: vars.color.caution, background: vars.color.cautionSurface, borderColor: vars.color.caution },
      critical: { color: vars.color.critical, background: vars.color.criticalSurface, borderColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
