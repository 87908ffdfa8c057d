import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, getTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $locale, LOCALE_STORAGE_KEY, adoptPageLocale, pathInLocale, switchLocale } from './locale.ts';

const ORIGIN = 'http://localhost:4321';

beforeAll(() => useTestStorageEngine());
afterEach(() => cleanTestStorage());

describe('$locale', () => {
  it('maps the current page to the same page in another language', () => {
    const here = { pathname: '/en-US/game/notice', search: '?page=2', hash: '#top', origin: ORIGIN };
    expect(pathInLocale(here, 'ja-JP')).toBe('/game/notice?page=2#top');
    expect(pathInLocale({ pathname: '/', search: '', hash: '', origin: ORIGIN }, 'ko-KR')).toBe('/ko-KR/');
  });

  it('goes to the language’s home rather than off the site from a page served at //host/…', () => {
    expect(pathInLocale({ pathname: '//evil.example/x', search: '', hash: '', origin: ORIGIN }, 'ja-JP')).toBe('/');
    expect(pathInLocale({ pathname: '/en-US//evil.example/x', search: '', hash: '', origin: ORIGIN }, 'ja-JP')).toBe('/');
    expect(pathInLocale({ pathname: '/en-US//evil.example/x', search: '', hash: '', origin: ORIGIN }, 'ko-KR')).toBe('/ko-KR//evil.example/x');
  });

  it('saves the choice under its key and reloads into the page in that language', () => {
    const assign = vi.fn();
    const location = { pathname: '/support', search: '', hash: '', origin: ORIGIN, assign } as unknown as Location;
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
