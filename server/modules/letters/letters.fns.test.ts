import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../shared/locales.ts';
import { letterTemplateKeys } from '../../db/schema.ts';
import { createTranslator } from '../../i18n/messages.ts';
import { letterParams, renderLetter } from './letters.fns.ts';
import type { LetterRow } from './letters.repo.ts';

const t = createTranslator();
const row = (values: Partial<LetterRow>): LetterRow => ({
  id: 7,
  userId: 3,
  templateKey: null,
  params: {},
  title: null,
  body: null,
  sentBy: null,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  ...values,
});

describe('letters', () => {
  it('has a title and a body for every template in every language', () => {
    for (const key of letterTemplateKeys) {
      for (const locale of LOCALES) {
        expect(t(locale, 'letters', `${key}.title`), `${locale} ${key}`).not.toBe(`${key}.title`);
        expect(t(locale, 'letters', `${key}.body`), `${locale} ${key}`).not.toBe(`${key}.body`);
      }
    }
  });

  it('writes amounts in the reader’s number format and leaves other parameters as they are', () => {
    expect(letterParams({ amount: 'amount:1234567.5000', orderSn: 'D2026' }, 'en-US')).toEqual({ amount: '1,234,567.5', orderSn: 'D2026' });
    expect(letterParams({ amount: 'amount:1234567.5000' }, 'vi-VN')).toEqual({ amount: '1.234.567,5' });
  });

  it('renders a system letter from its template in the language asked, never storing text', () => {
    const letter = row({ templateKey: 'withdrawalRejected', params: { orderSn: 'W1', amount: 'amount:1000.0000', reason: 'Name mismatch' } });
    const en = renderLetter(t, 'en-US', letter, false);
    expect(en).toMatchObject({ id: 7, kind: 'system', broadcast: false, read: false, title: 'Withdrawal rejected', createdAt: '2026-03-01T10:00:00.000Z' });
    expect(en.body).toContain('W1 of 1,000 coins was rejected. Reason: Name mismatch.');
    expect(renderLetter(t, 'ja-JP', letter, true).title).toBe('出金が却下されました');
  });

  it('shows an operator letter in the reader’s language, ja-JP when that one is missing', () => {
    const letter = row({ userId: null, title: { 'ja-JP': 'お知らせ', 'en-US': 'Notice' }, body: { 'ja-JP': '本文', 'en-US': 'Body' }, sentBy: 'ops' });
    expect(renderLetter(t, 'en-US', letter, false)).toMatchObject({ kind: 'operator', broadcast: true, title: 'Notice', body: 'Body' });
    expect(renderLetter(t, 'ko-KR', letter, false)).toMatchObject({ title: 'お知らせ', body: '本文' });
  });
});
