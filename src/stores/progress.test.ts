import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $progress,
  PROGRESS_HIDE_MS,
  PROGRESS_MINIMUM,
  PROGRESS_TRICKLE_MS,
  doneProgress,
  pendingProgress,
  resetProgress,
  startProgress,
} from './progress.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  resetProgress();
  vi.useRealTimers();
});

describe('progress bar', () => {
  it('is idle (null) until something starts', () => {
    expect($progress.get()).toBeNull();
  });

  it('starts at the minimum 0.08 and trickles forward every 800 ms', () => {
    expect(PROGRESS_MINIMUM).toBe(0.08);
    expect(PROGRESS_TRICKLE_MS).toBe(800);
    startProgress();
    expect($progress.get()).toBe(0.08);
    vi.advanceTimersByTime(799);
    expect($progress.get()).toBe(0.08);
    vi.advanceTimersByTime(1);
    const afterOne = $progress.get()!;
    expect(afterOne).toBeGreaterThan(0.08);
    vi.advanceTimersByTime(800);
    expect($progress.get()!).toBeGreaterThan(afterOne);
  });

  it('never reaches 1 by trickling alone', () => {
    startProgress();
    vi.advanceTimersByTime(PROGRESS_TRICKLE_MS * 10_000);
    const value = $progress.get()!;
    expect(value).toBeGreaterThan(0.9);
    expect(value).toBeLessThan(1);
  });

  it('completes to 1 when done, then hides', () => {
    startProgress();
    doneProgress();
    expect($progress.get()).toBe(1);
    vi.advanceTimersByTime(PROGRESS_HIDE_MS);
    expect($progress.get()).toBeNull();
  });

  it('keeps going until the last of several nested loads is done', () => {
    startProgress();
    startProgress();
    expect(pendingProgress()).toBe(2);
    doneProgress();
    expect($progress.get()).toBeLessThan(1);
    vi.advanceTimersByTime(PROGRESS_HIDE_MS * 3);
    expect($progress.get()).not.toBeNull();
    doneProgress();
    expect($progress.get()).toBe(1);
    vi.advanceTimersByTime(PROGRESS_HIDE_MS);
    expect($progress.get()).toBeNull();
  });

  it('ignores an extra done', () => {
    doneProgress();
    expect(pendingProgress()).toBe(0);
    expect($progress.get()).toBeNull();
    startProgress();
    doneProgress();
    doneProgress();
    expect(pendingProgress()).toBe(0);
  });

  it('restarts from the minimum when a load begins while the bar is hiding', () => {
    startProgress();
    doneProgress();
    startProgress();
    expect($progress.get()).toBe(PROGRESS_MINIMUM);
    vi.advanceTimersByTime(PROGRESS_HIDE_MS * 2);
    expect($progress.get()).not.toBeNull();
  });
});
