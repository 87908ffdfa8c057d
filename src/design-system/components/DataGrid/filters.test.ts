import { describe, expect, it } from 'vitest';
import { emptyFilterValues, filtersError, type DataGridFilter } from './filters.ts';

const filters: DataGridFilter[] = [
  { id: 'account', kind: 'text', label: 'Account' },
  { id: 'status', kind: 'select', label: 'Status', options: [{ value: 'review', label: 'Review' }] },
  { id: 'createdAt', kind: 'dateRange', label: 'Created' },
];

describe('data grid filters', () => {
  it('clears text and select to empty and a date range to two empty ends', () => {
    expect(emptyFilterValues(filters)).toEqual({ account: '', status: '', createdAt: { from: '', to: '' } });
  });

  it('refuses a range that ends before it starts, and accepts open and same-day ranges', () => {
    expect(filtersError(filters, { createdAt: { from: '2026-03-02', to: '2026-03-01' } })).toEqual({ id: 'createdAt', problem: 'dateOrder' });
    expect(filtersError(filters, { createdAt: { from: '2026-03-01', to: '2026-03-01' } })).toBeNull();
    expect(filtersError(filters, { createdAt: { from: '2026-03-01', to: '' } })).toBeNull();
    expect(filtersError(filters, { createdAt: { from: '', to: '2026-03-01' } })).toBeNull();
    expect(filtersError(filters, emptyFilterValues(filters))).toBeNull();
  });
});
