import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/index.ts';

export const stack = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.large });

export const heading = style({ margin: 0, fontSize: vars.fontSize.large });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.medium });

export const detail = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  paddingBottom: vars.space.large,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.small} ${vars.space.medium}`,
  margin: 0,
});

export const term = style({ fontWeight: 600 });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

/** One term and its value; the pair's box gives way to the list's grid. */
export const fact = style({ display: 'contents' });
