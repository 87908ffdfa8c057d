// Sends mail through an SMTP server named by a URL:
//   smtp://user:pass@host:587          (STARTTLS when the server offers it)
//   smtps://user:pass@host:465         (TLS from the start)
// Query options: from=<sender>, requireTLS=true, tls.rejectUnauthorized=false (test servers only).
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Message-ID header, the same for every try of one mail (a receiver can tell a repeat). */
  messageId?: string;
}

export interface SmtpTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export const DEFAULT_MAIL_FROM = 'Game Hall <no-reply@localhost>';

const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

export function createSmtpTransport(url: string, options: { from?: string } = {}): SmtpTransport {
  const settings = smtpSettingsFromUrl(url);
  const from = options.from ?? settings.from ?? DEFAULT_MAIL_FROM;
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.auth,
    requireTLS: settings.requireTLS,
    tls: settings.rejectUnauthorized === false ? { rejectUnauthorized: false } : undefined,
    connectionTimeout: CONNECTION_TIMEOUT_MS,
    greetingTimeout: CONNECTION_TIMEOUT_MS,
    socketTimeout: SOCKET_TIMEOUT_MS,
  });
  return {
    async send(message) {
      await transporter.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html, messageId: message.messageId });
    },
    close() {
      transporter.close();
    },
  };
}

export interface SmtpSettings {
  host: string;
  port: number | undefined;
  secure: boolean;
  auth: { user: string; pass: string } | undefined;
  from: string | undefined;
  requireTLS: boolean;
  rejectUnauthorized: boolean | undefined;
}

export function smtpSettingsFromUrl(url: string): SmtpSettings {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TypeError('SMTP_URL is not a URL (expected smtp://user:pass@host:port or smtps://…)');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') throw new TypeError(`SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  if (!parsed.hostname) throw new TypeError('SMTP_URL names no host');
  const query = parsed.searchParams;
  const user = decodeURIComponent(parsed.username);
  const pass = decodeURIComponent(parsed.password);
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : undefined,
    secure: parsed.protocol === 'smtps:',
    auth: user || pass ? { user, pass } : undefined,
    from: query.get('from') ?? undefined,
    requireTLS: query.get('requireTLS') === 'true',
    rejectUnauthorized: query.get('tls.rejectUnauthorized') === 'false' ? false : undefined,
  };
}
