import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const notice = style({
  margin: `0 0 ${vars.space.large}`,
  padding: `${vars.space.medium} ${vars.space.gutter}`,
  borderRadius: vars.radius.standard,
  backgroundColor: vars.color.infoSurface,
  color: vars.color.text,
  borderLeft: `4px solid ${vars.color.info}`,
});
