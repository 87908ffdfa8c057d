import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

// The header's square icon buttons (menu, close, log out): an icon centred in a touch-sized box
// that lights up on hover. Each use sets its size, colour and border.
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.standard,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:hover': { backgroundColor: vars.color.surfaceRaised } },
});
