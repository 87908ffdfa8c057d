import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

// The app-login screen: the code's panel and the list of signed-in apps.

export const sessions = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

export const session = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const device = style({ margin: 0, fontWeight: vars.font.weightStrong, color: vars.color.text, overflowWrap: 'anywhere' });

export const times = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xxsmall} ${vars.space.medium}`,
  margin: 0,
  fontSize: vars.fontSize.small,
});

export const timeName = style({ color: vars.color.textMuted, wordBreak: 'keep-all' });

export const timeValue = style({ margin: 0, color: vars.color.text });

export const sessionText = style({ display: 'grid', gap: vars.space.xsmall, minWidth: 0, flex: '1 1 12rem' });

export const endButton = style({ whiteSpace: 'nowrap', wordBreak: 'keep-all' });
