import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adjustmentStatuses, agentTransferStatuses, jsyTransferStatuses, paymentStatuses, rebateStatuses, withdrawalStatuses } from '../../contracts/money.ts';
import type { FinanceRecordType } from '../../contracts/records.ts';
import { LOCALES } from '../../../shared/locales.ts';
import { isUnsettled, statusLook, statusWording } from './moneyStatus.ts';

const CONTRACT_STATUSES: Record<FinanceRecordType, readonly string[]> = {
  deposit: paymentStatuses,
  withdrawal: withdrawalStatuses,
  adjustment: adjustmentStatuses,
  transfer: agentTransferStatuses,
  rebate: rebateStatuses,
  jsy: jsyTransferStatuses,
};

type Words = { status: Record<string, Record<string, string>> };
const wordsOf = (locale: string) => JSON.parse(readFileSync(new URL(`../../../locales/${locale}/records.json`, import.meta.url), 'utf8')) as Words;

describe('money statuses', () => {
  for (const locale of LOCALES) {
    it(`gives every status the contracts allow its own words in ${locale}`, () => {
      const words = wordsOf(locale).status;
      for (const [type, statuses] of Object.entries(CONTRACT_STATUSES)) {
        const labels = statuses.map((status) => words[type]?.[status]);
        for (const [i, label] of labels.entries()) expect(label?.trim(), `${type}.${statuses[i]}`).toBeTruthy();
        // No two statuses of one type read the same.
        expect(new Set(labels).size, type).toBe(labels.length);
      }
      // A crypto deposit waiting for the chain says so, with its count; one below the minimum too.
      expect(words.deposit?.confirming).toMatch(/\{\{seen\}\}.*\{\{required\}\}|\{\{required\}\}.*\{\{seen\}\}/);
      expect(words.deposit?.confirming).not.toBe(words.deposit?.pending);
      expect(words.deposit?.belowMinimum?.trim()).toBeTruthy();
    });
  }

  it('has a look for every status the contracts allow', () => {
    for (const [type, statuses] of Object.entries(CONTRACT_STATUSES) as [FinanceRecordType, readonly string[]][]) {
      for (const status of statuses) expect(statusLook(type, status), `${type}.${status}`).toBeDefined();
    }
  });

  it('words a pending crypto deposit by its confirmations, and a fiat one as pending payment', () => {
    expect(statusWording('deposit', 'pending', { confirmations: 3, confirmationsRequired: 19 })).toEqual({
      key: 'records:status.deposit.confirming',
      values: { seen: 3, required: 19 },
    });
    expect(statusWording('deposit', 'pending', { confirmations: 19, confirmationsRequired: 19 }).key).toBe('records:status.deposit.belowMinimum');
    expect(statusWording('deposit', 'pending', { confirmations: null, confirmationsRequired: null }).key).toBe('records:status.deposit.pending');
    expect(statusWording('withdrawal', 'review').key).toBe('records:status.withdrawal.review');
  });

  it('follows only statuses the server can still change', () => {
    expect(paymentStatuses.filter((status) => isUnsettled('deposit', status))).toEqual(['pending', 'refunding']);
    expect(withdrawalStatuses.filter((status) => isUnsettled('withdrawal', status))).toEqual(['review', 'withdrawing']);
    expect(adjustmentStatuses.filter((status) => isUnsettled('adjustment', status))).toEqual(['in_progress']);
    expect(isUnsettled('deposit', 'pending', { confirmations: 3, confirmationsRequired: 19 })).toBe(true);
    // All confirmations and still pending: below the minimum, nothing more happens by itself.
    expect(isUnsettled('deposit', 'pending', { confirmations: 19, confirmationsRequired: 19 })).toBe(false);
  });
});
