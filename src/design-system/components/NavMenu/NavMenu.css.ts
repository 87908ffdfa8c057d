import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../../tokens/media.ts';
import { vars } from '../../themes/contract.css.ts';

export const list = recipe({
  base: { display: 'flex', margin: 0, padding: 0, listStyle: 'none' },
  variants: {
    variant: {
      bar: { flexWrap: 'wrap', gap: vars.space.xsmall },
      // A side menu stands beside the page on a desktop. On a phone it would stand above every
      // page's content (a dozen links, ≈ 600 px), so there it is one row that scrolls sideways.
      sidebar: {
        flexDirection: 'column',
        gap: vars.space.xxsmall,
        '@media': {
          [media.phone]: {
            flexDirection: 'row',
            gap: vars.space.xsmall,
            overflowX: 'auto',
            overscrollBehaviorX: 'contain',
            scrollbarWidth: 'thin',
            paddingBottom: vars.space.xsmall,
          },
        },
      },
      footer: { flexWrap: 'wrap', gap: `${vars.space.xsmall} ${vars.space.gutter}`, fontSize: vars.fontSize.small },
    },
  },
  defaultVariants: { variant: 'bar' },
});

export const link = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.small,
    color: vars.color.text,
    textDecoration: 'none',
    borderRadius: vars.radius.standard,
    selectors: {
      '&:hover': { color: vars.color.link },
      '&[aria-current="page"]': { color: vars.color.link, fontWeight: vars.font.weightStrong },
    },
  },
  variants: {
    variant: {
      bar: {
        padding: `${vars.space.small} ${vars.space.medium}`,
        selectors: { '&[aria-current="page"]': { boxShadow: `inset 0 -2px 0 ${vars.color.brand}` } },
      },
      sidebar: {
        padding: `${vars.space.small} ${vars.space.medium}`,
        selectors: { '&[aria-current="page"]': { background: vars.color.surfaceRaised, boxShadow: `inset 3px 0 0 ${vars.color.brand}` } },
        '@media': {
          [media.phone]: {
            whiteSpace: 'nowrap',
            padding: `${vars.space.xsmall} ${vars.space.medium}`,
            border: `1px solid ${vars.color.border}`,
            borderRadius: vars.radius.full,
            selectors: { '&[aria-current="page"]': { borderColor: vars.color.brand, boxShadow: 'none' } },
          },
        },
      },
      footer: { padding: `${vars.space.xxsmall} 0`, color: vars.color.textMuted, textDecoration: 'underline' },
    },
  },
  defaultVariants: { variant: 'bar' },
});

export const icon = style({ display: 'inline-flex', width: '1.25em', justifyContent: 'center' });
