import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../../shared/money/amount.fns.ts';
import { formatAssetAmount, parseAssetAmount, withdrawalCoins as holdCoins } from '../../../../shared/money/asset-amount.fns.ts';
import { coinsExceed, toBaseUnits, withdrawalCoins, withinRange } from './coinMath.ts';

describe('crypto amounts on the screen', () => {
  it('turns decimal text into base units and back without floats', () => {
    expect(toBaseUnits('25.5', 6)).toBe(25_500_000n);
    expect(toBaseUnits('0.000001', 6)).toBe(1n);
    expect(toBaseUnits('12.', 6)).toBe(12_000_000n);
    expect(toBaseUnits('99999999999999.123456789012345678', 18)).toBe(99_999_999_999_999_123_456_789_012_345_678n);
    expect(toBaseUnits('0.0000001', 6)).toBeNull();
    expect(toBaseUnits('1e3', 6)).toBeNull();
    expect(toBaseUnits('-1', 6)).toBeNull();
  });

  it('prices a withdrawal in game coins, rounding a remainder up like the hold', () => {
    expect(withdrawalCoins('20', 6, '150.0000')).toBe('3000.0000');
    expect(withdrawalCoins('0.1', 6, '150')).toBe('15.0000');
    // 1.234567 × 150 = 185.18505 → 185.1851
    expect(withdrawalCoins('1.234567', 6, '150')).toBe('185.1851');
    // 0.1 + 0.2 would not be 0.3 in floats; here it is exact.
    expect(withdrawalCoins('0.3', 6, '0.1')).toBe('0.0300');
    expect(withdrawalCoins('12345678901234.123456', 6, '150')).toBe('1851851835185118.5184');
    expect(withdrawalCoins('abc', 6, '150')).toBeNull();
  });

  it('shows exactly the coins the server holds for any amount, rate and asset decimals', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.constantFrom(0, 2, 6, 8, 18),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (units, decimals, rateUnits) => {
          const amount = formatAssetAmount(units, decimals);
          const rate = formatAmount(rateUnits);
          const parsed = parseAssetAmount(amount, decimals);
          if (!parsed.ok) throw new Error(`not an amount: ${amount}`);
          expect(withdrawalCoins(amount, decimals, rate)).toBe(formatAmount(holdCoins(parsed.units, decimals, rate)));
        },
      ),
    );
  });

  it('checks a range in the asset’s own decimals', () => {
    expect(withinRange('20', '20.000000', '10000.000000', 6)).toBe(true);
    expect(withinRange('19.999999', '20', '10000', 6)).toBe(false);
    expect(withinRange('10000.000001', '20', '10000', 6)).toBe(false);
    expect(withinRange('', '20', '10000', 6)).toBeNull();
  });

  it('compares game-coin amounts', () => {
    expect(coinsExceed('3000.0001', '3000.0000')).toBe(true);
    expect(coinsExceed('3000', '3000.0000')).toBe(false);
    expect(coinsExceed('1', '-5')).toBe(true);
  });
});
