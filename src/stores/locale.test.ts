import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $locale, LOCALE_STORAGE_KEY, adoptPageLocale, pathInLocale, switchLocale } from './locale.ts';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

describe('$locale', () => {
  it('maps the current page to the same page in another language', () => {
    const here = { pathname: '/en-US/game/notice', search: '?page=2', hash: '#top' };
    expect(pathInLocale(here, 'ja-JP')).toBe('/game/notice?page=2#top');
    expect(pathInLocale({ pathname: '/', search: '', hash: '' }, 'ko-KR')).toBe('/ko-KR/');
  });

  it('saves the choice under its key and reloads into the page in that language', () => {
    const assign = vi.fn();
    const location = { pathname: '/support', search: '', hash: '', assign } as unknown as Location;
    switchLocale('vi-VN', location);
    expect(getTestStorage()[LOCALE_STORAGE_KEY]).toBe('vi-VN');
    expect(assign).toHaveBeenCalledWith('/vi-VN/support');
  });

  it('follows the language of the page being read', () => {
    adoptPageLocale('zh-TW');
    expect($locale.get()).toBe('zh-TW');
    expect(getTestStorage()[LOCALE_STORAGE_KEY]).toBe('zh-TW');
  });
});
