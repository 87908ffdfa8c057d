import { style } from '@vanilla-extract/css';
import { vars } from '../design-system/index.ts';

export const homeMain = style({ display: 'block' });

export const column = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.gutter}`,
});

export const withAside = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { 'screen and (min-width: 768px)': { gridTemplateColumns: '14rem 1fr' } },
});

export const pageTitle = style({
  margin: `0 0 ${vars.space.large}`,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
});
