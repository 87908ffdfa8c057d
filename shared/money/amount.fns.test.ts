import { describe, expect, it } from 'vitest';
import { BIGINT_MAX_UNITS, formatAmount, isOverMaxAmount, MAX_AMOUNT_UNITS, parseAmount, toUnits } from './amount.fns.ts';

describe('parseAmount', () => {
  it.each([
    ['1', 10_000n],
    ['0.0001', 1n],
    ['12.5', 125_000n],
    ['12.3456', 123_456n],
    ['007.10', 71_000n],
    ['100000000000', MAX_AMOUNT_UNITS],
    ['922337203685477.5807', BIGINT_MAX_UNITS],
  ])('reads %s as %s units', (text, units) => {
    expect(parseAmount(text)).toEqual({ ok: true, units });
  });

  it.each([
    ['', 'empty'],
    ['1.23456', 'too-many-decimals'],
    ['0.00001', 'too-many-decimals'],
    ['-1', 'negative'],
    ['0', 'zero'],
    ['0.0000', 'zero'],
    ['1e3', 'shape'],
    ['1E-2', 'shape'],
    ['+1', 'shape'],
    [' 1', 'shape'],
    ['1.', 'shape'],
    ['.5', 'shape'],
    ['1,000', 'shape'],
    ['0x10', 'shape'],
    ['NaN', 'shape'],
    ['Infinity', 'shape'],
    ['１', 'shape'],
    ['999999999999999', 'too-large'],
    ['922337203685477.5808', 'too-large'],
  ])('refuses %j (%s)', (text, reason) => {
    expect(parseAmount(text)).toEqual({ ok: false, reason });
  });

  it('accepts a sign and zero only when asked', () => {
    expect(parseAmount('-2.5', { allowNegative: true })).toEqual({ ok: true, units: -25_000n });
    expect(parseAmount('0', { allowZero: true })).toEqual({ ok: true, units: 0n });
    expect(parseAmount('-0', { allowZero: true, allowNegative: true })).toEqual({ ok: true, units: 0n });
  });

  it('keeps every amount far enough below what a bigint column holds for sums of them to fit', () => {
    expect(MAX_AMOUNT_UNITS * 9_000n).toBeLessThan(BIGINT_MAX_UNITS);
  });

  it('isOverMaxAmount says only whether an amount is too large', () => {
    expect(['100000000000.0001', '-999999999999999', '000100000000000.5', '100000000000.000000000000000001'].map(isOverMaxAmount)).toEqual([true, true, true, true]);
    expect(['100000000000', '-100000000000.0000', '1', 'abc', '', '1.23456', '99999999999.999999999999'].map(isOverMaxAmount)).toEqual([false, false, false, false, false, false, false]);
  });

  it('toUnits throws on what parseAmount refuses', () => {
    expect(toUnits('3.1')).toBe(31_000n);
    expect(() => toUnits('3.14159')).toThrow(RangeError);
  });
});

describe('formatAmount', () => {
  it.each([
    [0n, '0.0000'],
    [1n, '0.0001'],
    [125_000n, '12.5000'],
    [-25_000n, '-2.5000'],
    [BIGINT_MAX_UNITS, '922337203685477.5807'],
  ])('writes %s units as %s', (units, text) => {
    expect(formatAmount(units)).toBe(text);
  });

  it('round-trips with parseAmount', () => {
    for (const units of [1n, 9_999n, 10_000n, 10_001n, 123_456_789n, -77n]) {
      expect(toUnits(formatAmount(units), { allowNegative: true })).toBe(units);
    }
  });
});
