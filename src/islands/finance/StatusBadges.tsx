import { useTranslation } from 'react-i18next';
import type { PaymentStatus, WithdrawalStatus } from '../../contracts/money.ts';
import { StatusBadge } from '../../design-system/components/StatusBadge/StatusBadge.tsx';
import { PAYMENT_BADGES, WITHDRAWAL_BADGES } from './statuses.ts';

/** A deposit's status in the page's words (pending payment, payment successful, refund in process …). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('finance');
  const badge = PAYMENT_BADGES[status];
  return (
    <StatusBadge status={badge.status} tone={badge.tone}>
      {t(`paymentStatus.${status}`)}
    </StatusBadge>
  );
}

/** A withdrawal's status in the page's words (withdrawal review, withdrawing, successful, failed). */
export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation('finance');
  const badge = WITHDRAWAL_BADGES[status];
  return (
    <StatusBadge status={badge.status} tone={badge.tone}>
      {t(`withdrawalStatus.${status}`)}
    </StatusBadge>
  );
}
