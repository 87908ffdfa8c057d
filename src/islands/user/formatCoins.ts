import type { Locale } from '../../lib/locales.ts';

const formats = new Map<Locale, Intl.NumberFormat>();

/**
 * A game-coin amount (decimal string, up to four decimals) written the way the language
 * groups digits, at least two decimals, never rounded up. The string is formatted as it is,
 * so no amount passes through a float.
 */
export function formatCoins(amount: string, locale: Locale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 4, roundingMode: 'trunc' });
    formats.set(locale, format);
  }
  if (!/^-?\d+(\.\d+)?$/.test(amount)) return amount;
  return format.format(amount as unknown as number);
}
