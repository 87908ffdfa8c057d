import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { NEXT_PAGE_TOAST_KEY, showNextPageToast, takeNextPageToast, toastOnNextPage } from './nextPageToast.ts';
import { $toasts, clearToasts } from './toasts.ts';
import { memoryStorage } from '../test-support/memoryStorage.ts';

afterEach(() => clearToasts());

const shown = () => $toasts.get().map((toast) => [toast.message, toast.tone]);

describe('toast for the next page', () => {
  it('keeps a toast for the next page and gives it out once', () => {
    const storage = memoryStorage();
    toastOnNextPage({ kind: 'message', message: 'Session ended elsewhere', tone: 'critical' }, storage);
    expect(showNextPageToast('en-US', storage)).toBeTypeOf('number');
    expect(shown()).toEqual([['Session ended elsewhere', 'critical']]);
    expect(storage.items.size).toBe(0);
    clearToasts();
    expect(showNextPageToast('en-US', storage)).toBeUndefined();
    expect(shown()).toEqual([]);
  });

  it('words the sign-out confirmation in the language of the page that shows it, in every language', () => {
    const texts = LOCALES.map((locale) => {
      const storage = memoryStorage();
      toastOnNextPage({ kind: 'signedOut' }, storage);
      showNextPageToast(locale, storage);
      const [toast] = $toasts.get();
      clearToasts();
      expect(toast?.tone).toBe('positive');
      return toast?.message;
    });
    expect(texts[0]).toBe('ログアウトしました。');
    expect(texts[LOCALES.indexOf('en-US')]).toBe('You have logged out.');
    expect(new Set(texts).size).toBe(LOCALES.length);
  });

  it('drops what it cannot read, once', () => {
    for (const raw of ['{', 'null', '"signedOut"', '{"kind":"message","message":"","tone":"critical"}', '{"kind":"message","message":"x","tone":"loud"}', '{"kind":"other"}']) {
      const storage = memoryStorage();
      storage.setItem(NEXT_PAGE_TOAST_KEY, raw);
      expect(takeNextPageToast(storage), raw).toBeUndefined();
      expect(storage.items.size, raw).toBe(0);
    }
  });

  it('goes on without storage, or with storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => toastOnNextPage({ kind: 'signedOut' }, refusing)).not.toThrow();
    expect(takeNextPageToast(refusing)).toBeUndefined();
    expect(showNextPageToast('ja-JP', undefined)).toBeUndefined();
  });
});
