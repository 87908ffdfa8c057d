import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

// One minmax(0, 1fr) track: an implicit one grows to its widest content (the banner, a card row).
export const feed = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xlarge });

export const ticker = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const tickerHeading = style({
  margin: 0,
  flexShrink: 0,
  fontSize: vars.fontSize.standard,
  color: vars.color.brand,
});

export const tickerBody = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
});

export const tickerLink = style({ color: vars.color.text, textDecoration: 'none', ':hover': { textDecoration: 'underline' } });

export const tickerMore = style({
  flexShrink: 0,
  color: vars.color.link,
  fontSize: vars.fontSize.small,
  '@media': { 'screen and (max-width: 767px)': { display: 'none' } },
});

export const gameGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: vars.space.gutter,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const thumbnail = style({ display: 'block', width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover' });

export const gameMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
});

/**
 * The first banner the page draws itself before the island hydrates (src/pages/[...locale]/index.astro)
 * lies over the island's banner placeholder, which has the carousel's shape (the slide's 16 / 6):
 * when the carousel takes the placeholder's place and the drawn banner goes, nothing moves.
 */
export const feedStage = style({ position: 'relative' });
export const staticBanner = style({});
// Two classes: wins over the carousel's own `position: relative`, whichever stylesheet comes last.
globalStyle(`${feedStage} > ${staticBanner}`, { position: 'absolute', top: 0, left: 0, right: 0, zIndex: 1 });
export const bannerLoading = style({ display: 'block', aspectRatio: '16 / 6' });
globalStyle(`${staticBanner}:not([hidden]) ~ * ${bannerLoading}`, { visibility: 'hidden' });
