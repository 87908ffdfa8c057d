import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pageButton = style({
  minWidth: vars.size.controlSmall,
  height: vars.size.controlSmall,
  padding: `0 ${vars.space.small}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.brand },
    '&[aria-current="page"]': {
      background: vars.color.brand,
      borderColor: vars.color.brand,
      color: vars.color.onBrand,
      fontWeight: vars.font.weightStrong,
    },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
});

export const gap = style({ padding: `0 ${vars.space.xsmall}`, color: vars.color.textMuted });
