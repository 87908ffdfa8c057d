import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

// One line of fixed height, so full-height screens (the springboard) can leave room for it:
// `calc(100dvh - var(--demo-banner-height, 0px))`.
const HEIGHT = '1.75rem';

globalStyle('html[data-demo]', { vars: { '--demo-banner-height': HEIGHT } });

export const banner = style({
  display: 'none',
  margin: 0,
  height: HEIGHT,
  lineHeight: HEIGHT,
  padding: `0 ${vars.space.gutter}`,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  fontWeight: 700,
  color: vars.color.caution,
  backgroundColor: vars.color.cautionSurface,
  boxShadow: `inset 0 -1px 0 ${vars.color.caution}`,
  selectors: {
    // Set by the server in demo mode (server/http/static-site.ts), in the HTML itself: no script, no jump.
    'html[data-demo] &': { display: 'block' },
  },
});
