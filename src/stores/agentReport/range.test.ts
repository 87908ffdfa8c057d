import { describe, expect, it } from 'vitest';
import { addDays, daysIn, localDay, presetOf, presetRange, rangeProblem, validDay } from './range.ts';

// A fixed local moment: 2026-03-05 at 10:00 in the browser's own zone.
const NOW = new Date(2026, 2, 5, 10, 0, 0);

describe('report date range', () => {
  it('reads the day in the browser calendar, not in UTC', () => {
    expect(localDay(new Date(2026, 0, 1, 0, 5))).toBe('2026-01-01');
    expect(localDay(new Date(2026, 11, 31, 23, 55))).toBe('2026-12-31');
  });

  it('counts presets as inclusive days ending today', () => {
    expect(presetRange('today', NOW)).toEqual({ from: '2026-03-05', to: '2026-03-05' });
    expect(presetRange('last7', NOW)).toEqual({ from: '2026-02-27', to: '2026-03-05' });
    expect(daysIn(presetRange('last7', NOW))).toBe(7);
    expect(presetRange('last30', NOW)).toEqual({ from: '2026-02-04', to: '2026-03-05' });
    expect(daysIn(presetRange('last30', NOW))).toBe(30);
    expect(presetRange('thisMonth', NOW)).toEqual({ from: '2026-03-01', to: '2026-03-05' });
  });

  it('moves across months, years and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('names the preset a range equals, and none for a hand-picked one', () => {
    expect(presetOf({ from: '2026-02-27', to: '2026-03-05' }, NOW)).toBe('last7');
    expect(presetOf({ from: '2026-02-26', to: '2026-03-05' }, NOW)).toBeUndefined();
    // On the 1st, "this month" and "today" are the same days; the first listed wins.
    expect(presetOf(presetRange('thisMonth', new Date(2026, 2, 1)), new Date(2026, 2, 1))).toBe('today');
  });

  it('refuses ranges the report cannot ask for', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-05' })).toBeUndefined();
    expect(rangeProblem({ from: '', to: '2026-03-05' })).toBe('missing');
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-05' })).toBe('missing');
    expect(rangeProblem({ from: '2026-03-06', to: '2026-03-05' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeUndefined(); // 92 days, the most
    expect(validDay('2026-02-28')).toBe('2026-02-28');
    expect(validDay('2026-2-28')).toBeUndefined();
  });
});
