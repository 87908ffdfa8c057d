import { describe, expect, it } from 'vitest';
import { coinsFor, compareAmounts, isPositiveAmount, normalizeAmount } from './amounts.fns.ts';

describe('coins an amount buys', () => {
  it('JPY at 1 coin per yen', () => {
    expect(coinsFor('5000', '1')).toBe('5000.0000');
    expect(coinsFor('1234.5678', '1')).toBe('1234.5678');
  });

  it('CNY at 20 coins per yuan', () => {
    expect(coinsFor('50', '20')).toBe('1000.0000');
    expect(coinsFor('12.3456', '20')).toBe('246.9120');
    expect(coinsFor('0.0001', '20.0000')).toBe('0.0020');
  });

  it('is exact where floats are not, and truncates rather than rounds', () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point.
    expect(coinsFor('0.1', '3')).toBe('0.3000');
    expect(coinsFor('999999999999999.9999', '20')).toBe('19999999999999999.9980');
    expect(coinsFor('0.0001', '0.5')).toBe('0.0000');
    expect(coinsFor('1.9999', '1.5')).toBe('2.9998');
  });

  it('has nothing to say about an unfinished amount', () => {
    expect(coinsFor('', '1')).toBeNull();
    expect(coinsFor('.', '1')).toBeNull();
    expect(coinsFor('12.', '1')).toBe('12.0000');
  });
});

describe('amount helpers', () => {
  it('writes amounts the way the API takes them', () => {
    expect(normalizeAmount('12.')).toBe('12');
    expect(normalizeAmount('.5')).toBe('0.5');
    expect(normalizeAmount('007.50')).toBe('7.50');
    expect(normalizeAmount('0')).toBe('0');
    expect(normalizeAmount('')).toBeNull();
    expect(normalizeAmount('1e3')).toBeNull();
  });

  it('compares amounts of any number of decimals', () => {
    expect(compareAmounts('1000', '1000.0000')).toBe(0);
    expect(compareAmounts('999.9999', '1000')).toBe(-1);
    expect(compareAmounts('1000000.0001', '1000000')).toBe(1);
    expect(compareAmounts('x', '1')).toBeNull();
    expect(isPositiveAmount('0.0000')).toBe(false);
    expect(isPositiveAmount('0.0001')).toBe(true);
  });
});
