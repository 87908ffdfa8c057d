import { describe, expect, it } from 'vitest';
import { formatAssetUnits } from './asset-amount.fns.ts';
import { maskCardNumber } from './card-mask.fns.ts';
import { newOrderSn, orderSnDate } from './order-sn.fns.ts';

describe('order numbers', () => {
  it('carry the kind, the UTC date and ten random digits', () => {
    const sn = newOrderSn('W', new Date('2026-01-31T23:59:59Z'));
    expect(sn).toMatch(/^W20260131\d{10}$/);
  });

  it('use the UTC calendar day', () => {
    expect(orderSnDate(new Date('2026-03-01T00:30:00+09:00'))).toBe('20260228');
  });

  it('differ between calls', () => {
    const seen = new Set(Array.from({ length: 200 }, () => newOrderSn('A', new Date())));
    expect(seen.size).toBe(200);
  });
});

describe('asset amounts', () => {
  it('keep the asset’s decimals', () => {
    expect(formatAssetUnits(12_500_000n, 6)).toBe('12.500000');
    expect(formatAssetUnits(1n, 6)).toBe('0.000001');
    expect(formatAssetUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatAssetUnits(-1_000_001n, 6)).toBe('-1.000001');
    expect(formatAssetUnits(42n, 0)).toBe('42');
  });
});

describe('card masks', () => {
  it('show only the last four digits', () => {
    expect(maskCardNumber('1234567890123456')).toBe('**** 3456');
  });
});
