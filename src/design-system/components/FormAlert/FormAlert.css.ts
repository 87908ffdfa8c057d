import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const alert = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.critical}`,
  borderRadius: vars.radius.standard,
  background: vars.color.criticalSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  overflowWrap: 'anywhere',
  // Scrolled into view with a little room above it inside a scrolling dialog.
  scrollMarginBlock: vars.space.gutter,
});
