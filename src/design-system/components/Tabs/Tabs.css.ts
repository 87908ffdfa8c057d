import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

// A row of tabs wider than its column wraps onto a second line rather than widening the page:
// every tab stays in sight, which a row scrolled sideways would not promise.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const tab = style({
  padding: `${vars.space.small} ${vars.space.gutter}`,
  border: 0,
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  background: 'transparent',
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  selectors: {
    '&[aria-selected="true"]': { color: vars.color.link, borderBottomColor: vars.color.brand },
    '&:hover': { color: vars.color.text },
  },
});

export const panel = style({ paddingTop: vars.space.gutter });
