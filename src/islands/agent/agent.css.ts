import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';
import { media } from '../../design-system/tokens/media.ts';

// Layout of the agent islands: the application panel, sharing the code, the member list.

export { page, panel, panelHeading } from '../shared/islands.css.ts';

export const lead = style({ margin: 0, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const status = style({ margin: 0, fontWeight: vars.font.weightStrong });

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center' });

// Code and link beside the QR code on a desktop; one column on a phone (the QR code below).
export const invite = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' } },
});

export const shareItems = style({ display: 'grid', gap: vars.space.medium, margin: 0 });

export const shareItem = style({ display: 'grid', gap: vars.space.xsmall });

export const shareName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const shareValue = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center', margin: 0 });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightStrong,
  letterSpacing: '0.08em',
  color: vars.color.brand,
});

// A long address: it may break anywhere rather than widen the page.
export const link = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  wordBreak: 'break-all',
  minWidth: 0,
});

export const qr = style({ display: 'grid', gap: vars.space.xsmall, justifyItems: 'center', maxWidth: '14rem', margin: 0 });

export const qrCode = style({ width: '12rem', height: '12rem' });

export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  alignItems: 'flex-end',
});

export const filterField = style({ flex: '1 1 12rem', minWidth: 0 });

export const badge = style({
  marginInlineStart: vars.space.xsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});

export const rowActions = style({ display: 'flex', gap: vars.space.xsmall, flexWrap: 'nowrap' });

// Inside a table that scrolls sideways, a row's buttons keep their labels on one line (Chinese
// "转入" would otherwise break between its two characters when the column is squeezed).
globalStyle(`${rowActions} button`, { whiteSpace: 'nowrap', wordBreak: 'keep-all' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const form = style({ display: 'grid', gap: vars.space.medium });

export const warning = style({ margin: 0, color: vars.color.text });

export const textLink = style({ color: vars.color.link });
