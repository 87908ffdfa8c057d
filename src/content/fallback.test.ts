import { describe, expect, it } from 'vitest';
import { entriesOfLocale, pickLocalizedEntry } from './fallback.ts';

const entries = [
  { id: 'ja-JP/about-us', data: { order: 0 } },
  { id: 'ja-JP/support', data: { order: 1 } },
  { id: 'en-US/about-us', data: { order: 0 } },
];

describe('pickLocalizedEntry', () => {
  it('prefers the entry of the asked locale', () => {
    expect(pickLocalizedEntry(entries, 'en-US', 'about-us')).toEqual({ entry: entries[2], isFallback: false });
  });
  it('falls back to ja-JP and says so', () => {
    expect(pickLocalizedEntry(entries, 'en-US', 'support')).toEqual({ entry: entries[1], isFallback: true });
  });
  it('is not a fallback when ja-JP itself is asked', () => {
    expect(pickLocalizedEntry(entries, 'ja-JP', 'support')?.isFallback).toBe(false);
  });
  it('returns undefined when no locale has the entry', () => {
    expect(pickLocalizedEntry(entries, 'ko-KR', 'missing')).toBeUndefined();
  });
});

describe('entriesOfLocale', () => {
  it('keeps only the locale and sorts by order', () => {
    const mixed = [
      { id: 'ko-KR/b', data: { order: 2 } },
      { id: 'ja-JP/a', data: { order: 0 } },
      { id: 'ko-KR/a', data: { order: 1 } },
    ];
    expect(entriesOfLocale(mixed, 'ko-KR').map((e) => e.id)).toEqual(['ko-KR/a', 'ko-KR/b']);
  });
  it('uses ja-JP entries when the locale has none', () => {
    expect(entriesOfLocale(entries, 'vi-VN').map((e) => e.id)).toEqual(['ja-JP/about-us', 'ja-JP/support']);
  });
});
