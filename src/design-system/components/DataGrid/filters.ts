import type { SelectOption } from '../Select/Select.tsx';

// The data grid's filters: what each kind holds and when a set of values can be sent. Pure, so a
// store can build and check the same values the form does.

export interface DateRange {
  /** `YYYY-MM-DD` or empty. */
  from: string;
  to: string;
}

export type DataGridFilter =
  | { id: string; kind: 'text'; label: string }
  | { id: string; kind: 'select'; label: string; options: readonly SelectOption[] }
  | { id: string; kind: 'dateRange'; label: string };

/** By filter id: text for `text` and `select` (empty = any), a range for `dateRange`. */
export type DataGridFilterValues = Record<string, string | DateRange | undefined>;

/** Every filter empty: what "Clear" applies. */
export function emptyFilterValues(filters: readonly DataGridFilter[]): DataGridFilterValues {
  return Object.fromEntries(filters.map((filter) => [filter.id, filter.kind === 'dateRange' ? { from: '', to: '' } : '']));
}

/** The first filter whose value cannot be sent (a range ending before it starts), or null. */
export function filtersError(filters: readonly DataGridFilter[], values: DataGridFilterValues): { id: string; problem: 'dateOrder' } | null {
  for (const filter of filters) {
    const value = values[filter.id];
    if (filter.kind !== 'dateRange' || typeof value !== 'object' || !value) continue;
    // ISO dates compare as text.
    if (value.from && value.to && value.to < value.from) return { id: filter.id, problem: 'dateOrder' };
  }
  return null;
}
