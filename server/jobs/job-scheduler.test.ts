import { describe, expect, it } from 'vitest';
import { backstopPollSecondsOf, msToNextTick, slotSecondsOf } from './job-scheduler.ts';

describe('when a process ticks', () => {
  it('aims at the middle of the next slot, however late the last tick fired', () => {
    // A one-second job: from anywhere in slot 10 (10.000–10.999 s) the next tick is at 11.5 s.
    for (const now of [10_000, 10_001, 10_500, 10_730, 10_999]) expect(now + msToNextTick(1000, now)).toBe(11_500);
    // A minute's job, and a sub-second period (its slot is one second).
    expect(120_000 + msToNextTick(60_000, 120_000)).toBe(210_000);
    expect(7_250 + msToNextTick(500, 7_250)).toBe(8_500);
  });

  it('never twice in one slot: the next tick is between half a slot and a slot and a half away', () => {
    for (const everyMs of [500, 1000, 2000, 30_000, 600_000]) {
      const slotMs = 1000 * slotSecondsOf(everyMs);
      for (let now = 1_795_000_000_000; now < 1_795_000_000_000 + 3 * slotMs; now += 137) {
        const wait = msToNextTick(everyMs, now);
        expect(wait).toBeGreaterThan(slotMs / 2);
        expect(wait).toBeLessThanOrEqual(1.5 * slotMs);
        expect(Math.floor((now + wait) / slotMs)).toBe(Math.floor(now / slotMs) + 1);
      }
    }
  });
});

describe('a worker’s backstop poll', () => {
  it('is its slot, at least 2 s and at most 10 s', () => {
    expect([500, 1000, 2000, 5000, 10_000, 60_000, 3_600_000].map(backstopPollSecondsOf)).toEqual([2, 2, 2, 5, 10, 10, 10]);
  });
});
