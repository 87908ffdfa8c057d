import { useEffect, useRef } from 'react';
import type { PaymentRecord } from '../../../contracts/index.ts';

/**
 * Calls `onCredited` for each deposit that became paid since the previous answer: one that was
 * pending, or one first seen already paid. The first answer only sets the baseline.
 */
export function useCreditWatch(deposits: readonly PaymentRecord[] | undefined, onCredited: (paid: PaymentRecord[]) => void): void {
  const seen = useRef<Map<string, PaymentRecord['status']> | null>(null);
  useEffect(() => {
    if (!deposits) return;
    const before = seen.current;
    seen.current = new Map(deposits.map((deposit) => [deposit.orderSn, deposit.status]));
    if (!before) return;
    const paid = deposits.filter((deposit) => deposit.status === 'paid' && before.get(deposit.orderSn) !== 'paid');
    if (paid.length > 0) onCredited(paid);
    // Only a new answer matters, not a new callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [deposits]);
}
