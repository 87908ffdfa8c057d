// Pure rules of the financial records: which statuses a filter may name, the UTC bounds of the
// caller's calendar days, and one stored row as the screens see it (method named in the caller's
// language, amounts as decimal strings without floats).
import type { FinanceRecord, FinanceRecordType } from '../../../src/contracts/records.ts';
import { adjustmentStatuses, agentTransferStatuses, jsyTransferStatuses, paymentStatuses, rebateStatuses, withdrawalStatuses } from '../../../src/contracts/money.ts';
import type { Locale } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { refuse, utcRangeOf, type DateFilterInput, type UtcRange } from './date-range.fns.ts';
import { pickText } from '../content/content.fns.ts';
import { formatAssetAmount } from '../../../shared/money/asset-amount.fns.ts';
import type { WalletConfig } from '../wallet/wallet.config.ts';

export const statusesByType: Record<FinanceRecordType, readonly string[]> = {
  deposit: paymentStatuses,
  withdrawal: withdrawalStatuses,
  adjustment: adjustmentStatuses,
  transfer: agentTransferStatuses,
  rebate: rebateStatuses,
  jsy: jsyTransferStatuses,
};

export interface FinanceFilterInput extends DateFilterInput {
  type?: FinanceRecordType;
  status?: string;
}

/** What the query runs on: which record kinds, one status or any, and a half-open time range. */
export interface FinanceFilter extends UtcRange {
  types: FinanceRecordType[];
  status: string | null;
}

/**
 * Checks what the contract cannot (a status that exists for the type, from ≤ to) and answers the
 * filter. Refusals are field issues (400 VALIDATION_FAILED), localized like any other bad input.
 */
export function toFinanceFilter(input: FinanceFilterInput): FinanceFilter {
  const types = input.type ? [input.type] : (Object.keys(statusesByType) as FinanceRecordType[]);
  let status: string | null = null;
  if (input.status) {
    const allowed = [...new Set(types.flatMap((type) => statusesByType[type]))];
    if (!allowed.includes(input.status)) {
      refuse({ code: 'invalid_value', values: allowed, path: ['status'], message: 'status', input: input.status });
    }
    status = input.status;
  }
  return {
    // A status narrows the kinds to those that have it ("paid" only exists for deposits).
    types: status ? types.filter((type) => statusesByType[type].includes(status)) : types,
    status,
    ...utcRangeOf(input),
  };
}

/** One row of the records query, columns as the SQL answers them (bigints as text). */
export interface FinanceRow {
  type: FinanceRecordType;
  orderSn: string;
  /** Signed game-coin units. */
  amount: string;
  status: string;
  channelCode: string | null;
  /** Deposits: the order's currency. Crypto withdrawals: the coin (may be empty). Others: COIN. */
  currency: string;
  network: string | null;
  /** Deposits: the order amount; crypto withdrawals: the asset amount (base units). */
  originalUnits: string | null;
  bankName: string | null;
  cardLast4: string | null;
  /** Transfers: the other party's account (the member for the agent, the agent for the member). */
  counterparty: string | null;
  note: string | null;
  createdAt: Date | string;
}

function coinNetwork(config: WalletConfig, coin: string, network: string) {
  return config.crypto.networks.find((n) => n.coin === coin && n.network === network);
}

function depositMethod(row: FinanceRow, config: WalletConfig, locale: Locale): string {
  const channel = config.payments.channels.find((c) => c.code === row.channelCode);
  if (channel) return pickText(channel.name, locale);
  if (row.network) return `${row.currency} ${row.network}`;
  return row.channelCode ?? '';
}

function depositOriginal(row: FinanceRow, config: WalletConfig): string | null {
  if (row.originalUnits === null) return null;
  if (row.network === null) return formatAmount(BigInt(row.originalUnits));
  // A coin no longer configured: its decimals are unknown, so no figure rather than a wrong one.
  const asset = coinNetwork(config, row.currency, row.network);
  return asset ? formatAssetAmount(BigInt(row.originalUnits), asset.decimals) : null;
}

/** A crypto withdrawal's coin; rows that did not store it carry the network's configured coin. */
function withdrawalCoin(row: FinanceRow & { network: string }, config: WalletConfig): string {
  return row.currency || (config.crypto.networks.find((n) => n.network === row.network)?.coin ?? '');
}

function cryptoWithdrawal(row: FinanceRow & { network: string }, config: WalletConfig) {
  const coin = withdrawalCoin(row, config);
  const asset = coinNetwork(config, coin, row.network);
  return {
    method: `${coin} ${row.network}`,
    currency: coin,
    originalAmount: asset && row.originalUnits !== null ? formatAssetAmount(BigInt(row.originalUnits), asset.decimals) : null,
  };
}

/** Bank name and the card's last four digits, never more of the number. */
function bankWithdrawal(row: FinanceRow) {
  return { method: row.bankName ? `${row.bankName} ****${row.cardLast4 ?? ''}` : '', currency: 'COIN', originalAmount: null };
}

export function toFinanceRecord(row: FinanceRow, config: WalletConfig, locale: Locale): FinanceRecord {
  const base = {
    type: row.type,
    orderSn: row.orderSn,
    amount: formatAmount(BigInt(row.amount)),
    status: row.status,
    currency: row.currency,
    note: row.note,
    createdAt: new Date(row.createdAt).toISOString(),
  };
  switch (row.type) {
    case 'deposit':
      return { ...base, method: depositMethod(row, config, locale), originalAmount: depositOriginal(row, config) };
    case 'withdrawal':
      return { ...base, ...(row.network !== null ? cryptoWithdrawal({ ...row, network: row.network }, config) : bankWithdrawal(row)) };
    case 'adjustment':
      return { ...base, method: '', originalAmount: null };
    case 'transfer':
      return { ...base, method: row.counterparty ?? '', originalAmount: null };
    case 'rebate':
      return { ...base, method: '', originalAmount: null };
    case 'jsy':
      return { ...base, method: row.counterparty ?? '', originalAmount: null };
  }
}
