import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

// Layout shared by the content and money islands.

// Every single-column grid here has one minmax(0, 1fr) track: the implicit track would grow to its
// widest content (a table, a row of tabs) and widen the page past a phone's screen.
const oneColumn = 'minmax(0, 1fr)';

/** A screen's column of panels. */
export const page = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space.large });

/** A raised, bordered block of a screen (a form, a list, the filters). */
export const panel = style({
  display: 'grid',
  gridTemplateColumns: oneColumn,
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
});

export const panelHeading = style({ margin: 0, fontSize: vars.fontSize.large, color: vars.color.text });

export const stack = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space.gutter, margin: 0, padding: 0, listStyle: 'none' });

export const section = style({ display: 'grid', gridTemplateColumns: oneColumn, gap: vars.space.medium });

export const sectionHeading = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  color: vars.color.text,
});

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const tag = style({
  display: 'inline-block',
  padding: `${vars.space.xxsmall} ${vars.space.small}`,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  fontWeight: 600,
  background: vars.color.neutralSurface,
  color: vars.color.neutral,
});

export const tagHighlight = style([
  tag,
  { background: vars.color.cautionSurface, color: vars.color.caution },
]);

export const paragraphs = style({ margin: 0, whiteSpace: 'pre-line', color: vars.color.text, lineHeight: 1.7 });
