import { describe, expect, it } from 'vitest';
import { exclusionEnds, formatLocalTime, limitInForce, periodOf, protectsMore, raiseTakesEffectAt } from './protection.fns.ts';

describe('protection rules', () => {
  it('a first or lower limit protects more; a raise or a removal does not', () => {
    expect(protectsMore(null, 100n)).toBe(true);
    expect(protectsMore(100n, 99n)).toBe(true);
    expect(protectsMore(100n, 100n)).toBe(true);
    expect(protectsMore(100n, 101n)).toBe(false);
    expect(protectsMore(100n, null)).toBe(false);
  });

  it('a pending change takes effect when its time comes, not a millisecond earlier', () => {
    const at = new Date('2026-01-02T00:00:00Z');
    const row = { value: 100n, pendingValue: 500n, pendingAt: at };
    expect(limitInForce(row, new Date(at.getTime() - 1))).toEqual({ value: 100n, pending: { value: 500n, at } });
    expect(limitInForce(row, at)).toEqual({ value: 500n, pending: null });
    expect(limitInForce({ value: 100n, pendingValue: null, pendingAt: at }, at)).toEqual({ value: null, pending: null });
  });

  it('raises wait 24 hours', () => {
    expect(raiseTakesEffectAt(new Date('2026-01-01T10:00:00Z')).toISOString()).toBe('2026-01-02T10:00:00.000Z');
  });

  it('breaks and exclusions last their period', () => {
    const from = new Date('2026-01-31T12:00:00Z');
    expect(exclusionEnds('24h', from).toISOString()).toBe('2026-02-01T12:00:00.000Z');
    expect(exclusionEnds('1w', from).toISOString()).toBe('2026-02-07T12:00:00.000Z');
    expect(exclusionEnds('6w', from).toISOString()).toBe('2026-03-14T12:00:00.000Z');
    expect(exclusionEnds('6m', from).getTime()).toBeGreaterThanOrEqual(new Date('2026-07-31T12:00:00Z').getTime());
    expect(exclusionEnds('1y', from).toISOString()).toBe('2027-01-31T12:00:00.000Z');
    expect(exclusionEnds('5y', from).toISOString()).toBe('2031-01-31T12:00:00.000Z');
  });

  it('limits count over days, weeks and months; the session limit over none', () => {
    expect([periodOf('lossDay'), periodOf('depositWeek'), periodOf('lossMonth'), periodOf('sessionMinutes')]).toEqual(['day', 'week', 'month', null]);
  });

  it('writes refusal times in the player zone', () => {
    expect(formatLocalTime(new Date('2026-01-01T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-01-02 00:00 (Asia/Tokyo)');
    expect(formatLocalTime(new Date('2026-01-01T15:00:00Z'), 'Europe/London')).toBe('2026-01-01 15:00 (Europe/London)');
  });
});
