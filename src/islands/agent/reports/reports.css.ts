import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

// Layout of the agent's report screens (team report, team deposits, team withdrawals).

export { page, panel, panelHeading, muted } from '../../shared/islands.css.ts';
export { filters, actions, mono, nowrap, credit, debit } from '../../records/records.css.ts';

/** The preset buttons: one row that wraps, so every choice stays in sight on a phone. */
export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, margin: 0, padding: 0, border: 0 });

export const rangeFields = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
  alignItems: 'end',
});

export const heading = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'baseline', justifyContent: 'space-between' });

export const agentMark = style({
  marginInlineStart: vars.space.xsmall,
  padding: `0 ${vars.space.xsmall}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});
