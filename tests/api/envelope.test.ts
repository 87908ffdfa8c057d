import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, defineCall, errorEnvelope } from '../../src/contracts/index.ts';
import { refuseWithoutSession } from '../../server/app.ts';
import { installErrorHandler } from '../../server/http/error-envelope.ts';
import { assertEveryCallHandled, registerCalls } from '../../server/http/register-calls.ts';
import { contractValidatorCompiler } from '../../server/http/request-validation.ts';
import { LOCALES } from '../../shared/locales.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { databases, oneDatabase } from './support/databases.ts';
import { post, startTestApp, type TestApp } from './support/test-app.ts';
import { logSink } from './support/log-sink.ts';

const t = createTranslator();
const json = { 'content-type': 'application/json' };

function expectErrorEnvelope(res: { statusCode: number; json(): unknown; headers: Record<string, unknown> }, status: number, error: string) {
  expect(res.statusCode).toBe(status);
  const body = errorEnvelope.parse(res.json());
  expect(body).toMatchObject({ code: status, error, data: null });
  expect(body.reqId).toBe(res.headers['x-request-id']);
  return body;
}

describe.each(databases)('the /v2 envelope on %s', (kind) => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startTestApp(kind, {
      handlerOverrides: {
        countryQuery: async () => {
          throw new Error('connection string postgres://secret@db leaked?');
        },
      },
    });
  });
  afterAll(async () => {
    await t0?.close();
  });

  it('answers success as {code:200, msg, data} with msg in the caller language', async () => {
    const res = await post(t0.app, calls.bannerQuery.path, {}, 'zh-CN');
    expect(res.json()).toMatchObject({ code: 200, msg: t('zh-CN', 'errors', 'SUCCESS') });
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('accepts a body-less call with no body, no content type, or an empty JSON body', async () => {
    const none = await t0.app.inject({ method: 'POST', url: calls.bannerQuery.path });
    const empty = await t0.app.inject({ method: 'POST', url: calls.bannerQuery.path, headers: json, payload: '' });
    const paged = await t0.app.inject({ method: 'POST', url: calls.noticeQuery.path });
    expect([none.statusCode, empty.statusCode, paged.statusCode]).toEqual([200, 200, 200]);
    expect(paged.json().data).toMatchObject({ pageNum: 1, pageSize: 10 });
  });

  it('answers unknown /v2 paths with a 404 envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await t0.app.inject({ method, url: '/v2/app/no/such/call' });
      expectErrorEnvelope(res, 404, 'NOT_FOUND');
    }
  });

  it('answers GET on a call path with 405 and Allow: POST', async () => {
    const res = await t0.app.inject({ method: 'GET', url: calls.noticeQuery.path, headers: { 'accept-language': 'en-US' } });
    const body = expectErrorEnvelope(res, 405, 'METHOD_NOT_ALLOWED');
    expect(res.headers.allow).toBe('POST');
    expect(body.msg).toBe(t('en-US', 'errors', 'METHOD_NOT_ALLOWED'));
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const res = await t0.app.inject({ method: 'POST', url: calls.noticeQuery.path, headers: json, payload: '{"pageNum":' });
    expectErrorEnvelope(res, 400, 'MALFORMED_JSON');
  });

  it('refuses wrong types and unknown fields with field issues', async () => {
    const res = await post(t0.app, calls.gamePopular.path, { pageNum: '2', kind: 'dice', cheat: true }, 'en-US');
    const body = expectErrorEnvelope(res, 400, 'VALIDATION_FAILED');
    expect(body.issues).toEqual([
      { field: 'pageNum', message: 'Must be a number.' },
      { field: 'kind', message: 'Must be one of: slot, pachinko' },
      { field: 'cheat', message: 'Unknown field.' },
    ]);
  });

  it('refuses a body over the limit with 413', async () => {
    const payload = JSON.stringify({ pageNum: 1, padding: 'x'.repeat(70 * 1024) });
    const res = await t0.app.inject({ method: 'POST', url: calls.noticeQuery.path, headers: json, payload });
    expectErrorEnvelope(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('refuses other content types with 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await t0.app.inject({
        method: 'POST',
        url: calls.noticeQuery.path,
        headers: { 'content-type': type },
        payload: 'pageNum=1',
      });
      expectErrorEnvelope(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    }
  });

  it('localizes msg and field messages of a validation error in all seven languages', async () => {
    const messages = new Set<string>();
    for (const locale of LOCALES) {
      const res = await post(t0.app, calls.noticeQuery.path, { pageSize: 0 }, locale);
      const body = expectErrorEnvelope(res, 400, 'VALIDATION_FAILED');
      expect(body.msg).toBe(t(locale, 'errors', 'VALIDATION_FAILED'));
      expect(body.issues?.[0].field).toBe('pageSize');
      expect(body.issues?.[0].message).toContain('1');
      messages.add(body.msg);
    }
    expect(messages.size).toBe(LOCALES.length);
  });

  it('answers an unexpected failure with a generic 500 that leaks nothing', async () => {
    const res = await post(t0.app, calls.countryQuery.path, {}, 'en-US');
    const body = expectErrorEnvelope(res, 500, 'INTERNAL');
    expect(body.msg).toBe(t('en-US', 'errors', 'INTERNAL'));
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('stack');
  });

  describe('never a 500 for a client mistake', () => {
    const badBodies: [string, string][] = [
      ['array', '[]'],
      ['string', '"hello"'],
      ['number', '42'],
      ['boolean', 'true'],
      ['truncated', '{"pageNum":1'],
      ['trailing garbage', '{} {}'],
      ['string page', '{"pageNum":"1"}'],
      ['negative page', '{"pageNum":-1}'],
      ['fractional page', '{"pageNum":1.5}'],
      ['huge page size', '{"pageSize":1e9}'],
      ['null page', '{"pageNum":null}'],
      ['object page', '{"pageNum":{"$gt":0}}'],
      ['unknown field', '{"where":"1=1"}'],
      ['proto pollution', '{"__proto__":{"admin":true}}'],
      ['constructor pollution', '{"constructor":{"prototype":{"admin":true}}}'],
      ['deep nesting', `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`],
      ['bad kind', '{"kind":["slot"]}'],
      ['unicode field', '{"ページ":1}'],
    ];
    for (const [name, contract] of Object.entries(calls)) {
      it.each(badBodies)(`${name}: %s`, async (_label, payload) => {
        const res = await t0.app.inject({ method: 'POST', url: contract.path, headers: json, payload });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        errorEnvelope.parse(res.json());
      });
    }
  });
});

