import { describe, expect, it } from 'vitest';
import { acceptAmountText, toAsciiDigits } from './amountText.ts';

describe('amount field text', () => {
  it('accepts up to four decimals and refuses a fifth', () => {
    expect(acceptAmountText('12.3456', { decimals: 4 })).toBe('12.3456');
    expect(acceptAmountText('12.34567', { decimals: 4 })).toBeNull();
  });

  it('accepts amounts still being typed', () => {
    expect(acceptAmountText('', { decimals: 4 })).toBe('');
    expect(acceptAmountText('12.', { decimals: 4 })).toBe('12.');
    expect(acceptAmountText('.5', { decimals: 4 })).toBe('.5');
  });

  it('refuses signs, letters, exponents, grouping and a second point', () => {
    for (const text of ['-1', '+1', '1e5', '1,000', 'abc', '1.2.3', '0x10', '１ 2']) {
      expect(acceptAmountText(text, { decimals: 4 }), text).toBeNull();
    }
  });

  it('refuses any point when no decimals are allowed', () => {
    expect(acceptAmountText('100', { decimals: 0 })).toBe('100');
    expect(acceptAmountText('100.', { decimals: 0 })).toBeNull();
  });

  it('takes the decimals it is given (an asset with six)', () => {
    expect(acceptAmountText('1.123456', { decimals: 6 })).toBe('1.123456');
    expect(acceptAmountText('1.1234567', { decimals: 6 })).toBeNull();
  });

  it('refuses more integer digits than the API takes', () => {
    expect(acceptAmountText('9'.repeat(15), { decimals: 4 })).toBe('9'.repeat(15));
    expect(acceptAmountText('9'.repeat(16), { decimals: 4 })).toBeNull();
    expect(acceptAmountText('123', { decimals: 4, maxIntegerDigits: 2 })).toBeNull();
  });

  it('reads full-width digits and points as ASCII', () => {
    expect(toAsciiDigits('１２３．４')).toBe('123.4');
    expect(acceptAmountText('１０００．５', { decimals: 4 })).toBe('1000.5');
  });
});
