// The caller's financial records: one page of deposits, withdrawals and adjustments, newest first,
// with totals over everything the filter matches (paging aside).
import type { FinanceRecord } from '../../../src/contracts/records.ts';
import type { Locale } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { toFinanceFilter, toFinanceRecord, type FinanceFilterInput } from './finance-records.fns.ts';
import * as repo from './finance-records.repo.ts';

export interface FinanceQuery extends FinanceFilterInput {
  pageNum: number;
  pageSize: number;
}

export async function queryFinanceRecords(deps: WalletDeps, userId: number, query: FinanceQuery, locale: Locale) {
  const filter = toFinanceFilter(query);
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, sums] = await Promise.all([repo.findFinanceRows(deps.db, userId, filter, page), repo.sumFinanceRows(deps.db, userId, filter)]);
  const list: FinanceRecord[] = rows.map((row) => toFinanceRecord(row, deps.config, locale));
  return {
    list,
    total: sums.count,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
    totals: {
      count: sums.count,
      deposits: formatAmount(sums.deposits),
      withdrawals: formatAmount(sums.withdrawals),
      adjustments: formatAmount(sums.adjustments),
    },
  };
}
