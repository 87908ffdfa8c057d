import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';
import { BOTTOM_BAR_HEIGHT, PHONE } from './chromeLayout.ts';

const safeArea = 'env(safe-area-inset-bottom, 0px)';

export const bar = style({
  display: 'none',
  '@media': {
    [PHONE]: {
      display: 'block',
      position: 'fixed',
      insetInline: 0,
      bottom: 0,
      zIndex: vars.zIndex.sticky,
      height: `calc(${BOTTOM_BAR_HEIGHT} + ${safeArea})`,
      paddingBottom: safeArea,
      backgroundColor: vars.color.surface,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

// The end of every page stays reachable above the bar.
globalStyle('body:has([data-bottom-bar])', {
  '@media': { [PHONE]: { paddingBottom: `calc(${BOTTOM_BAR_HEIGHT} + ${safeArea})` } },
});

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  height: '100%',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minWidth: 0 });

export const link = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxsmall,
  height: '100%',
  padding: `0 ${vars.space.xxsmall}`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.link },
    '&[aria-current="page"]': { color: vars.color.brand, fontWeight: vars.font.weightStrong },
  },
});

export const icon = style({ width: '1.375rem', height: '1.375rem', flexShrink: 0 });

// One line in every language; a label longer than its quarter of the screen is cut, never broken.
export const label = style({
  maxWidth: '100%',
  fontSize: '0.6875rem',
  lineHeight: vars.font.lineHeightTight,
  whiteSpace: 'nowrap',
  wordBreak: 'keep-all',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
