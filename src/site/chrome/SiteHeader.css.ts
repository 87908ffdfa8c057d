import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';
import { HEADER_BAR_HEIGHT, NARROW, PHONE, WIDE } from './chromeLayout.ts';
import { iconButton } from './iconButton.css.ts';

export const header = style({
  backgroundColor: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

// One row, always: its height is fixed, nothing in it wraps, and what does not fit a narrow
// window is in the menu instead.
export const bar = style({
  display: 'flex',
  flexWrap: 'nowrap',
  alignItems: 'center',
  gap: vars.space.medium,
  boxSizing: 'border-box',
  height: HEADER_BAR_HEIGHT,
  maxWidth: '1440px',
  margin: '0 auto',
  padding: `0 ${vars.space.gutter}`,
  '@media': { [PHONE]: { gap: vars.space.small, padding: `0 ${vars.space.medium}` } },
});

export const logo = style({
  minWidth: 0,
  marginRight: 'auto',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  fontWeight: vars.font.weightStrong,
  fontSize: vars.fontSize.xlarge,
  color: vars.color.brand,
  textDecoration: 'none',
  '@media': { [PHONE]: { fontSize: vars.fontSize.large } },
});

/** The main menu on the row; narrower windows have it in the menu. */
export const mainNav = style({
  minWidth: 0,
  '@media': { [NARROW]: { display: 'none' } },
});
globalStyle(`${mainNav} ul`, { flexWrap: 'nowrap' });
globalStyle(`${mainNav} a`, {
  whiteSpace: 'nowrap',
  wordBreak: 'keep-all',
  paddingInline: vars.space.xsmall,
});

export const wideOnly = style({ flexShrink: 0, '@media': { [NARROW]: { display: 'none' } } });

export const menuButton = style([
  iconButton,
  {
    width: '2.75rem',
    height: '2.75rem',
    border: `1px solid ${vars.color.border}`,
    color: vars.color.text,
    '@media': { [WIDE]: { display: 'none' } },
  },
]);

export const menuIcon = style({ width: '1.5rem', height: '1.5rem' });


export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: '-100px',
  padding: vars.space.small,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  zIndex: 1000,
  selectors: { '&:focus': { top: vars.space.small } },
});
