import { describe, expect, it } from 'vitest';
import {
  callbackPath,
  coinsFor,
  depositOrderSn,
  depositReturnUrl,
  effectiveStatus,
  plainAmount,
  textIn,
  withinLimits,
} from './payments.fns.ts';

describe('deposit order numbers', () => {
  it('are D + the day in Japan time + ten digits', () => {
    expect(depositOrderSn(new Date('2026-03-01T10:00:00Z'))).toMatch(/^D20260301\d{10}$/);
    // 16:30 UTC is already the next day in Tokyo.
    expect(depositOrderSn(new Date('2026-03-01T16:30:00Z'))).toMatch(/^D20260302\d{10}$/);
  });
});

describe('coins for an amount', () => {
  it('multiplies exactly in units of 1/10 000', () => {
    expect(coinsFor(5000_0000n, '1')).toBe(5000_0000n);
    expect(coinsFor(100_0000n, '20')).toBe(2000_0000n);
    expect(coinsFor(1234_5678n, '20')).toBe(24691_3560n);
    // 999 999 999 999 999.9999 JPY at 20 stays exact (no float would).
    expect(coinsFor(9_999_999_999_999_999_999n, '20')).toBe(199_999_999_999_999_999_980n);
  });

  it('drops less than 1/10 000 coin for a fractional rate, never rounding up', () => {
    expect(coinsFor(1n, '0.5')).toBe(0n);
    expect(coinsFor(3n, '1.5')).toBe(4n);
  });
});

describe('limits', () => {
  it('include both ends', () => {
    expect(withinLimits(1000_0000n, '1000', '1000000')).toBe(true);
    expect(withinLimits(1000000_0000n, '1000', '1000000')).toBe(true);
    expect(withinLimits(999_9999n, '1000', '1000000')).toBe(false);
    expect(withinLimits(1000000_0001n, '1000', '1000000')).toBe(false);
  });
});

describe('amount display', () => {
  it('drops trailing zeros for messages', () => {
    expect(plainAmount(1000_0000n)).toBe('1000');
    expect(plainAmount(1000_5000n)).toBe('1000.5');
    expect(plainAmount(1n)).toBe('0.0001');
  });
});

describe('names, statuses and URLs', () => {
  it('reads localized text in the locale, else in Japanese', () => {
    expect(textIn({ 'ja-JP': '銀行', 'en-US': 'Bank' }, 'en-US')).toBe('Bank');
    expect(textIn({ 'ja-JP': '銀行' }, 'vi-VN')).toBe('銀行');
  });

  it('shows an unpaid order past its expiry as expired', () => {
    const now = new Date('2026-03-01T10:00:00Z');
    expect(effectiveStatus('pending', new Date('2026-03-01T10:00:00Z'), now)).toBe('expired');
    expect(effectiveStatus('pending', new Date('2026-03-01T10:00:01Z'), now)).toBe('pending');
    expect(effectiveStatus('pending', null, now)).toBe('pending');
    expect(effectiveStatus('paid', new Date('2026-03-01T09:00:00Z'), now)).toBe('paid');
  });

  it('returns the payer to the deposit page in the order’s language', () => {
    expect(depositReturnUrl('http://wallet.test', 'ja-JP', 'D1')).toBe('http://wallet.test/user/finance/deposit?orderSn=D1');
    expect(depositReturnUrl('', 'en-US', 'D1')).toBe('/en-US/user/finance/deposit?orderSn=D1');
    expect(callbackPath('sandbox')).toBe('/v2/callbacks/psp/sandbox');
  });
});
