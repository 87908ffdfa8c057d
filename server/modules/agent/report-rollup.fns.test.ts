import { describe, expect, it } from 'vitest';
import { rollupAnswers } from './report-rollup.fns.ts';
import { reportRange } from './reports.fns.ts';

const NOW = new Date('2026-03-15T03:00:00Z');
const range = (tzOffsetMinutes: number, from = '2026-03-01', to = '2026-03-14') => reportRange({ from, to, tzOffsetMinutes }, NOW, 366);

describe('rollupAnswers', () => {
  it('answers for callers whose days are the hall’s days on whole hours', () => {
    expect(rollupAnswers(range(540), 'Asia/Tokyo')).toBe(true);
    expect(rollupAnswers(range(0), 'UTC')).toBe(true);
  });

  it('does not answer for another calendar or a half-hour offset', () => {
    expect(rollupAnswers(range(480), 'Asia/Tokyo')).toBe(false);
    expect(rollupAnswers(range(330), 'Asia/Kolkata')).toBe(false);
    expect(rollupAnswers(range(540), 'UTC')).toBe(false);
  });

  it('does not answer across a daylight-saving change, where a fixed offset leaves the hall’s days', () => {
    // Europe/Paris moves from +1 to +2 on 2026-03-29.
    expect(rollupAnswers(range(60, '2026-03-01', '2026-03-14'), 'Europe/Paris')).toBe(true);
    expect(rollupAnswers(range(60, '2026-03-20', '2026-04-02'), 'Europe/Paris')).toBe(false);
  });
});
