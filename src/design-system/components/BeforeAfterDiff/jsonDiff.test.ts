import { describe, expect, it } from 'vitest';
import { jsonDiff } from './jsonDiff.ts';

describe('jsonDiff', () => {
  it('names changed, added, removed and unchanged fields by dotted path', () => {
    const rows = jsonDiff(
      { status: 'review', amount: '150000.0000', limits: { daily: 5, weekly: 20 }, note: 'x' },
      { status: 'paid', amount: '150000.0000', limits: { daily: 10, weekly: 20 }, reviewedBy: 'sato' },
    );
    expect(rows).toEqual([
      { path: 'status', change: 'changed', before: '"review"', after: '"paid"' },
      { path: 'amount', change: 'unchanged', before: '"150000.0000"', after: '"150000.0000"' },
      { path: 'limits.daily', change: 'changed', before: '5', after: '10' },
      { path: 'limits.weekly', change: 'unchanged', before: '20', after: '20' },
      { path: 'note', change: 'removed', before: '"x"', after: undefined },
      { path: 'reviewedBy', change: 'added', before: undefined, after: '"sato"' },
    ]);
  });

  it('reads a creation (no before) as every field added and a deletion as every field removed', () => {
    expect(jsonDiff(null, { a: 1 })).toEqual([{ path: 'a', change: 'added', before: undefined, after: '1' }]);
    expect(jsonDiff(undefined, { a: 1 }).map((row) => row.change)).toEqual(['added']);
    expect(jsonDiff({ a: 1 }, null).map((row) => row.change)).toEqual(['removed']);
  });

  it('compares arrays whole and tells null from a missing field', () => {
    expect(jsonDiff({ roles: ['kyc', 'support'] }, { roles: ['support', 'kyc'] })[0].change).toBe('changed');
    expect(jsonDiff({ roles: ['kyc'] }, { roles: ['kyc'] })[0].change).toBe('unchanged');
    expect(jsonDiff({ a: null }, {})[0]).toEqual({ path: 'a', change: 'removed', before: 'null', after: undefined });
  });
});
