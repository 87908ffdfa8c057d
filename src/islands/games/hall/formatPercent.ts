import type { Locale } from '../../../../shared/locales.ts';

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * A percentage the server wrote with two decimals ("95.90"), in the language's digits and
 * decimal sign ("95,90" in Vietnamese). Handed to Intl as a string, so it is never rounded.
 */
export function formatPercent(value: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, roundingMode: 'trunc' });
    formats.set(locale, format);
  }
  return /^\d+(\.\d+)?$/.test(value) ? format.format(value as unknown as number) : value;
}
