import type { Locale } from '../../lib/locales.ts';

// Amounts arrive as decimal strings and are handed to Intl as strings, which formats them
// exactly (no float in between); a string that is not a plain decimal is shown as it came.

const DECIMAL = /^-?\d+(\.\d+)?$/;
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(locale: Locale, kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${kind}`;
  let format = cache.get(key) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(key, format);
  }
  return format;
}

const formatDecimal = (amount: string, format: Intl.NumberFormat) =>
  DECIMAL.test(amount) ? format.format(amount as unknown as number) : amount;

/** Game coins with their sign written out ("+1,000.00", "-250.50"), never rounded up. */
export function formatSignedCoins(amount: string, locale: Locale): string {
  return formatDecimal(
    amount,
    numberFormat(locale, 'signed', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 4,
      roundingMode: 'trunc',
      signDisplay: 'exceptZero',
    }),
  );
}

/** A fiat or crypto amount with every decimal it has, and no trailing zeros ("1,000", "12.5"). */
export function formatAssetAmount(amount: string, locale: Locale): string {
  return formatDecimal(amount, numberFormat(locale, 'asset', { minimumFractionDigits: 0, maximumFractionDigits: 20 }));
}

/** Whether a signed decimal string is below zero ("-0.0000" is not). */
export const isNegative = (amount: string) => amount.startsWith('-') && /[1-9]/.test(amount);

/** Date and time as people of that language write them, in the browser's time zone. */
export function formatDateTime(iso: string, locale: Locale): string {
  const key = `${locale}|datetime`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    cache.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
