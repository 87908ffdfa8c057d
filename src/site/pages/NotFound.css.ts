import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const box = style({ maxWidth: '40rem', margin: '0 auto', padding: `${vars.space.xxlarge} ${vars.space.gutter}`, textAlign: 'center' });

export const code = style({ margin: 0, fontSize: '4rem', fontWeight: vars.font.weightStrong, color: vars.color.brand, lineHeight: 1 });

export const title = style({ margin: `${vars.space.medium} 0`, fontSize: vars.fontSize.xxlarge, lineHeight: vars.font.lineHeightTight });

export const home = style({
  display: 'inline-block',
  marginTop: vars.space.medium,
  padding: `${vars.space.medium} ${vars.space.large}`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontWeight: vars.font.weightStrong,
  textDecoration: 'none',
});
