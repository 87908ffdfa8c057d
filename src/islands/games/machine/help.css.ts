import { style } from '@vanilla-extract/css';
import { vars } from '../../../design-system/themes/contract.css.ts';

export const body = style({ display: 'grid', gap: vars.space.large, fontSize: vars.fontSize.small });

export const section = style({ display: 'grid', gap: vars.space.small });

export const heading = style({ margin: 0, fontSize: vars.fontSize.standard, color: vars.color.text });

export const figures = style({ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space.xxsmall} ${vars.space.medium}`, margin: 0 });

export const figureValue = style({ margin: 0, fontWeight: vars.font.weightStrong, fontVariantNumeric: 'tabular-nums' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontVariantNumeric: 'tabular-nums' });

export const cell = style({
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const symbolCell = style([cell, { fontWeight: vars.font.weightRegular }]);

export const symbolName = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const symbolArt = style({ width: '1.75rem', height: '1.75rem', flex: 'none' });

export const paragraph = style({ margin: 0, lineHeight: 1.6 });

export const link = style({ color: vars.color.link, fontWeight: vars.font.weightMedium });

export const caption = style({ captionSide: 'top', textAlign: 'start', color: vars.color.textMuted, paddingBottom: vars.space.xxsmall });
