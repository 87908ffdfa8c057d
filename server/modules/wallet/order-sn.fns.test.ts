import { describe, expect, it } from 'vitest';
import { newOrderSn, orderSnDate } from './order-sn.fns.ts';

describe('order numbers', () => {
  it('carry the kind, the date and ten random digits', () => {
    const sn = newOrderSn('W', new Date('2026-01-31T23:59:59Z'));
    expect(sn).toMatch(/^W20260131\d{10}$/);
  });

  it('use the UTC calendar day unless given an offset', () => {
    expect(orderSnDate(new Date('2026-03-01T00:30:00+09:00'))).toBe('20260228');
    // 16:30 UTC is already the next day in Tokyo.
    expect(orderSnDate(new Date('2026-03-01T16:30:00Z'), 9 * 60)).toBe('20260302');
    expect(newOrderSn('D', new Date('2026-03-01T16:30:00Z'), { utcOffsetMinutes: 9 * 60 })).toMatch(/^D20260302\d{10}$/);
    expect(orderSnDate(new Date('2026-03-01T10:00:00Z'), 9 * 60)).toBe('20260301');
  });

  it('differ between calls', () => {
    const seen = new Set(Array.from({ length: 200 }, () => newOrderSn('A', new Date())));
    expect(seen.size).toBe(200);
  });
});
