// Answers given before any route runs, over a real socket (app.inject bypasses Node's HTTP parser):
// each keeps the `{code, msg, data, error, reqId}` envelope, leaks no stack, and the server goes on
// serving afterwards.
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, errorEnvelope } from '../../src/contracts/index.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { oneDatabase } from './support/databases.ts';

const t = createTranslator();

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Parses every HTTP/1.1 answer in `text` (Content-Length framed, as all of ours are). */
function parseAnswers(text: string): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/1.1 ')) {
    const headEnd = rest.indexOf('\r\n\r\n');
    if (headEnd === -1) break;
    const [statusLine, ...lines] = rest.slice(0, headEnd).split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
    );
    const bodyBytes = Buffer.from(rest.slice(headEnd + 4), 'utf8');
    const length = Number(headers['content-length'] ?? bodyBytes.length);
    answers.push({ status: Number(statusLine.split(' ')[1]), headers, body: bodyBytes.subarray(0, length).toString('utf8') });
    rest = bodyBytes.subarray(length).toString('utf8');
  }
  return answers;
}

function expectEnvelope(answer: RawAnswer, status: number, error: string, locale: 'ja-JP' | 'en-US' = 'ja-JP') {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  const body = errorEnvelope.parse(JSON.parse(answer.body));
  expect(body).toMatchObject({ code: status, error, data: null, msg: t(locale, 'errors', error) });
  expect(body.msg).not.toBe('');
  expect(body.reqId).toBe(answer.headers['x-request-id']);
  expect(answer.body).not.toMatch(/stack|statusCode|FST_|HPE_/);
}

describe('framework answers over a real socket', () => {
  let t0: TestApp;
  let port: number;
  let gate: { entered: () => void; release: Promise<void> } | null = null;

  beforeAll(async () => {
    t0 = await startTestApp(oneDatabase, {
      handlerOverrides: {
        // Held open by the shutdown test so a request is in flight when close begins.
        countryQuery: async () => {
          if (gate) {
            gate.entered();
            await gate.release;
          }
          return [];
        },
      },
    });
    await t0.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t0.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t0?.close().catch(() => {});
  });

  /** Writes raw bytes on a new connection; resolves with everything read until the server closes it. */
  function rawExchange(...chunks: string[]): Promise<RawAnswer[]> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        for (const chunk of chunks) socket.write(chunk);
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (data) => (text += String(data)));
      socket.on('close', () => resolve(parseAnswers(text)));
      socket.on('error', (error) => (text ? undefined : reject(error)));
    });
  }

  async function expectStillServing() {
    const res = await fetch(`http://127.0.0.1:${port}${calls.bannerQuery.path}`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect((await res.json()).code).toBe(200);
  }

  const request = (target: string, headers = '') =>
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${headers}Connection: close\r\n\r\n`;

  it('answers a URL longer than the header limit with 414 URI_TOO_LONG', async () => {
    const [answer, ...more] = await rawExchange(request(`/v2/app/${'a'.repeat(20_000)}`));
    expectEnvelope(answer, 414, 'URI_TOO_LONG');
    expect(more).toEqual([]);
    await expectStillServing();
  });

  it('answers a path parameter over maxParamLength with 414 URI_TOO_LONG, localized', async () => {
    const [answer] = await rawExchange(request(`/sandbox/chain/${'x'.repeat(300)}/head`, 'Accept-Language: en-US\r\n'));
    expectEnvelope(answer, 414, 'URI_TOO_LONG', 'en-US');
    await expectStillServing();
  });

  it('answers headers over the limit with 431 HEADERS_TOO_LARGE, in the language read from the bytes', async () => {
    const [answer] = await rawExchange(request('/v2/app/banner', `Accept-Language: en-US\r\nX-Padding: ${'p'.repeat(20_000)}\r\n`));
    expectEnvelope(answer, 431, 'HEADERS_TOO_LARGE', 'en-US');
    await expectStillServing();
  });

  it('answers malformed percent-encoding with 400 BAD_URL', async () => {
    for (const target of ['/v2/app/%zz', '/sandbox/chain/%E0%A4%A/head', '/%']) {
      const [answer] = await rawExchange(request(target));
      expectEnvelope(answer, 400, 'BAD_URL');
    }
    await expectStillServing();
  });

  it('answers Transfer-Encoding: chunked with Content-Length, and other parser errors, with 400 BAD_REQUEST', async () => {
    const smuggled =
      `POST ${calls.bannerQuery.path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n` +
      'Transfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n2\r\n{}\r\n0\r\n\r\n';
    const [conflict, ...more] = await rawExchange(smuggled);
    expectEnvelope(conflict, 400, 'BAD_REQUEST');
    expect(more).toEqual([]);
    const [badToken] = await rawExchange(request('/v2/app/banner', 'Bad Header: x\r\n'));
    expectEnvelope(badToken, 400, 'BAD_REQUEST');
    const [garbage] = await rawExchange('\x16\x03\x01 not http at all\r\n\r\n');
    expectEnvelope(garbage, 400, 'BAD_REQUEST');
    await expectStillServing();
  });

  // Last: it closes the server.
  it('answers a request arriving during shutdown with 503 SERVICE_UNAVAILABLE and lets the one in flight finish', async () => {
    let entered!: () => void;
    let release!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    gate = { entered, release: new Promise<void>((resolve) => (release = resolve)) };

    const socket = connect(port, '127.0.0.1');
    socket.setEncoding('utf8');
    let text = '';
    socket.on('data', (data) => (text += String(data)));
    const socketClosed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    const keepAlive = (path: string) =>
      `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAccept-Language: en-US\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;
    socket.write(keepAlive(calls.countryQuery.path));
    await handlerEntered;

    const closed = t0.app.close();
    await expect.poll(() => t0.app.server.listening).toBe(false);
    socket.write(keepAlive(calls.bannerQuery.path));
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await socketClosed;
    await closed;

    const [inFlight, late, ...more] = parseAnswers(text);
    expect(inFlight.status).toBe(200);
    expectEnvelope(late, 503, 'SERVICE_UNAVAILABLE', 'en-US');
    expect(late.headers.connection).toBe('close');
    expect(more).toEqual([]);
  });
});
