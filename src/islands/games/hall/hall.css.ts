import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// The hall: a grid of machine cards on wide screens, a list of rows on phones.

const phone = 'screen and (max-width: 599px)';

export const hall = style({ display: 'grid', gap: vars.space.xlarge });

export const balanceBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  padding: `${vars.space.small} ${vars.space.gutter}`,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const balanceLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const balanceFigure = style({ fontWeight: vars.font.weightStrong, fontVariantNumeric: 'tabular-nums', color: vars.color.text });

export const balanceAction = style({ marginInlineStart: 'auto' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.gutter,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [phone]: { gridTemplateColumns: '1fr', gap: vars.space.small } },
});

/** Popular and new: one scrolling row of compact cards. */
export const row = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(180px, 220px)',
  gap: vars.space.gutter,
  margin: 0,
  padding: `0 0 ${vars.space.small}`,
  listStyle: 'none',
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
});

export const rowItem = style({ scrollSnapAlign: 'start' });

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  height: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  ':focus-within': { borderColor: vars.color.focus },
  // Phones: the art as a small picture beside the text, in its own shape.
  '@media': { [phone]: { gridTemplateRows: 'none', gridTemplateColumns: '112px 1fr', alignItems: 'start', paddingInlineStart: vars.space.small } },
});

/** Inside a scrolling row the card keeps its tall shape on phones too. */
export const cardInRow = style({ '@media': { [phone]: { gridTemplateRows: 'auto 1fr', gridTemplateColumns: 'none', paddingInlineStart: 0 } } });

export const thumbnail = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
});

/** On phones the list's art keeps a gap from the card's edge and rounded corners. */
export const thumbnailInList = style({
  '@media': { [phone]: { marginTop: vars.space.small, borderRadius: vars.radius.small } },
});

export const body = style({ display: 'grid', alignContent: 'start', gap: vars.space.small, padding: vars.space.medium, minWidth: 0 });

export const name = style({ margin: 0, fontSize: vars.fontSize.large, lineHeight: vars.font.lineHeightTight, color: vars.color.text });

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const tags = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall, margin: 0, padding: 0, listStyle: 'none' });

export const figures = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const play = style({ justifySelf: 'start', marginTop: vars.space.xsmall });

export const skeletonGrid = style([grid]);
