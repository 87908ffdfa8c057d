export type PageSlot = number | 'gap';

/**
 * Page numbers to show: always the first and last, the current one with `siblings` either side,
 * and a gap marker where pages are skipped. A gap never stands in for a single page.
 */
export function pageWindow(current: number, pageCount: number, siblings = 1): PageSlot[] {
  if (pageCount <= 0) return [];
  const page = Math.min(Math.max(1, current), pageCount);
  const from = Math.max(1, page - siblings);
  const to = Math.min(pageCount, page + siblings);
  const slots: PageSlot[] = [];
  if (from > 1) slots.push(1);
  if (from === 3) slots.push(2);
  else if (from > 3) slots.push('gap');
  for (let n = from; n <= to; n++) slots.push(n);
  if (to === pageCount - 2) slots.push(pageCount - 1);
  else if (to < pageCount - 2) slots.push('gap');
  if (to < pageCount) slots.push(pageCount);
  return slots;
}

export function pageCountOf(total: number, pageSize: number): number {
  return pageSize > 0 ? Math.max(1, Math.ceil(total / pageSize)) : 1;
}
