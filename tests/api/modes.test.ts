// Demo and production mode as the app registers them: in production the dev outbox, the sandbox
// pages and the sandbox provider's callback do not exist, whatever the other options say; in demo
// the dev outbox answers only a client on this machine that talks to us directly. Routing only, so
// one database (`oneDatabase`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppOptions } from '../../server/app.ts';
import { providerEvents } from '../../server/db/schema.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { postNotification, signedNotification } from './payments-fixtures.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { TEST_PSP_SANDBOX_SECRET, testWalletConfig } from './support/wallet.ts';
import { oneDatabase } from './support/databases.ts';

const SANDBOX_PAGES = ['/sandbox/chain', '/sandbox/chain/TRC20/head', '/sandbox/psp/checkout/sbp_any', '/sandbox/psp/resources/jpy'];
const OUTBOX = ['/dev/outbox', '/dev/outbox.json', '/dev/outbox.json?to=a%40example.com'];
const REMOTE = '203.0.113.7';

/** A made-up built site: its 404 page is what any unknown path gets. */
function siteFixture(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-modes-site-'));
  const files = { 'index.html': '<!doctype html><html lang="ja">home</html>', '404.html': '<html lang="ja">site-not-found</html>' };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

// Everything that would bring the demo-only routes back if the mode did not decide: sandbox on,
// no SMTP.
const tempting = (): Omit<AppOptions, 'db'> => ({ rateLimit: false, wallet: testWalletConfig({ sandbox: true }), smtpUrl: undefined });

describe('production mode', () => {
  let api: TestApp;
  let site: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = siteFixture();
    api = await startTestApp(oneDatabase, { ...tempting(), mode: 'production', seed: false });
    site = await startTestApp(oneDatabase, { ...tempting(), mode: 'production', seed: false, siteDir });
  });
  afterAll(async () => {
    await api?.close();
    await site?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('has no dev outbox and no sandbox pages: 404 with the envelope (API only) or the site 404 page', async () => {
    for (const url of [...OUTBOX, ...SANDBOX_PAGES]) {
      const res = await api.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 404, error: 'NOT_FOUND', data: null });
      const page = await site.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body, url).toContain('site-not-found');
    }
    for (const url of ['/sandbox/psp/checkout/sbp_any/pay', '/sandbox/chain/TRC20/send', '/sandbox/chain/TRC20/mine']) {
      expect((await api.app.inject({ method: 'POST', url, payload: {} })).statusCode, url).toBe(404);
    }
  });

  it("refuses the sandbox provider's notifications, even correctly signed: 404, nothing recorded", async () => {
    const note = signedNotification(TEST_PSP_SANDBOX_SECRET, { paymentId: 'sbp_x', merchantOrderSn: 'D1', amount: '1000', currency: 'JPY' }, new Date());
    const res = await postNotification(api.app, note.body, note.signature);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
    expect(await api.database.db.select().from(providerEvents)).toEqual([]);
  });

  it('seeds the catalogue but no demo player or agent', async () => {
    const seeded = await seedDatabase(api.database.db, new Date(), { demoAccounts: false });
    expect(seeded.seeded).toContain('games');
    expect(seeded.demoAccounts).toEqual([]);
    expect(seeded.seeded).not.toContain('users');
  });

  it('serves pages without the demo mark', async () => {
    const res = await site.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ja">');
    expect(res.body).not.toContain('data-demo');
  });
});

describe('demo mode', () => {
  let api: TestApp;
  let site: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = siteFixture();
    // No mode given: demo is the default.
    api = await startTestApp(oneDatabase, { ...tempting(), seed: false });
    site = await startTestApp(oneDatabase, { ...tempting(), seed: false, siteDir });
    await seedDatabase(api.database.db);
  });
  afterAll(async () => {
    await api?.close();
    await site?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('serves the dev outbox to a loopback client (IPv4, IPv6, IPv4-mapped)', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const url of OUTBOX) {
        const res = await api.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, `${remoteAddress} ${url}`).toBe(200);
      }
    }
  });

  it('answers any other client as if the outbox did not exist', async () => {
    for (const remoteAddress of [REMOTE, '::ffff:10.0.0.2', '2001:db8::1']) {
      for (const url of OUTBOX) {
        const res = await api.app.inject({ method: 'GET', url, remoteAddress });
        expect(res.statusCode, `${remoteAddress} ${url}`).toBe(404);
        expect(res.json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
        const page = await site.app.inject({ method: 'GET', url, remoteAddress });
        expect(page.statusCode, url).toBe(404);
        expect(page.body, url).toContain('site-not-found');
      }
    }
  });

  it('does not take X-Forwarded-For or Forwarded as proof of a local client, nor a request a proxy forwarded', async () => {
    const forged = { 'x-forwarded-for': '127.0.0.1' };
    expect((await api.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: REMOTE, headers: forged })).statusCode).toBe(404);
    // A proxy on this machine: the socket is local, but the visitor is not.
    for (const headers of [{ 'x-forwarded-for': REMOTE }, { forwarded: `for=${REMOTE}` }]) {
      expect((await api.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress: '127.0.0.1', headers })).statusCode).toBe(404);
    }
  });

  it('keeps the sandbox pages and marks every page as a demo', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/sandbox/chain' })).statusCode).toBe(200);
    expect((await api.app.inject({ method: 'GET', url: '/sandbox/psp/resources/jpy' })).statusCode).toBe(200);
    const home = await site.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<html data-demo lang="ja">');
    expect(home.headers['content-type']).toContain('text/html');
    const missing = await site.app.inject({ method: 'GET', url: '/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html data-demo lang="ja">site-not-found');
  });
});
