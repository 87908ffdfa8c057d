import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { z } from '../contracts/zod.ts';
import { defineCall } from '../contracts/define.ts';
import { $locale } from '../stores/locale.ts';
import { $token, $user, setToken, setUser } from '../stores/session.ts';
import { $toasts, clearToasts } from '../stores/toasts.ts';
import { $progress, pendingProgress, resetProgress } from '../stores/progress.ts';
import { call } from './calls.ts';
import { bannerQuery, noticeQuery } from '../contracts/content.ts';
import { ApiError, CLIENT_ERRORS } from './ApiError.ts';
import { DEFAULT_TIMEOUT_MS, apiSettings, configureApi, sendCall } from './client.ts';
import { sendJson, startTestServer, type TestServer } from './testServer.ts';

let server: TestServer;
const notices = '/v2/app/notice/query';
const okPage = { list: [], total: 0, pageNum: 1, pageSize: 10 };

beforeAll(async () => {
  useTestStorageEngine();
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => configureApi({ baseUrl: server.url, timeout: DEFAULT_TIMEOUT_MS }));
afterEach(() => {
  server.reset();
  cleanTestStorage();
  $locale.set('ja-JP');
  $user.set({});
  clearToasts();
  resetProgress();
  vi.unstubAllGlobals();
});

const toastTexts = () => $toasts.get().map((toast) => toast.message);

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('API client', () => {
  it('uses a 60 000 ms timeout unless configured otherwise', () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
    expect(apiSettings().timeout).toBe(60_000);
  });

  it('POSTs the JSON body to the contract path and answers the typed data', async () => {
    const page = {
      list: [{ id: 1, title: 'メンテナンス', content: '本文', pinned: true, publishedAt: '2026-01-01T00:00:00Z' }],
      total: 1,
      pageNum: 2,
      pageSize: 5,
    };
    server.on(notices, (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: page }));
    const data = await call(noticeQuery, { pageNum: 2, pageSize: 5 });
    expect(data).toEqual(page);
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: 'POST', path: notices, body: { pageNum: 2, pageSize: 5 } });
    expect(server.seen[0].headers['content-type']).toMatch(/application\/json/);
  });

  it('fills contract defaults and sends {} for body-less calls', async () => {
    server.on(notices, (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: okPage }));
    server.on('/v2/app/banner/query', (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: [] }));
    await call(noticeQuery);
    await call(bannerQuery);
    expect(server.seen.map((r) => r.body)).toEqual([{ pageNum: 1, pageSize: 10 }, {}]);
  });

  it('sends TOKEN only when a token is stored, and Accept-Language from the stored language', async () => {
    server.on(notices, (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: okPage }));
    await call(noticeQuery);
    expect(server.seen[0].headers.token).toBeUndefined();
    expect(server.seen[0].headers['accept-language']).toBe('ja-JP');

    setToken('tok-123');
    $locale.set('ko-KR');
    await call(noticeQuery);
    expect(server.seen[1].headers.token).toBe('tok-123');
    expect(server.seen[1].headers['accept-language']).toBe('ko-KR');
  });

  it('never sends a body that breaks its contract', async () => {
    server.on(notices, (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: okPage }));
    $locale.set('en-US');
    const error = await rejection(call(noticeQuery, { pageNum: 0, pageSize: 5 }));
    expect(error).toMatchObject({ code: 400, error: CLIENT_ERRORS.invalidRequest, msg: 'Please check what you entered' });
    expect(error.issues).toEqual([{ field: 'pageNum', message: 'Please check what you entered' }]);
    expect(server.seen).toHaveLength(0);
    expect(toastTexts()).toEqual(['Please check what you entered']);
  });

  it('says a refused field in the page’s language, not in zod’s English', async () => {
    $locale.set('ja-JP');
    const error = await rejection(call(noticeQuery, { pageNum: 0, pageSize: 5 }));
    expect(error.issues).toEqual([{ field: 'pageNum', message: error.msg }]);
    expect(error.msg).not.toMatch(/[A-Za-z]/);
  });

  it('on code ≠ 200 shows the server message and rejects with the envelope fields', async () => {
    server.on(notices, (_, res) =>
      sendJson(res, 422, {
        code: 422,
        msg: '銀行カードを先に登録してください',
        data: null,
        error: 'BANK_CARD_REQUIRED',
        reqId: 'req-9',
        issues: [{ field: 'card', message: '必須' }],
      }),
    );
    const error = await rejection(call(noticeQuery));
    expect(error).toMatchObject({
      code: 422,
      error: 'BANK_CARD_REQUIRED',
      msg: '銀行カードを先に登録してください',
      reqId: 'req-9',
      issues: [{ field: 'card', message: '必須' }],
    });
    expect(toastTexts()).toEqual(['銀行カードを先に登録してください']);
  });

  it('reads a failure envelope even when it comes with HTTP 200', async () => {
    server.on(notices, (_, res) => sendJson(res, 200, { code: 409, msg: 'conflict', data: null, error: 'CONFLICT', reqId: 'r' }));
    const error = await rejection(call(noticeQuery));
    expect(error.code).toBe(409);
    expect(toastTexts()).toEqual(['conflict']);
  });

  it('says the localized "Error" when the failure has no message', async () => {
    server.on(notices, (_, res) => sendJson(res, 500, { code: 500, msg: '', data: null, error: 'INTERNAL', reqId: 'r' }));
    $locale.set('zh-CN');
    const error = await rejection(call(noticeQuery));
    expect(error.msg).toBe('错误');
    expect(toastTexts()).toEqual(['错误']);
  });

  it('says "Error" for a non-2xx answer that is not an envelope', async () => {
    server.on(notices, (_, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    $locale.set('en-US');
    const error = await rejection(call(noticeQuery));
    expect(error).toMatchObject({ code: 502, error: CLIENT_ERRORS.http, msg: 'Error' });
    expect(toastTexts()).toEqual(['Error']);
  });

  it.each([
    [401, '/user/record', '/'],
    [402, '/en-US/user/record', '/en-US/'],
    [401, '/zh-CN/amigo', '/zh-CN/'],
  ])('logs out on %i and sends the browser from %s to the home page of its language, %s', async (code, pathname, home) => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, pathname });
    setToken('old-token');
    setUser({ username: 'player1' });
    server.on(notices, (_, res) => sendJson(res, code, { code, msg: 'セッションが切れました', data: null, error: 'SESSION', reqId: 'r' }));
    const error = await rejection(call(noticeQuery));
    expect(error.code).toBe(code);
    expect(error.endsSession).toBe(true);
    expect($token.get()).toBeUndefined();
    expect($user.get()).toEqual({});
    expect(assign).toHaveBeenCalledWith(home);
    expect(toastTexts()).toEqual(['セッションが切れました']);
  });

  it('leaves the page alone when a call made without a session is refused with 401', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, pathname: '/en-US/game/notice' });
    server.on(notices, (_, res) => sendJson(res, 401, { code: 401, msg: 'ログインに失敗しました', data: null, error: 'LOGIN_FAILED', reqId: 'r' }));
    const error = await rejection(call(noticeQuery));
    expect(error.code).toBe(401);
    expect(assign).not.toHaveBeenCalled();
    expect(toastTexts()).toEqual(['ログインに失敗しました']);
  });

  it('leaves an ended session to a caller that asked to handle it', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign, pathname: '/en-US/game/notice' });
    setToken('stale-token');
    server.on(notices, (_, res) => sendJson(res, 401, { code: 401, msg: 'expired', data: null, error: 'UNAUTHORIZED', reqId: 'r' }));
    const error = await rejection(call(noticeQuery, {}, { sessionEnd: 'caller' }));
    expect(error.endsSession).toBe(true);
    expect($token.get()).toBe('stale-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not log out on other failures', async () => {
    setToken('keep-me');
    server.on(notices, (_, res) => sendJson(res, 403, { code: 403, msg: 'forbidden', data: null, error: 'FORBIDDEN', reqId: 'r' }));
    await rejection(call(noticeQuery));
    expect($token.get()).toBe('keep-me');
  });

  it('rejects data that breaks the response contract', async () => {
    server.on(notices, (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: { list: 'nope' } }));
    $locale.set('en-US');
    const error = await rejection(call(noticeQuery));
    expect(error).toMatchObject({ code: 0, error: CLIENT_ERRORS.badResponse, msg: 'Request Error' });
  });

  it('says "Request Error" when the connection is closed without an answer', async () => {
    server.on(notices, (_, res) => void res.socket?.destroy());
    $locale.set('en-US');
    const error = await rejection(call(noticeQuery));
    expect(error).toMatchObject({ code: 0, error: CLIENT_ERRORS.network, msg: 'Request Error' });
    expect(toastTexts()).toEqual(['Request Error']);
  });

  it('says "Request Error" when nothing listens', async () => {
    const gone = await startTestServer();
    await gone.close();
    configureApi({ baseUrl: gone.url });
    $locale.set('vi-VN');
    const error = await rejection(call(noticeQuery));
    expect(error).toMatchObject({ code: 0, error: CLIENT_ERRORS.network, msg: 'Lỗi kết nối, vui lòng thử lại' });
  });

  it('gives up after the timeout and says "Request Error"', async () => {
    configureApi({ timeout: 150 });
    server.on(notices, (_, res) => {
      setTimeout(() => sendJson(res, 200, { code: 200, msg: 'ok', data: okPage }), 1000);
    });
    $locale.set('en-US');
    const started = Date.now();
    const error = await rejection(call(noticeQuery));
    expect(Date.now() - started).toBeLessThan(900);
    expect(error).toMatchObject({ code: 0, error: CLIENT_ERRORS.timeout, msg: 'Request Error' });
    expect(toastTexts()).toEqual(['Request Error']);
  });

  it('does not retry a failed POST', async () => {
    server.on(notices, (_, res) => sendJson(res, 503, { code: 503, msg: 'busy', data: null, error: 'UNAVAILABLE', reqId: 'r' }));
    await rejection(call(noticeQuery));
    expect(server.seen).toHaveLength(1);
  });

  it('lets a caller cancel without a toast', async () => {
    server.on(notices, (_, res) => {
      setTimeout(() => sendJson(res, 200, { code: 200, msg: 'ok', data: okPage }), 500);
    });
    const controller = new AbortController();
    const pending = call(noticeQuery, undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(toastTexts()).toEqual([]);
    expect(pendingProgress()).toBe(0);
  });

  it('shows the progress bar while a call is pending and completes it after', async () => {
    let answer!: () => void;
    server.on(notices, (_, res) => {
      answer = () => sendJson(res, 200, { code: 200, msg: 'ok', data: okPage });
    });
    const pending = call(noticeQuery);
    expect(pendingProgress()).toBe(1);
    expect($progress.get()).toBe(0.08);
    await vi.waitFor(() => expect(server.seen).toHaveLength(1));
    answer();
    await pending;
    expect(pendingProgress()).toBe(0);
    expect($progress.get()).toBe(1);
  });

  it('completes the progress bar after a failure too', async () => {
    server.on(notices, (_, res) => void res.socket?.destroy());
    await rejection(call(noticeQuery));
    expect(pendingProgress()).toBe(0);
  });
});

