import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

// The KYC screen: three pickers side by side where they fit, one column on phones.

export const pickers = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
});

export const status = style({ fontWeight: vars.font.weightMedium, margin: 0, overflowWrap: 'anywhere' });

export const reason = style({ margin: 0, overflowWrap: 'anywhere' });

export const sending = style({ display: 'grid', gap: vars.space.xsmall });

export const form = style({ display: 'grid', gap: vars.space.medium });
