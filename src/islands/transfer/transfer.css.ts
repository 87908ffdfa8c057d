import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

// Layout of the JSY transfer island: one column on every width (nothing wider than a 360 px phone).

export const root = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.medium });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderRadius: vars.radius.standard,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  whiteSpace: 'nowrap',
});

export const stepDone = style({ color: vars.color.text });

export const stepCurrent = style({
  color: vars.color.text,
  borderColor: vars.color.brand,
  fontWeight: vars.font.weightStrong,
});

export const stepNumber = style({ fontVariantNumeric: 'tabular-nums' });

export const progress = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const facts = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xsmall, margin: 0 });

export const factName = style({ color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const factValue = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

export const result = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.small, justifyItems: 'start' });

export const resultTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.font.weightStrong });

export const text = style({ margin: 0 });
