import { describe, expect, it } from 'vitest';
import { financeRecord } from '../../../src/contracts/records.ts';
import { z } from '../../../src/contracts/zod.ts';
import { RequestValidationError } from '../../http/request-validation.ts';
import { walletConfigFromEnv } from '../wallet/wallet.config.ts';
import { dayStartUtc } from './date-range.fns.ts';
import { toFinanceFilter, toFinanceRecord, type FinanceRow } from './finance-records.fns.ts';

const config = walletConfigFromEnv({});

function refusal(run: () => unknown): RequestValidationError {
  try {
    run();
  } catch (error) {
    if (error instanceof RequestValidationError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('calendar days in the caller’s time zone', () => {
  it('starts a Japanese day at 15:00 UTC the day before', () => {
    expect(dayStartUtc('2026-03-01', 540).toISOString()).toBe('2026-02-28T15:00:00.000Z');
  });

  it('starts a day west of UTC later, and handles leap days and year ends', () => {
    expect(dayStartUtc('2026-03-01', -300).toISOString()).toBe('2026-03-01T05:00:00.000Z');
    expect(dayStartUtc('2028-02-29', 0).toISOString()).toBe('2028-02-29T00:00:00.000Z');
    expect(dayStartUtc('2027-01-01', 840).toISOString()).toBe('2026-12-31T10:00:00.000Z');
  });

  it('makes `to` inclusive: the range ends where the next day starts', () => {
    const filter = toFinanceFilter({ from: '2026-03-01', to: '2026-03-01', tzOffsetMinutes: 540 });
    expect(filter.fromUtc?.toISOString()).toBe('2026-02-28T15:00:00.000Z');
    expect(filter.untilUtc?.toISOString()).toBe('2026-03-01T15:00:00.000Z');
  });
});

describe('the filter', () => {
  it('without type covers every kind; without dates, all time', () => {
    expect(toFinanceFilter({ tzOffsetMinutes: 0 })).toEqual({ types: ['deposit', 'withdrawal', 'adjustment', 'transfer', 'rebate', 'jsy'], status: null, fromUtc: null, untilUtc: null });
  });

  it('accepts a status of the type, and narrows kinds by status when no type is given', () => {
    expect(toFinanceFilter({ type: 'withdrawal', status: 'review', tzOffsetMinutes: 0 })).toMatchObject({ types: ['withdrawal'], status: 'review' });
    expect(toFinanceFilter({ status: 'paid', tzOffsetMinutes: 0 }).types).toEqual(['deposit']);
    expect(toFinanceFilter({ status: 'success', tzOffsetMinutes: 0 }).types).toEqual(['withdrawal', 'adjustment', 'transfer', 'rebate', 'jsy']);
  });

  it('refuses a status the type does not have, naming the allowed ones', () => {
    const error = refusal(() => toFinanceFilter({ type: 'deposit', status: 'success', tzOffsetMinutes: 0 }));
    expect(error.issues).toEqual([expect.objectContaining({ code: 'invalid_value', path: ['status'], values: ['pending', 'paid', 'refunding', 'refunded', 'expired', 'cancelled'] })]);
    expect(() => toFinanceFilter({ status: 'nonsense', tzOffsetMinutes: 0 })).toThrow(RequestValidationError);
  });

  it('refuses from after to, on the `to` field; the same day is fine', () => {
    const error = refusal(() => toFinanceFilter({ from: '2026-03-02', to: '2026-03-01', tzOffsetMinutes: 0 }));
    expect(error.issues[0]?.path).toEqual(['to']);
    expect(() => toFinanceFilter({ from: '2026-03-01', to: '2026-03-01', tzOffsetMinutes: 0 })).not.toThrow();
  });
});

describe('one record as the screens see it', () => {
  const base: FinanceRow = {
    type: 'deposit',
    orderSn: 'D1',
    amount: '10000000',
    status: 'paid',
    channelCode: 'sandbox-bank-jpy',
    currency: 'JPY',
    network: null,
    originalUnits: '10000000',
    bankName: null,
    cardLast4: null,
    counterparty: null,
    note: null,
    createdAt: new Date('2026-03-01T10:00:00Z'),
  };

  it('names a fiat channel in the caller’s language and shows the amount paid in its currency', () => {
    const ja = toFinanceRecord(base, config, 'ja-JP');
    expect(ja).toEqual({ type: 'deposit', orderSn: 'D1', amount: '1000.0000', status: 'paid', method: '銀行振込（JPY・サンドボックス）', currency: 'JPY', originalAmount: '1000.0000', note: null, createdAt: '2026-03-01T10:00:00.000Z' });
    expect(toFinanceRecord(base, config, 'en-US').method).toBe('Bank transfer (JPY, sandbox)');
    expect(z.strictObject(financeRecord.shape).safeParse(ja).success).toBe(true);
  });

  it('names a crypto deposit by coin and network, its amount in the asset’s decimals', () => {
    const row = { ...base, channelCode: 'crypto-usdt-trc20', currency: 'USDT', network: 'TRC20', originalUnits: '20500000', amount: '30750000' };
    expect(toFinanceRecord(row, config, 'en-US')).toMatchObject({ method: 'USDT TRC20', currency: 'USDT', originalAmount: '20.500000', amount: '3075.0000' });
  });

  it('shows a bank withdrawal as bank and last four digits, negative, in game coins', () => {
    const row: FinanceRow = { ...base, type: 'withdrawal', amount: '-5000000', status: 'failed', channelCode: null, currency: 'COIN', originalUnits: null, bankName: 'みずほ銀行', cardLast4: '1111', note: 'Account closed' };
    expect(toFinanceRecord(row, config, 'ja-JP')).toMatchObject({ amount: '-500.0000', method: 'みずほ銀行 ****1111', currency: 'COIN', originalAmount: null, note: 'Account closed' });
  });

  it('shows a crypto withdrawal by coin and network with the asset amount sent', () => {
    const row: FinanceRow = { ...base, type: 'withdrawal', amount: '-30000000', status: 'review', channelCode: null, currency: 'USDT', network: 'ERC20', originalUnits: '20000000' };
    expect(toFinanceRecord(row, config, 'ja-JP')).toMatchObject({ method: 'USDT ERC20', currency: 'USDT', originalAmount: '20.000000' });
    // A row that did not store its coin takes the network's.
    expect(toFinanceRecord({ ...row, currency: '' }, config, 'ja-JP')).toMatchObject({ method: 'USDT ERC20', currency: 'USDT' });
  });

  it('shows an adjustment signed, with its reason as the note', () => {
    const row: FinanceRow = { ...base, type: 'adjustment', amount: '-1234', status: 'success', channelCode: null, currency: 'COIN', originalUnits: null, note: 'Goodwill correction' };
    expect(toFinanceRecord(row, config, 'ja-JP')).toMatchObject({ amount: '-0.1234', method: '', currency: 'COIN', originalAmount: null, note: 'Goodwill correction' });
  });

  it('shows an agent transfer signed for this party, the other party’s account as the method', () => {
    const row: FinanceRow = { ...base, type: 'transfer', orderSn: 'T1', amount: '-1005000', status: 'success', channelCode: null, currency: 'COIN', originalUnits: null, counterparty: 'Member01' };
    const record = toFinanceRecord(row, config, 'ja-JP');
    expect(record).toEqual({ type: 'transfer', orderSn: 'T1', amount: '-100.5000', status: 'success', method: 'Member01', currency: 'COIN', originalAmount: null, note: null, createdAt: '2026-03-01T10:00:00.000Z' });
    expect(z.strictObject(financeRecord.shape).safeParse(record).success).toBe(true);
  });

  it('shows a rebate as a credit with its settled day as the note', () => {
    const row: FinanceRow = { ...base, type: 'rebate', orderSn: 'RB20260309', amount: '97227', status: 'success', channelCode: null, currency: 'COIN', originalUnits: null, note: '2026-03-09' };
    const record = toFinanceRecord(row, config, 'en-US');
    expect(record).toEqual({ type: 'rebate', orderSn: 'RB20260309', amount: '9.7227', status: 'success', method: '', currency: 'COIN', originalAmount: null, note: '2026-03-09', createdAt: '2026-03-01T10:00:00.000Z' });
    expect(z.strictObject(financeRecord.shape).safeParse(record).success).toBe(true);
  });

  it('falls back to the channel code for a channel no longer configured', () => {
    expect(toFinanceRecord({ ...base, channelCode: 'old-psp' }, config, 'ja-JP').method).toBe('old-psp');
  });
});
