import { describe, expect, it } from 'vitest';
import { localizePath, pickLocale, splitLocalePath } from './locales.ts';

describe('pickLocale', () => {
  it('falls back to ja-JP without a header or with an unknown language', () => {
    expect(pickLocale(undefined)).toBe('ja-JP');
    expect(pickLocale('de-DE,fr;q=0.5')).toBe('ja-JP');
  });
  it('honours exact tags and quality order', () => {
    expect(pickLocale('ko-KR')).toBe('ko-KR');
    expect(pickLocale('fr;q=0.9,vi-VN;q=0.8,en-US;q=0.7')).toBe('vi-VN');
    expect(pickLocale('en-US;q=0.2,fil-PH;q=0.9')).toBe('fil-PH');
  });
  it('matches by language when the region differs', () => {
    expect(pickLocale('en-GB')).toBe('en-US');
    expect(pickLocale('zh-HK')).toBe('zh-TW');
    expect(pickLocale('zh')).toBe('zh-CN');
  });
});

describe('locale paths', () => {
  it('keeps ja-JP at the root and prefixes the others', () => {
    expect(localizePath('/game/notice', 'ja-JP')).toBe('/game/notice');
    expect(localizePath('/', 'en-US')).toBe('/en-US/');
    expect(localizePath('/support', 'zh-TW')).toBe('/zh-TW/support');
  });
  it('splits a prefixed path', () => {
    expect(splitLocalePath('/vi-VN/activity')).toEqual({ locale: 'vi-VN', path: '/activity' });
    expect(splitLocalePath('/activity')).toEqual({ locale: 'ja-JP', path: '/activity' });
  });
});
