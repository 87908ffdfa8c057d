import { style } from '@vanilla-extract/css';
import { vars } from '../../design-system/themes/contract.css.ts';

// Layout of the money islands (deposit, withdraw, bank cards).

export { page } from '../shared/islands.css.ts';

export const notice = style({
  display: 'flex',
  gap: vars.space.small,
  alignItems: 'flex-start',
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.standard,
  background: vars.color.infoSurface,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
});

export const warning = style([notice, { background: vars.color.cautionSurface }]);

export const success = style([notice, { background: vars.color.positiveSurface }]);

export const noticeIcon = style({ flexShrink: 0 });

export const balanceRow = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.small, flexWrap: 'wrap' });

export const balanceFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.font.weightStrong,
  color: vars.color.brand,
  fontVariantNumeric: 'tabular-nums',
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const strong = style({ fontWeight: vars.font.weightStrong, color: vars.color.text });

export const figure = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const link = style({ color: vars.color.link });
