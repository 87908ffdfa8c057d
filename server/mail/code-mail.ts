// The mails that carry a six-digit code, in the reader's language (locales/<lang>/mail.json).
import type { Locale } from '../../shared/locales.ts';
import type { Translate } from '../i18n/messages.ts';
import type { MailMessage } from './mailer.ts';

export const codeMailKinds = ['register', 'reset', 'changeEmail', 'appKeyReset', 'jsyTransfer'] as const;
export type CodeMailKind = (typeof codeMailKinds)[number];

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function codeMail(
  t: Translate,
  locale: Locale,
  kind: CodeMailKind,
  to: string,
  params: { code: string; minutes: number },
): MailMessage {
  const subject = t(locale, 'mail', `${kind}.subject`, params);
  const lines = [
    t(locale, 'mail', 'greeting'),
    t(locale, 'mail', `${kind}.intro`, params),
    params.code,
    t(locale, 'mail', 'expiry', params),
    t(locale, 'mail', 'ignore'),
  ];
  const html = `<!doctype html><html lang="${locale}"><body>${lines
    .map((line, i) =>
      i === 2
        ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${escapeHtml(line)}</p>`
        : `<p>${escapeHtml(line)}</p>`,
    )
    .join('')}</body></html>`;
  return { to, subject, text: lines.join('\n\n'), html };
}
