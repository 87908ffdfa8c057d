import type { PaymentStatus, WithdrawalStatus } from '../../contracts/money.ts';
import type { BadgeTone, Status } from '../../design-system/components/StatusBadge/StatusBadge.tsx';

// How each money status is shown: the badge's kind and tone; the words come from
// `finance:paymentStatus.<status>` and `finance:withdrawalStatus.<status>`.

export const PAYMENT_BADGES: Record<PaymentStatus, { status: Status; tone?: BadgeTone }> = {
  pending: { status: 'pending' },
  paid: { status: 'success' },
  refunding: { status: 'processing' },
  refunded: { status: 'success', tone: 'neutral' },
  expired: { status: 'failed', tone: 'neutral' },
  cancelled: { status: 'failed', tone: 'neutral' },
};

export const WITHDRAWAL_BADGES: Record<WithdrawalStatus, { status: Status; tone?: BadgeTone }> = {
  review: { status: 'review' },
  withdrawing: { status: 'processing' },
  success: { status: 'success' },
  failed: { status: 'failed' },
};
