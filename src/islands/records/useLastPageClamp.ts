import { useEffect, useEffectEvent } from 'react';

interface PageLike {
  list: readonly unknown[];
  total: number;
  pageSize: number;
}

/**
 * A page number beyond the end (an old address, a narrower filter, records gone since) moves to the
 * last page once the empty answer for it has arrived.
 */
export function useLastPageClamp(page: PageLike | undefined, loading: boolean, pageNum: number, goTo: (pageNum: number) => void): void {
  const lastPage = page ? Math.max(1, Math.ceil(page.total / page.pageSize)) : 1;
  const beyondEnd = page !== undefined && !loading && page.list.length === 0 && page.total > 0 && pageNum > lastPage;
  // Once per arrival beyond the end, with the page count and callback of that moment.
  const clamp = useEffectEvent(() => goTo(lastPage));
  useEffect(() => {
    if (beyondEnd) clamp();
  }, [beyondEnd]);
}
