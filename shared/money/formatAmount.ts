// The one way an amount is written for people: game coins, fiat and crypto, in every island, the
// header and the server-rendered pages. Amounts arrive as decimal strings ("1000.0000",
// "-250.5000", "0.000123456789012345"); the whole part is grouped by Intl as a bigint and the
// decimals are copied digit by digit, so no amount ever passes through a float, however large.
// Only the decimals that carry meaning are shown: "1000.0000" → "1,000", "12.5000" → "12.5".

export interface AmountFormatOptions {
  /** Write the sign of amounts above zero too (profits, credits): "+1,000". Zero never has one. */
  signed?: boolean;
  /** Keep at most this many decimals, cutting the rest (never rounding up what is shown). */
  maxDecimals?: number;
}

interface LocaleParts {
  /** Groups a whole part (bigint) the way the language does. */
  grouping: Intl.NumberFormat;
  /** The language's decimal mark and its digits 0–9. */
  decimal: string;
  digits: readonly string[];
  /** Where the sign goes, by sign: parts around the number's `integer` slot. */
  template: Record<'auto' | 'exceptZero', Record<'negative' | 'zero' | 'positive', Intl.NumberFormatPart[]>>;
}

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;
const byLocale = new Map<string, LocaleParts>();

function partsOf(locale: string): LocaleParts {
  let parts = byLocale.get(locale);
  if (parts) return parts;
  const grouping = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const template = (signDisplay: 'auto' | 'exceptZero') => {
    const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay });
    return { negative: format.formatToParts(-1n), zero: format.formatToParts(0n), positive: format.formatToParts(1n) };
  };
  parts = {
    grouping,
    decimal: new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.',
    digits: Array.from({ length: 10 }, (_, digit) => grouping.format(digit)),
    template: { auto: template('auto'), exceptZero: template('exceptZero') },
  };
  byLocale.set(locale, parts);
  return parts;
}

/**
 * An amount (decimal string) in the language's number format: grouped, signed when below zero
 * (or always, with `signed`), only its meaningful decimals. A text that is not a plain decimal is
 * shown as it came.
 */
export function formatAmount(amount: string, locale: string, { signed = false, maxDecimals }: AmountFormatOptions = {}): string {
  const match = DECIMAL.exec(amount.trim());
  if (!match) return amount;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const shown = (maxDecimals === undefined ? fraction : fraction.slice(0, maxDecimals)).replace(/0+$/, '');
  const integer = BigInt(whole);
  const zero = integer === 0n && shown === '';
  const { grouping, decimal, digits, template } = partsOf(locale);
  const wholeText = grouping
    .formatToParts(integer)
    .filter((part) => part.type === 'integer' || part.type === 'group')
    .map((part) => part.value)
    .join('');
  const number = shown ? `${wholeText}${decimal}${[...shown].map((digit) => digits[Number(digit)]).join('')}` : wholeText;
  const slot = zero ? 'zero' : sign === '-' ? 'negative' : 'positive';
  return template[signed ? 'exceptZero' : 'auto'][slot].map((part) => (part.type === 'integer' ? number : part.value)).join('');
}

/** Whether a decimal string is below zero ("-0.0000" is not). */
export const isNegativeAmount = (amount: string): boolean => /^\s*-/.test(amount) && /[1-9]/.test(amount);

/** Whether a decimal string is zero, whatever its sign or decimals. */
export const isZeroAmount = (amount: string): boolean => DECIMAL.test(amount.trim()) && !/[1-9]/.test(amount);
