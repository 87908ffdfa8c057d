import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const hero = style({
  padding: `${vars.space.xxlarge} ${vars.space.gutter}`,
  textAlign: 'center',
  background: `linear-gradient(160deg, ${vars.color.surfaceRaised}, ${vars.color.canvas})`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const heroTitle = style({
  margin: `0 0 ${vars.space.medium}`,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.brand,
});

export const heroLead = style({ margin: `0 auto ${vars.space.large}`, maxWidth: '40rem', color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.gutter, margin: 0 });

const button = style({
  display: 'inline-block',
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
});

export const primary = style([button, { backgroundColor: vars.color.brand, color: vars.color.onBrand, boxShadow: vars.shadow.glow }]);

export const secondary = style([button, { border: `1px solid ${vars.color.borderStrong}`, color: vars.color.text }]);

export const feed = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.gutter}`,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xlarge,
});

export const sectionTitle = style({ margin: `0 0 ${vars.space.medium}`, fontSize: vars.fontSize.xlarge });