describe('money-moving calls', () => {
  const deposit = defineCall({
    path: '/v2/app/test/deposit',
    auth: 'user',
    idempotent: true,
    tag: 'test',
    summary: 'test deposit',
    request: z.strictObject({ amount: z.string() }),
    response: z.object({ orderSn: z.string() }),
  });

  it('send an Idempotency-Key, fresh per action unless the caller passes one', async () => {
    server.on(deposit.path, (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: { orderSn: 'A1' } }));
    await sendCall(deposit, { amount: '10' });
    await sendCall(deposit, { amount: '10' });
    await sendCall(deposit, { amount: '10' }, { idempotencyKey: 'retry-of-action-7' });
    await sendCall(deposit, { amount: '10' }, { idempotencyKey: 'retry-of-action-7' });
    const keys = server.seen.map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys.slice(2)).toEqual(['retry-of-action-7', 'retry-of-action-7']);
  });

  it('other calls send none', async () => {
    server.on(notices, (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: okPage }));
    await call(noticeQuery);
    expect(server.seen[0].headers['idempotency-key']).toBeUndefined();
  });

  it('other calls send the key a caller names (an action retried after a step-up)', async () => {
    server.on(notices, (_, res) => sendJson(res, 200, { code: 200, msg: 'ok', data: okPage }));
    await call(noticeQuery, {}, { idempotencyKey: 'action-9' });
    expect(server.seen[0].headers['idempotency-key']).toBe('action-9');
  });
});
