import { describe, expect, it } from 'vitest';
import { add, compare, div, fromDecimal, mul, rational, sub, toDecimal } from './rational.ts';

describe('rational', () => {
  it('keeps fractions exact and reduced', () => {
    expect(rational(6n, -8n)).toEqual({ num: -3n, den: 4n });
    expect(add(rational(1n, 3n), rational(1n, 6n))).toEqual({ num: 1n, den: 2n });
    expect(sub(rational(1n, 3n), rational(1n, 2n))).toEqual({ num: -1n, den: 6n });
    expect(mul(rational(2n, 3n), rational(9n, 4n))).toEqual({ num: 3n, den: 2n });
    expect(div(rational(1n, 3n), rational(2n, 3n))).toEqual({ num: 1n, den: 2n });
    expect(compare(rational(1n, 3n), rational(333n, 1000n))).toBe(1);
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it('prints decimals rounded half up and reads them back exactly', () => {
    expect(toDecimal(rational(2n, 3n), 4)).toBe('0.6667');
    expect(toDecimal(rational(-1n, 8n), 2)).toBe('-0.13');
    expect(toDecimal(rational(19n, 2n), 0)).toBe('10');
    expect(fromDecimal('0.9612')).toEqual({ num: 2403n, den: 2500n });
  });
});
