import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales.ts';
import { formatAmount, isNegativeAmount, isZeroAmount } from './formatAmount.ts';

// Each language's expected writing of the same amounts: grouping, decimal mark, minus sign.
const EXPECTED: Record<(typeof LOCALES)[number], Record<string, string>> = {
  'ja-JP': { '1000.0000': '1,000', '12.5000': '12.5', '-250.5000': '-250.5', '0.0000': '0', '0.1234': '0.1234', '100000000000.0000': '100,000,000,000', '100000000000.9999': '100,000,000,000.9999' },
  'en-US': { '1000.0000': '1,000', '12.5000': '12.5', '-250.5000': '-250.5', '0.0000': '0', '0.1234': '0.1234', '100000000000.0000': '100,000,000,000', '100000000000.9999': '100,000,000,000.9999' },
  'zh-CN': { '1000.0000': '1,000', '12.5000': '12.5', '-250.5000': '-250.5', '0.0000': '0', '0.1234': '0.1234', '100000000000.0000': '100,000,000,000', '100000000000.9999': '100,000,000,000.9999' },
  'zh-TW': { '1000.0000': '1,000', '12.5000': '12.5', '-250.5000': '-250.5', '0.0000': '0', '0.1234': '0.1234', '100000000000.0000': '100,000,000,000', '100000000000.9999': '100,000,000,000.9999' },
  'ko-KR': { '1000.0000': '1,000', '12.5000': '12.5', '-250.5000': '-250.5', '0.0000': '0', '0.1234': '0.1234', '100000000000.0000': '100,000,000,000', '100000000000.9999': '100,000,000,000.9999' },
  'vi-VN': { '1000.0000': '1.000', '12.5000': '12,5', '-250.5000': '-250,5', '0.0000': '0', '0.1234': '0,1234', '100000000000.0000': '100.000.000.000', '100000000000.9999': '100.000.000.000,9999' },
  'fil-PH': { '1000.0000': '1,000', '12.5000': '12.5', '-250.5000': '-250.5', '0.0000': '0', '0.1234': '0.1234', '100000000000.0000': '100,000,000,000', '100000000000.9999': '100,000,000,000.9999' },
};

describe('formatAmount', () => {
  for (const locale of LOCALES) {
    it(`writes amounts the ${locale} way: grouped, only the decimals that carry meaning, every digit kept`, () => {
      for (const [amount, written] of Object.entries(EXPECTED[locale])) expect(formatAmount(amount, locale), amount).toBe(written);
    });
  }

  it('never rounds: cut decimals are dropped, kept ones copied as they are', () => {
    expect(formatAmount('0.99999999', 'en-US')).toBe('0.99999999');
    expect(formatAmount('12.34567', 'en-US', { maxDecimals: 4 })).toBe('12.3456');
    expect(formatAmount('0.00009', 'en-US', { maxDecimals: 4 })).toBe('0');
    // Far beyond a float's 15–17 digits.
    expect(formatAmount('90071992547409931.1234', 'en-US')).toBe('90,071,992,547,409,931.1234');
    expect(formatAmount('123456789012.000000000000000001', 'ja-JP')).toBe('123,456,789,012.000000000000000001');
  });

  it('writes the sign of gains only when asked, and never on zero', () => {
    expect(formatAmount('1000.5000', 'en-US', { signed: true })).toBe('+1,000.5');
    expect(formatAmount('-1000.5000', 'en-US', { signed: true })).toBe('-1,000.5');
    expect(formatAmount('-0.0000', 'en-US', { signed: true })).toBe('0');
    expect(formatAmount('-0.0000', 'en-US')).toBe('0');
    expect(formatAmount('-0.5000', 'vi-VN')).toBe('-0,5');
    expect(formatAmount('1000', 'en-US')).toBe('1,000');
  });

  it('shows a text that is not a plain decimal as it came', () => {
    for (const text of ['', 'n/a', '1e5', '1,000', '.5', '12.']) expect(formatAmount(text, 'en-US')).toBe(text);
  });

  it('agrees with Intl’s own exact formatting of decimal strings for any amount up to 10^15', () => {
    const amount = fc
      .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 9999 }))
      .map(([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}.${String(fraction).padStart(4, '0')}`);
    fc.assert(
      fc.property(amount, fc.constantFrom(...LOCALES), (text, locale) => {
        // Intl formats a string operand exactly (no float); it only differs on "-0", which it keeps.
        const oracle = new Intl.NumberFormat(locale, { maximumFractionDigits: 20 }).format(text as unknown as number).replace(/^-(?=0$)/, '');
        expect(formatAmount(text, locale)).toBe(oracle);
      }),
      { numRuns: 500 },
    );
  });
});

describe('isNegativeAmount and isZeroAmount', () => {
  it('tell the sign of a decimal string', () => {
    expect(isNegativeAmount('-0.0001')).toBe(true);
    expect(isNegativeAmount('-0.0000')).toBe(false);
    expect(isNegativeAmount('5')).toBe(false);
    expect(isZeroAmount('-0.0000')).toBe(true);
    expect(isZeroAmount('0.0001')).toBe(false);
  });
});
