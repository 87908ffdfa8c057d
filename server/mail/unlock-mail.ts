// The mail sent to an account's owner when too many wrong passwords lock it: what happened, and
// a single-use link that lifts the lock (locales/<lang>/mail.json, `unlock.*`).
import type { Locale } from '../../shared/locales.ts';
import type { Translate } from '../i18n/messages.ts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function unlockMail(
  t: Translate,
  locale: Locale,
  to: string,
  params: { link: string; minutes: number; lockMinutes: number },
): MailMessage {
  const say = (key: string) => t(locale, 'mail', `unlock.${key}`, params);
  const before = [t(locale, 'mail', 'greeting'), say('intro'), say('action')];
  const after = [say('linkExpiry'), say('notYou')];
  const link = escapeHtml(params.link);
  const html = `<!doctype html><html lang="${locale}"><body>${before.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${link}">${link}</a></p>${after
    .map((line) => `<p>${escapeHtml(line)}</p>`)
    .join('')}</body></html>`;
  return { to, subject: say('subject'), text: [...before, params.link, ...after].join('\n\n'), html };
}
