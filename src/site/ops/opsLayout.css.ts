import { style } from '@vanilla-extract/css';
import { media, vars } from '../../design-system/index.ts';

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: `-${vars.space.xxlarge}`,
  padding: vars.space.small,
  background: vars.color.surfaceRaised,
  color: vars.color.link,
  zIndex: 10,
  selectors: { '&:focus': { top: vars.space.small } },
});

export const header = style({ background: vars.color.surface, borderBottom: `1px solid ${vars.color.border}` });

export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.small} ${vars.space.gutter}`,
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.medium} ${vars.space.gutter}`,
});

export const brand = style({
  marginRight: 'auto',
  fontWeight: vars.font.weightStrong,
  fontSize: vars.fontSize.large,
  color: vars.color.brand,
  textDecoration: 'none',
});

export const operator = style({ display: 'flex', gap: vars.space.xsmall, margin: 0, fontSize: vars.fontSize.small, color: vars.color.text });

export const operatorLabel = style({ color: vars.color.textMuted });

export const signIn = style({ fontSize: vars.fontSize.small, color: vars.color.link });

export const nav = style({ maxWidth: '1440px', margin: '0 auto', padding: `0 ${vars.space.gutter}` });

// One row that wraps: every section stays in sight on a phone.
export const navList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const navLink = style({
  display: 'inline-block',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: '3px solid transparent',
  color: vars.color.textMuted,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.brand, fontWeight: vars.font.weightMedium },
  },
});

export const main = style({
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.gutter}`,
  '@media': { [media.phone]: { padding: `${vars.space.large} ${vars.space.medium}` } },
});

export const title = style({ margin: `0 0 ${vars.space.large}`, fontSize: vars.fontSize.xxlarge, lineHeight: vars.font.lineHeightTight });

export const lead = style({ maxWidth: '48rem', margin: 0, color: vars.color.textMuted, hyphens: 'auto' });

