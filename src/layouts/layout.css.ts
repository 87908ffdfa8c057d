import { style } from '@vanilla-extract/css';
import { media, vars } from '../design-system/index.ts';

export const homeMain = style({ display: 'block' });

export const column = style({
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${vars.space.xlarge} ${vars.space.gutter}`,
});

// Tracks are minmax(0, 1fr), never a bare 1fr or an implicit auto track: those grow to their widest
// content (a table, a tab row), so the page would scroll sideways. Wide content scrolls in its own box.
export const withAside = style({
  display: 'grid',
  gap: vars.space.xlarge,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.phone]: { gap: vars.space.large },
    [media.desktop]: { gridTemplateColumns: '14rem minmax(0, 1fr)' },
  },
});

export const pageTitle = style({
  margin: `0 0 ${vars.space.large}`,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.font.lineHeightTight,
  color: vars.color.text,
});
