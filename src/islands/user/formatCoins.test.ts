import { describe, expect, it } from 'vitest';
import { formatCoins } from './formatCoins.ts';

describe('formatCoins', () => {
  it('groups digits and writes decimals the language’s way, two at least', () => {
    expect(formatCoins('0.0000', 'ja-JP')).toBe('0.00');
    expect(formatCoins('1234567.5', 'en-US')).toBe('1,234,567.50');
    expect(formatCoins('1234567.5', 'vi-VN')).toBe('1.234.567,50');
  });

  it('keeps all four decimals exactly and never rounds up', () => {
    expect(formatCoins('0.9999', 'en-US')).toBe('0.9999');
    expect(formatCoins('12.34567', 'en-US')).toBe('12.3456');
    // Beyond float precision: formatted from the string, not a number.
    expect(formatCoins('90071992547409931.1234', 'en-US')).toBe('90,071,992,547,409,931.1234');
  });

  it('leaves anything that is not an amount as it is', () => {
    expect(formatCoins('n/a', 'en-US')).toBe('n/a');
  });
});
