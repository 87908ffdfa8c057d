import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const session = vi.fn();
vi.mock('../api/calls.ts', () => ({ call: (_contract: unknown, ...args: unknown[]) => session(...args) }));

const { $realityCheck, continueAfterCheck, nextDueAt, startRealityCheck, stopRealityCheck } = await import('./realityCheck.ts');

const MINUTE = 60_000;

describe('reality check', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
    session.mockReset();
  });
  afterEach(() => {
    stopRealityCheck();
    vi.useRealTimers();
  });

  it('comes at the next whole interval of the session', () => {
    const start = Date.parse('2026-03-01T09:00:00Z');
    expect(nextDueAt(start, 60, start + 10 * MINUTE)).toBe(start + 60 * MINUTE);
    expect(nextDueAt(start, 60, start + 70 * MINUTE)).toBe(start + 120 * MINUTE);
    expect(nextDueAt(start, 15, start)).toBe(start + 15 * MINUTE);
  });

  it('pauses after the interval with the session figures, and once continued, one interval later again', async () => {
    session.mockResolvedValue({ startedAt: '2026-03-01T10:00:00.000Z', now: '', bet: '120.0000', net: '-35.5000', realityCheckMinutes: 15 });
    await startRealityCheck();
    expect($realityCheck.get()).toMatchObject({ status: 'waiting', intervalMinutes: 15 });
    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect($realityCheck.get().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1);
    expect($realityCheck.get()).toEqual({ status: 'due', intervalMinutes: 15, figures: { elapsedMs: 15 * MINUTE, bet: '120.0000', net: '-35.5000' } });

    // It stays until the player chooses, however long that takes.
    await vi.advanceTimersByTimeAsync(60 * MINUTE);
    expect($realityCheck.get().status).toBe('due');
    continueAfterCheck();
    expect($realityCheck.get().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(15 * MINUTE);
    expect($realityCheck.get().status).toBe('due');
  });

  it('stopping cancels the timer', async () => {
    session.mockResolvedValue({ startedAt: '2026-03-01T10:00:00.000Z', now: '', bet: '0.0000', net: '0.0000', realityCheckMinutes: 30 });
    await startRealityCheck();
    stopRealityCheck();
    await vi.advanceTimersByTimeAsync(31 * MINUTE);
    expect($realityCheck.get()).toEqual({ status: 'off' });
  });
});
