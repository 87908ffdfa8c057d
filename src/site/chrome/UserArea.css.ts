import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';
import { NARROW_PHONE, PHONE } from './chromeLayout.ts';
import { iconButton } from './iconButton.css.ts';

export const area = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, flexShrink: 0, minWidth: 0 });

// `data-session` on <html> is set before paint when a session token is stored.
export const guestOnly = style({ selectors: { 'html[data-session] &': { display: 'none' } } });
export const memberOnly = style({ selectors: { 'html:not([data-session]) &': { display: 'none' } } });

/** In the menu and the bottom bar on phones instead. */
export const notOnPhones = style({ '@media': { [PHONE]: { display: 'none' } } });

/**
 * Not on the narrowest phones, where the logo, both guest links and the menu button do not fit in
 * every language: "Sign up" stays, and its dialog has the log-in tab; the menu has both.
 */
export const notOnNarrowPhones = style({ '@media': { [NARROW_PHONE]: { display: 'none' } } });

// Labels stay on one line in every language: a control is as wide as its words.
const oneLine = { whiteSpace: 'nowrap', wordBreak: 'keep-all' } as const;

export const link = style({
  ...oneLine,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.link,
  textDecoration: 'underline',
  cursor: 'pointer',
  '@media': { [PHONE]: { fontSize: vars.fontSize.small, padding: `${vars.space.xsmall} ${vars.space.xsmall}` } },
});

export const primary = style({
  ...oneLine,
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
  '@media': { [PHONE]: { fontSize: vars.fontSize.small, padding: `${vars.space.xsmall} ${vars.space.small}` } },
});

export const balance = style({
  ...oneLine,
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&:hover': { color: vars.color.link } },
  '@media': { [PHONE]: { padding: vars.space.xsmall } },
});



// The inbox: an envelope with the unread count on its corner, the size of the log-out button.
export const inboxLink = style([iconButton, { position: 'relative', width: '2.5rem', height: '2.5rem', color: vars.color.link }]);

export const inboxCount = style({
  position: 'absolute',
  top: '0.125rem',
  insetInlineEnd: 0,
  minWidth: '1.125rem',
  height: '1.125rem',
  padding: '0 0.25rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.critical,
  color: vars.color.textInverse,
  fontSize: '0.6875rem',
  fontWeight: vars.font.weightStrong,
  lineHeight: '1.125rem',
  textAlign: 'center',
  whiteSpace: 'nowrap',
});

/** The same count beside the user centre's "Messages" link. */
export const menuCount = style([inboxCount, { position: 'static', display: 'inline-block', marginInlineStart: vars.space.xsmall, verticalAlign: 'middle' }]);

export const logoutButton = style([iconButton, { width: '2.5rem', height: '2.5rem', color: vars.color.link }]);

export const icon = style({ width: '1.375rem', height: '1.375rem' });

// Room for a usual figure from the first paint; a placeholder bar until the figure arrives.
export const balanceAmount = style({
  display: 'inline-block',
  minWidth: '5.5em',
  fontWeight: vars.font.weightStrong,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  selectors: {
    '&:empty': {
      height: '1em',
      alignSelf: 'center',
      borderRadius: vars.radius.small,
      backgroundColor: vars.color.skeleton,
    },
  },
  '@media': { [PHONE]: { minWidth: '5em', fontSize: vars.fontSize.small } },
});
