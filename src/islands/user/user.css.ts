import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

// Layout of the user-centre and account-settings islands.

export { page, panel, panelHeading } from '../shared/islands.css.ts';

export const form = style({ display: 'grid', gap: vars.space.medium, maxWidth: '32rem' });

export const twoColumns = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))',
});

export const codeRow = style({ display: 'flex', gap: vars.space.small, alignItems: 'flex-end', flexWrap: 'wrap' });

export const grow = style({ flex: '1 1 12rem' });

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
});

export const factName = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const balance = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.font.weightStrong,
  color: vars.color.brand,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const shortcuts = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const shortcut = style({
  display: 'block',
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.link,
  textDecoration: 'none',
  ':hover': { background: vars.color.surfaceSunken },
});

export const alias = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.large, color: vars.color.text, margin: 0 });
