import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, clearToasts, dismissToast, showToast } from './toasts.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  clearToasts();
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows a toast and removes it after the default 2000 ms', () => {
    showToast('Saved', { tone: 'positive' });
    expect($toasts.get()).toMatchObject([{ message: 'Saved', tone: 'positive', duration: 2000 }]);
    vi.advanceTimersByTime(1999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps each toast for its own duration', () => {
    showToast('short', { duration: 500 });
    showToast('long', { duration: 3000 });
    vi.advanceTimersByTime(500);
    expect($toasts.get().map((t) => t.message)).toEqual(['long']);
    vi.advanceTimersByTime(2500);
    expect($toasts.get()).toEqual([]);
  });

  it('defaults to a neutral tone', () => {
    showToast('hello');
    expect($toasts.get()[0].tone).toBe('neutral');
  });

  it('can be dismissed early, and the timer then does nothing', () => {
    const first = showToast('one');
    showToast('two');
    dismissToast(first);
    expect($toasts.get().map((t) => t.message)).toEqual(['two']);
    vi.advanceTimersByTime(2000);
    expect($toasts.get()).toEqual([]);
  });

  it('does not stack the same message; it stays on screen for a fresh duration instead', () => {
    const first = showToast('Request Error', { tone: 'critical' });
    vi.advanceTimersByTime(1500);
    const second = showToast('Request Error', { tone: 'critical' });
    expect(second).toBe(first);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1500);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect($toasts.get()).toEqual([]);
  });

  it('keeps a toast with duration 0 until dismissed', () => {
    const id = showToast('sticky', { duration: 0 });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1);
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });
});
