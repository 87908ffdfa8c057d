import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const section = style({ marginTop: vars.space.xlarge });

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.gutter, listStyle: 'none', padding: 0 });

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
  selectors: { '&:hover': { backgroundColor: vars.color.brandStrong } },
});

// An app that is not configured yet: the button's words, plainly, with the reason under them.
export const unavailable = style({
  display: 'inline-flex',
  flexDirection: 'column',
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.standard,
  border: `1px dashed ${vars.color.border}`,
  color: vars.color.textMuted,
});

export const unavailableNote = style({ fontSize: vars.fontSize.small });
