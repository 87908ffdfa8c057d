import { describe, expect, it } from 'vitest';
import { parseArgs, UsageError } from './args.fns.ts';
import { adjustmentLine, applicationLine, applicationTable, ledgerCheckLines, table, withdrawalLine, withdrawalTable, type OpsWithdrawalView } from './format.fns.ts';

describe('ops arguments', () => {
  it('keep a negative amount as a positional argument', () => {
    expect(parseArgs(['adjust', 'alice01', '-500', '--reason', 'Chargeback'])).toEqual({
      command: 'adjust',
      positionals: ['alice01', '-500'],
      options: { reason: 'Chargeback' },
    });
  });

  it('take --name=value and --name value', () => {
    expect(parseArgs(['withdrawals', '--status=review', '--size', '5']).options).toEqual({ status: 'review', size: '5' });
  });

  it('default to help, and --help wins', () => {
    expect(parseArgs([]).command).toBe('help');
    expect(parseArgs(['approve', 'W1', '--help']).command).toBe('help');
  });

  it('refuse unknown options and options without a value', () => {
    expect(() => parseArgs(['withdrawals', '--colour', 'red'])).toThrow(UsageError);
    expect(() => parseArgs(['reject', 'W1', '--reason'])).toThrow(/needs a value/);
    expect(() => parseArgs(['reject', 'W1', '--reason='])).toThrow(/needs a value/);
  });
});

const bank: OpsWithdrawalView = {
  orderSn: 'W202603010123456789',
  account: 'alice01',
  method: 'bank',
  amount: '1500.0000',
  status: 'review',
  bankName: 'Sandbox Bank',
  cardNumberMasked: '**** 1234',
  network: null,
  address: null,
  assetAmount: null,
  coin: null,
  txid: null,
  failureReason: null,
  createdAt: '2026-03-01T10:00:00.000Z',
};

describe('ops output', () => {
  it('aligns table columns', () => {
    expect(table(['A', 'BB'], [['long cell', 'x'], ['y', 'z']])).toBe('A          BB\n---------  --\nlong cell  x\ny          z');
  });

  it('lists withdrawals with their destination', () => {
    const crypto = { ...bank, orderSn: 'W202603010000000002', method: 'crypto', bankName: null, cardNumberMasked: null, coin: 'USDT', network: 'TRC20', address: 'TAddr', assetAmount: '20.000000' };
    const text = withdrawalTable([bank, crypto], 7);
    expect(text).toContain('W202603010123456789  2026-03-01 10:00:00  alice01  1500.0000  review  bank');
    expect(text).toContain('Sandbox Bank **** 1234');
    expect(text).toContain('20.000000 USDT TRC20 → TAddr');
    expect(text.endsWith('2 of 7 shown')).toBe(true);
    expect(withdrawalTable([], 0)).toBe('no withdrawals (0 in all)');
  });

  it('summarises one withdrawal, adjustment and ledger check per line', () => {
    expect(withdrawalLine('rejected', { ...bank, status: 'failed', failureReason: 'Docs' })).toBe(
      'rejected W202603010123456789: 1500.0000 coins of alice01 to Sandbox Bank **** 1234, now failed (Docs)',
    );
    expect(adjustmentLine({ orderSn: 'A1', account: 'bob', amount: '-5.0000', status: 'failed', failureReason: 'insufficient balance', reason: 'x' })).toBe(
      'adjustment A1: -5.0000 coins for bob — FAILED (insufficient balance); reason: x',
    );
    const check = ledgerCheckLines({ ok: false, results: [{ name: 'sum zero', ok: false, checked: 1, failures: ['COIN: sum 5'] }] });
    expect(check).toBe('FAILED sum zero (1 checked, 1 failing)\n         COIN: sum 5\nLEDGER CHECK FAILED');
  });
});

describe('agent applications output', () => {
  const pending = {
    id: 7,
    userId: 42,
    account: 'hanako01',
    status: 'pending',
    reason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    agentCode: null,
  };
  it('lists applications with their review', () => {
    const approved = { ...pending, id: 8, status: 'approved', reviewedAt: '2026-03-02T09:30:00.000Z', reviewedBy: 'ops', agentCode: 'K7MXPQ23' };
    const text = applicationTable([pending, approved], 5, 'pending');
    expect(text.split('\n')[0]).toBe('ID  APPLIED (UTC)        ACCOUNT   STATUS    REVIEWED (UTC)       BY   CODE / REASON');
    expect(text).toContain('7   2026-03-01 10:00:00  hanako01  pending');
    expect(text).toContain('8   2026-03-01 10:00:00  hanako01  approved  2026-03-02 09:30:00  ops  K7MXPQ23');
    expect(text.endsWith('2 of 5 shown')).toBe(true);
    expect(applicationTable([], 0, 'rejected')).toBe('no rejected agent applications (0 in all)');
  });
  it('says what a review did', () => {
    expect(applicationLine({ ...pending, status: 'approved', agentCode: 'K7MXPQ23' })).toBe('approved application 7 of hanako01: agent code K7MXPQ23');
    expect(applicationLine({ ...pending, status: 'rejected', reason: 'Too new' })).toBe('rejected application 7 of hanako01; reason: Too new');
  });
});
