import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.ts';

// The scrolling frame and the cells are the design system's Table's: one look for every table.
export { wrap, table } from '../Table/Table.css.ts';

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.small, minWidth: 0 });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space.small });

export const summary = style({ margin: 0, fontWeight: vars.font.weightMedium });

export const caption = style({ padding: vars.space.medium, textAlign: 'start', fontWeight: vars.font.weightStrong });

export const th = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  background: vars.color.surfaceRaised,
  color: vars.color.textMuted,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.color.border}`,
});

// A changed row is marked by a bar at its start and a tinted background; its "change" cell says it in words.
export const row = recipe({
  base: { borderBottom: `1px solid ${vars.color.border}` },
  variants: {
    change: {
      added: { background: vars.color.positiveSurface, boxShadow: `inset 4px 0 0 ${vars.color.positive}` },
      removed: { background: vars.color.criticalSurface, boxShadow: `inset 4px 0 0 ${vars.color.critical}` },
      changed: { background: vars.color.cautionSurface, boxShadow: `inset 4px 0 0 ${vars.color.caution}` },
      unchanged: { color: vars.color.textMuted },
    },
  },
});

export const path = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  fontFamily: vars.font.mono,
  fontWeight: vars.font.weightMedium,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const td = style({ padding: `${vars.space.small} ${vars.space.medium}`, whiteSpace: 'nowrap' });

export const value = recipe({
  base: { padding: `${vars.space.small} ${vars.space.medium}`, fontFamily: vars.font.mono, overflowWrap: 'anywhere', minWidth: '8rem' },
  variants: {
    side: {
      before: { textDecoration: 'line-through', textDecorationColor: vars.color.textMuted },
      after: { fontWeight: vars.font.weightStrong },
      same: {},
    },
  },
});

export const none = style({ fontFamily: vars.font.sans, color: vars.color.textMuted, fontStyle: 'italic' });
