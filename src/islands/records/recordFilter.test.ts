import { describe, expect, it } from 'vitest';
import { currentTzOffsetMinutes, queryFromSearch, requestOf, searchFromQuery, statusesOf } from './recordFilter.ts';

describe('records filter in the address', () => {
  it('reads a full query and writes it back the same', () => {
    const query = queryFromSearch('?type=withdrawal&status=review&from=2026-02-01&to=2026-02-28&page=4');
    expect(query).toEqual({ type: 'withdrawal', status: 'review', from: '2026-02-01', to: '2026-02-28', pageNum: 4 });
    expect(searchFromQuery(query)).toBe('?type=withdrawal&status=review&from=2026-02-01&to=2026-02-28&page=4');
  });

  it('drops what it does not know instead of failing', () => {
    expect(queryFromSearch('?type=bonus&status=paid&from=2026-02-30&to=yesterday&page=-3')).toEqual({
      type: '',
      status: '',
      from: '',
      to: '',
      pageNum: 1,
    });
    // A status of another type is not carried over.
    expect(queryFromSearch('?type=adjustment&status=paid').status).toBe('');
    expect(queryFromSearch('?page=2.5').pageNum).toBe(1);
  });

  it('leaves defaults out of the address', () => {
    expect(searchFromQuery({ type: '', status: '', from: '', to: '', pageNum: 1 })).toBe('');
    expect(searchFromQuery({ type: '', status: 'paid', from: '', to: '', pageNum: 1 })).toBe('');
  });
});

describe('records request', () => {
  it('sends only the filters that are set', () => {
    expect(requestOf({ type: '', status: '', from: '', to: '2026-01-31', pageNum: 2 }, 540)).toEqual({
      pageNum: 2,
      pageSize: 10,
      to: '2026-01-31',
      tzOffsetMinutes: 540,
    });
    expect(requestOf({ type: 'deposit', status: 'refunding', from: '', to: '', pageNum: 1 }, -300, 20)).toEqual({
      pageNum: 1,
      pageSize: 20,
      type: 'deposit',
      status: 'refunding',
      tzOffsetMinutes: -300,
    });
  });

  it('counts the offset in minutes east of UTC', () => {
    const at = (offset: number) => ({ getTimezoneOffset: () => offset }) as Date;
    expect(currentTzOffsetMinutes(at(-540))).toBe(540);
    expect(currentTzOffsetMinutes(at(300))).toBe(-300);
    expect(Object.is(currentTzOffsetMinutes(at(0)), 0)).toBe(true);
  });

  it('knows the statuses of each type', () => {
    expect(statusesOf('')).toEqual([]);
    expect(statusesOf('adjustment')).toEqual(['in_progress', 'success', 'failed']);
    expect(statusesOf('withdrawal')).toEqual(['review', 'withdrawing', 'success', 'failed']);
  });
});
