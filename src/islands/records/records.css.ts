import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

// Layout of the financial records screen.

export { page, panel, panelHeading } from '../shared/islands.css.ts';

export const filters = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  alignItems: 'start',
});

export const actions = style({ display: 'flex', gap: vars.space.small, flexWrap: 'wrap', alignItems: 'center' });

export const totals = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const total = style({ display: 'grid', gap: vars.space.xxsmall });

export const totalName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const totalValue = style({ margin: 0, color: vars.color.text, fontSize: vars.fontSize.large, fontWeight: vars.font.weightStrong });

export const mono = style({ fontFamily: vars.font.mono, fontSize: vars.fontSize.small, overflowWrap: 'anywhere' });

export const nowrap = style({ whiteSpace: 'nowrap' });

// The sign is written out as well; the colour only repeats it.
export const credit = style({ color: vars.color.positive, fontWeight: vars.font.weightMedium, whiteSpace: 'nowrap' });

export const debit = style({ color: vars.color.critical, fontWeight: vars.font.weightMedium, whiteSpace: 'nowrap' });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });
