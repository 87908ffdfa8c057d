import type { FinanceRecordType } from '../../contracts/index.ts';
import type { BadgeTone, Status } from '../../design-system/components/StatusBadge/StatusBadge.tsx';

// How each stored status of a deposit, withdrawal or manual-mode adjustment is shown on every money
// screen (deposit, withdraw, crypto, records): the badge's kind and tone, and the key of its wording
// in records.json (`records:status.<type>.<status>`, the one source of these words). The same word
// ("failed") reads differently per type: a failed withdrawal is "Withdrawal Failed", a failed
// adjustment "Manual mode failed" (§8).

export interface StatusLook {
  status: Status;
  tone?: BadgeTone;
}

const LOOKS: Record<FinanceRecordType, Record<string, StatusLook>> = {
  deposit: {
    pending: { status: 'pending' },
    paid: { status: 'success' },
    refunding: { status: 'processing' },
    refunded: { status: 'success', tone: 'neutral' },
    expired: { status: 'rejected', tone: 'neutral' },
    cancelled: { status: 'rejected', tone: 'neutral' },
  },
  withdrawal: {
    review: { status: 'review' },
    withdrawing: { status: 'processing' },
    success: { status: 'success' },
    failed: { status: 'failed' },
  },
  adjustment: {
    in_progress: { status: 'processing' },
    success: { status: 'success' },
    failed: { status: 'failed' },
  },
  transfer: {
    success: { status: 'success' },
  },
  rebate: {
    success: { status: 'success' },
  },
  jsy: {
    pending: { status: 'processing' },
    success: { status: 'success' },
    failed: { status: 'failed' },
  },
};

/** The look of a status; one the screen does not know yet is shown neutrally, as sent. */
export function statusLook(type: FinanceRecordType, status: string): StatusLook | undefined {
  return Object.hasOwn(LOOKS[type], status) ? LOOKS[type][status] : undefined;
}

/** The status's wording, namespaced so any island that loads `records` can show it. */
export const statusKey = (type: FinanceRecordType, status: string) => `records:status.${type}.${status}`;

/** Statuses nothing changes any more (every other one still moves on the server's side). */
const FINAL: Record<FinanceRecordType, readonly string[]> = {
  deposit: ['paid', 'refunded', 'expired', 'cancelled'],
  withdrawal: ['success', 'failed'],
  adjustment: ['success', 'failed'],
  transfer: ['success'],
  rebate: ['success'],
  jsy: ['success', 'failed'],
};

/** A crypto deposit's confirmations, as pay/list answers them (null for fiat orders). */
export interface ChainProgress {
  confirmations: number | null;
  confirmationsRequired: number | null;
}

/**
 * Whether a record's status can still change by itself, so a screen showing it should keep
 * following the server. A pending crypto deposit with all its confirmations is not credited
 * automatically (it is below the minimum): it stays as it is until an operator acts.
 */
export function isUnsettled(type: FinanceRecordType, status: string, chain?: ChainProgress): boolean {
  if (FINAL[type].includes(status)) return false;
  if (type === 'deposit' && status === 'pending' && chain && chain.confirmations !== null && chain.confirmationsRequired !== null) {
    return chain.confirmations < chain.confirmationsRequired;
  }
  return true;
}

/**
 * The words of a status: its type's own, except a pending crypto deposit, which waits for
 * confirmations ("3 of 19 confirmations") rather than for a payment, or, with all of them and
 * still pending, was below the minimum and is not credited.
 */
export function statusWording(type: FinanceRecordType, status: string, chain?: ChainProgress): { key: string; values?: Record<string, number> } {
  if (type === 'deposit' && status === 'pending' && chain && chain.confirmations !== null && chain.confirmationsRequired !== null) {
    return chain.confirmations < chain.confirmationsRequired
      ? { key: 'records:status.deposit.confirming', values: { seen: chain.confirmations, required: chain.confirmationsRequired } }
      : { key: 'records:status.deposit.belowMinimum' };
  }
  return { key: statusKey(type, status) };
}
