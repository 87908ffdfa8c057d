import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $toasts,
  clearToasts,
  dismissToast,
  holdToast,
  MAX_TOAST_DURATION,
  releaseToast,
  showToast,
  toastDuration,
} from './toasts.ts';

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

  it('keeps each toast for its own duration, never less than the 2000 ms default', () => {
    showToast('short', { duration: 500 });
    showToast('long', { duration: 3000 });
    expect($toasts.get().map((t) => t.duration)).toEqual([2000, 3000]);
    vi.advanceTimersByTime(2000);
    expect($toasts.get().map((t) => t.message)).toEqual(['long']);
    vi.advanceTimersByTime(1000);
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

describe('toast duration', () => {
  it('gives a short message the spec’s 2000 ms and a long one its reading time, up to a cap', () => {
    expect(toastDuration('Saved')).toBe(2000);
    const sentence = 'The account, password or captcha is incorrect. A new captcha is shown.'; // 70 characters
    expect(toastDuration(sentence)).toBe(1000 + 60 * 70);
    expect(toastDuration('x'.repeat(1000))).toBe(MAX_TOAST_DURATION);
  });

  it('counts kana and ideographs twice: each says about as much as a short word', () => {
    const japanese = 'アカウント、パスワード、または認証コードが正しくありません。'; // 30 wide characters
    expect(toastDuration(japanese)).toBe(1000 + 60 * 60);
  });

  it('keeps a long message on screen for its reading time even when a shorter duration is asked', () => {
    const long = 'Too many wrong passwords: the account is locked for 15 minutes. We have emailed the owner a link that lifts the lock.';
    showToast(long, { tone: 'critical', duration: 2000 });
    vi.advanceTimersByTime(toastDuration(long) - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });
});

describe('held toasts', () => {
  it('stay while hovered or focused, then finish the time they had left', () => {
    const id = showToast('Saved'); // 2000 ms
    vi.advanceTimersByTime(500);
    holdToast(id);
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1);
    releaseToast(id);
    vi.advanceTimersByTime(1499);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('get at least a moment after release, even when their time had nearly run out', () => {
    const id = showToast('Saved');
    vi.advanceTimersByTime(1900);
    holdToast(id);
    releaseToast(id);
    vi.advanceTimersByTime(1499);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('stay held when the same message is shown again meanwhile', () => {
    const id = showToast('Request Error', { tone: 'critical' });
    holdToast(id);
    showToast('Request Error', { tone: 'critical' });
    vi.advanceTimersByTime(10_000);
    expect($toasts.get()).toHaveLength(1);
    releaseToast(id);
    vi.advanceTimersByTime(2000);
    expect($toasts.get()).toEqual([]);
  });
});
