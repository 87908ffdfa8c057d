import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { toastOnNextPage } from '../../stores/nextPageToast.ts';
import { clearToasts, showToast, $toasts } from '../../stores/toasts.ts';
import { doneProgress, pendingProgress, resetProgress, startProgress } from '../../stores/progress.ts';
import { AppChrome } from './AppChrome.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  clearToasts();
  resetProgress();
});

describe('AppChrome', () => {
  it('draws the progress bar while something loads and hides it when idle', () => {
    render(<AppChrome locale="en-US" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => startProgress());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('8');
    act(() => doneProgress());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('shows toasts from the store and dismisses them', () => {
    render(<AppChrome locale="en-US" />);
    act(() => void showToast('Request Error', { tone: 'critical' }));
    expect(screen.getByRole('alert').textContent).toContain('Request Error');
    fireEvent.click(screen.getByRole('button', { name: /./ }));
    expect($toasts.get()).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('tracks page loads while mounted', () => {
    const { unmount } = render(<AppChrome locale="ja-JP" />);
    act(() => void window.dispatchEvent(new Event('beforeunload')));
    expect(pendingProgress()).toBe(1);
    unmount();
    expect(pendingProgress()).toBe(0);
  });

  it('shows, once, the confirmation the previous page left when it signed out, in this page’s language', () => {
    toastOnNextPage({ kind: 'signedOut' });
    render(<AppChrome locale="en-US" />);
    expect($toasts.get().map((toast) => [toast.message, toast.tone])).toEqual([['You have logged out.', 'positive']]);
    cleanup();
    clearToasts();
    render(<AppChrome locale="en-US" />);
    expect($toasts.get()).toEqual([]);
  });
});
