import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales.ts';
import { dsText, formatText } from './dsText.ts';

describe('dsText', () => {
  it('has every key, non-empty, in every language', () => {
    const keys = Object.keys(dsText('ja-JP')).sort();
    for (const locale of LOCALES) {
      const text = dsText(locale);
      expect(Object.keys(text).sort(), locale).toEqual(keys);
      for (const [key, value] of Object.entries(text)) expect(value, `${locale}.${key}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in every language', () => {
    const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    const base = dsText('ja-JP');
    for (const locale of LOCALES) {
      const text = dsText(locale);
      for (const key of Object.keys(base) as (keyof typeof base)[]) {
        expect(placeholders(text[key]), `${locale}.${key}`).toEqual(placeholders(base[key]));
      }
    }
  });

  it('falls back to ja-JP for an unknown language', () => {
    expect(dsText('xx-XX')).toBe(dsText('ja-JP'));
    expect(dsText('en-US').close).toBe('Close');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(formatText('{{seconds}} s', { seconds: 42 })).toBe('42 s');
    expect(formatText('{{a}} {{b}}', { a: 1 })).toBe('1 {{b}}');
  });
});
