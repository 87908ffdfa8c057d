import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from './amount.fns.ts';
import { depositCoins, formatAssetAmount, parseAssetAmount, toAssetUnits, withdrawalCoins } from './asset-amount.fns.ts';

describe('asset amounts', () => {
  it('parses decimal text into base units without floats', () => {
    expect(parseAssetAmount('25', 6)).toEqual({ ok: true, units: 25_000_000n });
    expect(parseAssetAmount('0.000001', 6)).toEqual({ ok: true, units: 1n });
    expect(parseAssetAmount('123456789012345.123456', 6)).toEqual({ ok: true, units: 123_456_789_012_345_123_456n });
    expect(parseAssetAmount('7', 0)).toEqual({ ok: true, units: 7n });
  });

  it('refuses more decimals than the asset has, zero and anything not a plain decimal', () => {
    expect(parseAssetAmount('0.0000001', 6)).toEqual({ ok: false, reason: 'too-many-decimals' });
    expect(parseAssetAmount('1.5', 0)).toEqual({ ok: false, reason: 'too-many-decimals' });
    expect(parseAssetAmount('0.000000', 6)).toEqual({ ok: false, reason: 'zero' });
    for (const bad of ['', '-1', '1e3', '1.', '.5', '1,5', 'NaN']) expect(parseAssetAmount(bad, 6)).toEqual({ ok: false, reason: 'shape' });
    expect(() => toAssetUnits('x', 6)).toThrow(RangeError);
  });

  it('formats base units with all the asset decimals', () => {
    expect(formatAssetAmount(25_500_000n, 6)).toBe('25.500000');
    expect(formatAssetAmount(1n, 6)).toBe('0.000001');
    expect(formatAssetAmount(-1n, 6)).toBe('-0.000001');
    expect(formatAssetAmount(42n, 0)).toBe('42');
    expect(formatAssetAmount(-1_000_001n, 6)).toBe('-1.000001');
    expect(formatAssetAmount(-5n, 2)).toBe('-0.05');
    expect(formatAssetAmount(1n, 18)).toBe('0.000000000000000001');
    expect(formatAssetAmount(10n ** 18n, 18)).toBe('1.000000000000000000');
    expect(formatAssetAmount(123_456_789_012_345_678_901n, 18)).toBe('123.456789012345678901');
  });
});

describe('game coins for an asset amount', () => {
  it('is exact when the value has at most four decimals in coins', () => {
    // 25 USDT at 150 coins = 3 750 coins = 37 500 000 units.
    expect(depositCoins(25_000_000n, 6, '150')).toBe(37_500_000n);
    expect(withdrawalCoins(25_000_000n, 6, '150')).toBe(37_500_000n);
    // A fractional rate: 2 coins at 0.5 game coins each.
    expect(depositCoins(2n, 0, '0.5')).toBe(10_000n);
  });

  it('truncates a deposit and rounds a withdrawal up when a remainder is below 1/10 000 coin', () => {
    // 0.000001 USDT × 150 = 0.00015 coins = 1.5 units.
    expect(depositCoins(1n, 6, '150')).toBe(1n);
    expect(withdrawalCoins(1n, 6, '150')).toBe(2n);
    // 10.000003 USDT × 150 = 1 500.00045 coins.
    expect(depositCoins(10_000_003n, 6, '150')).toBe(15_000_004n);
    expect(withdrawalCoins(10_000_003n, 6, '150')).toBe(15_000_005n);
  });

  it('handles assets with 18 decimals without losing digits', () => {
    const oneEther = 10n ** 18n;
    expect(depositCoins(oneEther * 1_000_000n + 1n, 18, '300000.1234')).toBe(3_000_001_234n * 1_000_000n);
    expect(withdrawalCoins(oneEther * 1_000_000n + 1n, 18, '300000.1234')).toBe(3_000_001_234n * 1_000_000n + 1n);
  });

  it('pins the rounding: a deposit is the exact value rounded down, a withdrawal rounded up, never 2 units apart', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (assetUnits, decimals, rateUnits) => {
          const rate = formatAmount(rateUnits);
          // The exact value in units of 1/10 000 coin is assetUnits × rateUnits / 10^decimals.
          const exact = assetUnits * rateUnits;
          const scale = 10n ** BigInt(decimals);
          const down = depositCoins(assetUnits, decimals, rate);
          const up = withdrawalCoins(assetUnits, decimals, rate);
          expect(down * scale <= exact && exact < (down + 1n) * scale).toBe(true);
          expect(up * scale >= exact && exact > (up - 1n) * scale).toBe(true);
          expect(up - down).toBe(exact % scale === 0n ? 0n : 1n);
        },
      ),
    );
  });
});
