import { useEffect, useEffectEvent, useRef } from 'react';
import type { PaymentRecord } from '../../../contracts/index.ts';

/** One answer of the deposit list: its rows and which page they are. */
export interface WatchedPage {
  list: readonly PaymentRecord[];
  pageNum: number;
}

/**
 * Calls `onCredited` for each deposit that became paid since an earlier answer: one seen pending
 * before, or a new one first seen already paid on a fresh read of the same page. The first answer
 * only sets the baseline, and so does the first answer of another page: its older deposits, paid
 * long ago, are no news.
 */
export function useCreditWatch(page: WatchedPage | undefined, onCredited: (paid: PaymentRecord[]) => void): void {
  // Every deposit's last known status, over all the pages seen.
  const seen = useRef(new Map<string, PaymentRecord['status']>());
  const lastPage = useRef<number | null>(null);
  // Only a new answer matters, not a new callback.
  const credited = useEffectEvent(onCredited);
  useEffect(() => {
    if (!page) return;
    const samePage = lastPage.current === page.pageNum;
    const paid = page.list.filter((deposit) => {
      if (deposit.status !== 'paid') return false;
      const before = seen.current.get(deposit.orderSn);
      return before === undefined ? samePage : before !== 'paid';
    });
    for (const deposit of page.list) seen.current.set(deposit.orderSn, deposit.status);
    lastPage.current = page.pageNum;
    if (paid.length > 0) credited(paid);
  }, [page]);
}
