import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createSmtpTransport, smtpSettingsFromUrl, type SmtpTransport } from './smtp.ts';

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  secure: boolean;
  raw: string;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A real SMTP server on loopback that keeps what it receives; secure servers use its built-in test certificate. */
async function startMailServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'mailer' && auth.password === 'p@ss:word/1') callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          user: session.user as string | undefined,
          secure: session.secure,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
    ...options,
  });
  // Clients that hang up on purpose (refused certificate) surface here; the test checks the client side.
  server.on('error', () => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  cleanups.push(() => server.close());
  return { port, received };
}

function track(transport: SmtpTransport): SmtpTransport {
  cleanups.unshift(() => transport.close());
  return transport;
}

const credentials = `mailer:${encodeURIComponent('p@ss:word/1')}`;

describe('createSmtpTransport', () => {
  it('delivers to, subject and both bodies over STARTTLS with the URL credentials', async () => {
    const { port, received } = await startMailServer();
    const transport = track(createSmtpTransport(`smtp://${credentials}@127.0.0.1:${port}?tls.rejectUnauthorized=false&requireTLS=true&from=hall%40example.com`));
    await transport.send({ to: 'player@example.com', subject: 'Your code', text: 'Code: 123456', html: '<p>Code: <b>123456</b></p>' });

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail).toMatchObject({ from: 'hall@example.com', to: ['player@example.com'], user: 'mailer', secure: true });
    const message = parseMessage(mail!.raw);
    expect(message.headers.get('subject')).toBe('Your code');
    expect(message.headers.get('to')).toBe('player@example.com');
    expect(message.parts.get('text/plain')).toBe('Code: 123456');
    expect(message.parts.get('text/html')).toBe('<p>Code: <b>123456</b></p>');
  });

  it('keeps non-Latin subjects and bodies intact', async () => {
    const { port, received } = await startMailServer();
    const transport = track(createSmtpTransport(`smtp://${credentials}@127.0.0.1:${port}?tls.rejectUnauthorized=false`));
    await transport.send({ to: 'hana@example.jp', subject: '認証コードのお知らせ', text: '認証コード：654321\n10分間有効です。' });
    const message = parseMessage(received[0]!.raw);
    expect(message.headers.get('subject')).toBe('認証コードのお知らせ');
    expect(message.parts.get('text/plain')).toBe('認証コード：654321\n10分間有効です。');
  });

  it('speaks TLS from the start for smtps://', async () => {
    const { port, received } = await startMailServer({ secure: true });
    const transport = track(createSmtpTransport(`smtps://${credentials}@127.0.0.1:${port}?tls.rejectUnauthorized=false`, { from: 'Hall <no-reply@hall.example>' }));
    await transport.send({ to: 'a@example.com', subject: 'Hello', text: 'Hi' });
    expect(received[0]).toMatchObject({ secure: true, from: 'no-reply@hall.example', to: ['a@example.com'] });
  });

  it('rejects when the server refuses the credentials, and nothing arrives', async () => {
    const { port, received } = await startMailServer();
    const transport = track(createSmtpTransport(`smtp://mailer:wrong@127.0.0.1:${port}?tls.rejectUnauthorized=false`));
    await expect(transport.send({ to: 'a@example.com', subject: 'x', text: 'y' })).rejects.toThrow(/Invalid username or password|auth/i);
    expect(received).toHaveLength(0);
  });

  it('rejects when no server listens', async () => {
    const transport = track(createSmtpTransport('smtp://127.0.0.1:9'));
    await expect(transport.send({ to: 'a@example.com', subject: 'x', text: 'y' })).rejects.toThrow(/ECONNREFUSED|connect/);
  });

  it('checks the server certificate unless told otherwise', async () => {
    const { port, received } = await startMailServer({ secure: true });
    const transport = track(createSmtpTransport(`smtps://${credentials}@127.0.0.1:${port}`));
    await expect(transport.send({ to: 'a@example.com', subject: 'x', text: 'y' })).rejects.toThrow(/certificate/i);
    expect(received).toHaveLength(0);
  });
});

describe('smtpSettingsFromUrl', () => {
  it('reads host, port, scheme and percent-encoded credentials', () => {
    expect(smtpSettingsFromUrl('smtps://user%40mail:p%3Ass@mail.example:465?from=Hall%20%3Cno-reply%40hall.example%3E')).toEqual({
      host: 'mail.example',
      port: 465,
      secure: true,
      auth: { user: 'user@mail', pass: 'p:ss' },
      from: 'Hall <no-reply@hall.example>',
      requireTLS: false,
      rejectUnauthorized: undefined,
    });
    expect(smtpSettingsFromUrl('smtp://localhost')).toMatchObject({ host: 'localhost', port: undefined, secure: false, auth: undefined });
  });

  it('refuses what is not an SMTP URL', () => {
    for (const url of ['', 'mail.example:25', 'http://mail.example', 'smtp://']) expect(() => smtpSettingsFromUrl(url), url).toThrow(TypeError);
  });
});

// --- A small MIME reader for what the transport writes -------------------------------------

function parseMessage(raw: string) {
  const { headers, body } = splitEntity(raw);
  const parts = new Map<string, string>();
  collectParts(headers, body, parts);
  return { headers: new Map([...headers].map(([name, value]) => [name, decodeWords(value)])), parts };
}

function splitEntity(raw: string) {
  const boundary = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, boundary).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(boundary + 4) };
}

function collectParts(headers: Map<string, string>, body: string, parts: Map<string, string>): void {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(type)?.[1];
  if (type.startsWith('multipart/') && boundary) {
    for (const section of body.split(`--${boundary}`).slice(1, -1)) {
      const part = splitEntity(section.replace(/^\r\n/, ''));
      collectParts(part.headers, part.body, parts);
    }
    return;
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const bytes =
    encoding === 'base64'
      ? Buffer.from(body, 'base64')
      : encoding === 'quoted-printable'
        ? Buffer.from(body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1')
        : Buffer.from(body, 'utf8');
  parts.set(type.split(';')[0]!.trim(), bytes.toString('utf8').replace(/\r\n/g, '\n').replace(/\n$/, ''));
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
    );
}
