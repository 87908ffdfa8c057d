import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// Layout of the crypto deposit and withdrawal screens.

export { page, panel, panelHeading } from '../../shared/islands.css.ts';

export const form = style({ display: 'grid', gap: vars.space.medium, maxWidth: '36rem' });

export const choices = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xsmall} ${vars.space.large}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const address = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderStrong}`,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const warning = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.cautionSurface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.caution}`,
});

export const warningTitle = style({ margin: 0, fontWeight: vars.font.weightStrong, color: vars.color.caution });

export const warningList = style({ margin: 0, paddingInlineStart: vars.space.large, display: 'grid', gap: vars.space.xxsmall });

/** The address's QR code beside its text; stacked on phones. */
export const addressWithCode = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'center',
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '10rem minmax(0, 1fr)' } },
});

export const qrCode = style({ width: '10rem', maxWidth: '100%', justifySelf: 'center' });

export const addressText = style({ display: 'grid', gap: vars.space.small, minWidth: 0 });

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const preview = style({ margin: 0, color: vars.color.text, fontWeight: vars.font.weightMedium });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const success = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.positiveSurface,
  color: vars.color.text,
});
