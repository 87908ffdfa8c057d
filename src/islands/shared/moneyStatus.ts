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
};

/** The look of a status; one the screen does not know yet is shown neutrally, as sent. */
export function statusLook(type: FinanceRecordType, status: string): StatusLook | undefined {
  return Object.hasOwn(LOOKS[type], status) ? LOOKS[type][status] : undefined;
}

/** The status's wording, namespaced so any island that loads `records` can show it. */
export const statusKey = (type: FinanceRecordType, status: string) => `records:status.${type}.${status}`;
