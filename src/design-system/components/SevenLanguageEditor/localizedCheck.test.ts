import { describe, expect, it } from 'vitest';
import { operatorLetterText } from '../../../contracts/station.ts';
import { z } from '../../../contracts/zod.ts';
import { LOCALES } from '../../../../shared/locales.ts';
import { checkLocalized } from './localizedCheck.ts';

const everyLanguage = (text: string) => Object.fromEntries(LOCALES.map((locale) => [locale, text]));

describe('checkLocalized', () => {
  it('follows a contract that requires all seven languages (the operator letter)', () => {
    const values = { title: { ...everyLanguage('Maintenance'), 'vi-VN': '' }, body: everyLanguage('The hall closes at 3:00.') };
    const check = checkLocalized(operatorLetterText, ['title', 'body'], values);
    expect(check.required).toEqual([...LOCALES]);
    expect(check.missing).toEqual(['vi-VN']);
    expect(check.problems).toEqual({ title: { 'vi-VN': { key: 'required' } } });
  });

  it('reports the contract’s own limits and refusals per field and language', () => {
    const values = { title: { ...everyLanguage('Maintenance'), 'en-US': 'x'.repeat(101), 'ko-KR': 'a<b' }, body: everyLanguage('ok') };
    const check = checkLocalized(operatorLetterText, ['title', 'body'], values);
    expect(check.problems.title).toEqual({ 'en-US': { key: 'tooLong', max: 100 }, 'ko-KR': { key: 'invalid' } });
    expect(check.invalid).toEqual(['en-US', 'ko-KR']);
    expect(check.missing).toEqual([]);
  });

  it('with ja-JP required and the rest optional, an empty language is missing but not a problem', () => {
    const text = z.string().check(z.trim(), z.minLength(2), z.maxLength(50));
    const contract = z.object({
      title: z.object(Object.fromEntries(LOCALES.map((locale) => [locale, locale === 'ja-JP' ? text : z.optional(text)]))),
    });
    const check = checkLocalized(contract, ['title'], { title: { 'ja-JP': 'メンテナンス', 'en-US': 'Maintenance', 'zh-CN': 'x' } });
    expect(check.required).toEqual(['ja-JP']);
    expect(check.missing).toEqual(['ko-KR', 'zh-TW', 'fil-PH', 'vi-VN']);
    expect(check.problems).toEqual({ title: { 'zh-CN': { key: 'tooShort', min: 2 } } });
    expect(checkLocalized(contract, ['title'], { title: {} }).problems).toEqual({ title: { 'ja-JP': { key: 'required' } } });
  });
});