describe('rate limiting, sessions and logs', () => {
  let limited: TestApp;
  const { stream: sink, lines } = logSink();
  beforeAll(async () => {
    limited = await startTestApp(oneDatabase, {
      rateLimit: { max: 3, timeWindowMs: 60_000 },
      logLevel: 'debug',
      logStream: sink,
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 RATE_LIMITED in the envelope once the limit is reached', async () => {
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 5; i += 1) {
      last = await post(limited.app, calls.bannerQuery.path, {}, 'ko-KR');
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    const body = expectErrorEnvelope(last!, 429, 'RATE_LIMITED');
    expect(body.msg).toBe(t('ko-KR', 'errors', 'RATE_LIMITED'));
  });

  // Secret body fields are covered by tests/api/log-redaction.test.ts (valid bodies of the calls that carry them).
  it('logs requests without session headers', async () => {
    lines.length = 0;
    await limited.app.inject({
      method: 'POST',
      url: calls.noticeQuery.path,
      headers: { ...json, token: 'tok-SECRET-1', authorization: 'Bearer SECRET-2', cookie: 'sid=SECRET-3' },
      payload: JSON.stringify({}),
    });
    const log = lines.join('');
    expect(log).toContain('[redacted]');
    expect(log).toContain(calls.noticeQuery.path);
    expect(log).not.toMatch(/SECRET/);
  });

});

describe('registering calls', () => {
  const guarded = defineCall({
    path: '/v2/app/test/guarded',
    auth: 'user',
    tag: 'test',
    summary: 'A call that needs a session',
    request: z.object({}).strict(),
    response: z.object({ ok: z.boolean() }),
  });

  async function bareApp(handlers: Record<string, unknown>) {
    const app = Fastify();
    app.setValidatorCompiler(contractValidatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    installErrorHandler(app, t);
    registerCalls(app, handlers as never, t, refuseWithoutSession, refuseWithoutSession, { guarded });
    return app;
  }

  it('refuses a call that needs a session with 401 UNAUTHORIZED until sessions exist', async () => {
    let ran = false;
    const app = await bareApp({ guarded: async () => ((ran = true), { ok: true }) });
    const res = await app.inject({ method: 'POST', url: guarded.path, headers: { 'accept-language': 'fil-PH' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, error: 'UNAUTHORIZED', msg: t('fil-PH', 'errors', 'UNAUTHORIZED') });
    expect(ran).toBe(false);
    await app.close();
  });

  it('fails to start when a contract has no handler', async () => {
    await expect(bareApp({})).rejects.toThrow(/No handler for call\(s\): guarded/);
    expect(() => assertEveryCallHandled({ noticeQuery: async () => ({}) })).toThrow(/bannerQuery/);
  });
});
