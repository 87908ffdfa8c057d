import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { createTranslator } from '../i18n/messages.ts';
import { codeMail, codeMailKinds } from './code-mail.ts';
import { unlockMail } from './unlock-mail.ts';

const t = createTranslator();
const brand = (locale: string) => (JSON.parse(readFileSync(`locales/${locale}/common.json`, 'utf8')) as { brand: string }).brand;

describe('mail names the hall as the site header does', () => {
  it('a Japanese sign-up mail is from 【ゲームホール】', () => {
    const mail = codeMail(t, 'ja-JP', 'register', 'a@example.com', { code: '123456', minutes: 10 });
    expect(mail.subject).toBe('【ゲームホール】会員登録の確認コード');
    expect(mail.text).toContain('ゲームホールをご利用いただきありがとうございます。');
  });

  it.each(LOCALES)('%s: every subject and the greeting use that language’s site name', (locale) => {
    const name = brand(locale);
    for (const kind of codeMailKinds) {
      const mail = codeMail(t, locale, kind, 'a@example.com', { code: '123456', minutes: 10 });
      expect(mail.subject, kind).toContain(name);
      expect(mail.text.split('\n\n')[0], kind).toContain(name);
      expect(`${mail.subject}\n${mail.text}`, kind).not.toContain('{{');
      if (name !== 'Game Hall') expect(`${mail.subject}\n${mail.text}`, kind).not.toContain('Game Hall');
    }
    const unlock = unlockMail(t, locale, 'a@example.com', { link: 'https://hall.example/login#unlock=x', minutes: 60, lockMinutes: 15 });
    expect(unlock.subject).toContain(name);
    expect(`${unlock.subject}\n${unlock.text}`).not.toContain('{{');
    if (name !== 'Game Hall') expect(`${unlock.subject}\n${unlock.text}`).not.toContain('Game Hall');
  });
});
