import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const list = style({ display: 'grid', gap: vars.space.small, maxWidth: '72ch' });

export const item = style({
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const question = style({
  cursor: 'pointer',
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  fontWeight: vars.font.weightStrong,
});

export const answer = style({ padding: `0 ${vars.space.gutter} ${vars.space.gutter}` });

globalStyle(`${answer} > :last-child`, { marginBottom: 0 });
