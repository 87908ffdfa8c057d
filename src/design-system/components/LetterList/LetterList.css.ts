import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css.ts';

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' });

export const item = style({ borderBottom: `1px solid ${vars.color.border}` });

// The whole row is the button: title and date on the left, the unread mark before the title.
export const row = style({
  display: 'grid',
  gridTemplateColumns: '0.75rem minmax(0, 1fr)',
  columnGap: vars.space.small,
  alignItems: 'baseline',
  width: '100%',
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  border: 0,
  background: 'none',
  font: 'inherit',
  color: vars.color.textMuted,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceRaised } },
});

export const unreadRow = style({ color: vars.color.text });

export const dot = style({ width: '0.5rem', height: '0.5rem', borderRadius: vars.radius.full, alignSelf: 'center' });
export const unreadDot = style({ backgroundColor: vars.color.brand });

export const title = style({ overflowWrap: 'anywhere' });
export const unreadTitle = style({ fontWeight: vars.font.weightStrong });

export const meta = style({ gridColumn: '2', fontSize: vars.fontSize.small, color: vars.color.textMuted });
