import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { googleConfigFromEnv, lineConfigFromEnv } from '../server/modules/auth/providers/config.ts';
import { verifyGoogleIdToken } from '../server/modules/auth/providers/google.ts';
import { exchangeLineCode } from '../server/modules/auth/providers/line.ts';
import { startFakeProviders, type FakeProviders } from '../tests/support/fake-providers.ts';
import { CHROMIUM_ARGS, findChromium } from './browser.ts';

const REDIRECT_URI = 'http://localhost:4321/auth/line/callback';

let providers: FakeProviders;
beforeAll(async () => {
  providers = await startFakeProviders({ googleClientId: 'hall-test.apps.googleusercontent.com', lineChannelId: '1650000000', lineChannelSecret: 'c0ffee' });
});
afterAll(() => providers.stop());

describe('sandbox providers', () => {
  it('take fixed ids and secret from options and answer /health', async () => {
    expect(providers.env).toMatchObject({
      GOOGLE_CLIENT_ID: 'hall-test.apps.googleusercontent.com',
      LINE_CHANNEL_ID: '1650000000',
      LINE_CHANNEL_SECRET: 'c0ffee',
      GOOGLE_SCRIPT_URL: `${providers.origin}/gsi/client`,
      LINE_AUTHORIZE_URL: `${providers.origin}/oauth2/v2.1/authorize`,
    });
    const health = await fetch(`${providers.origin}/health`);
    expect(health.status).toBe(200);
  });

  describe('LINE consent page', () => {
    const authorizeQuery = (overrides: Record<string, string> = {}) =>
      new URLSearchParams({ response_type: 'code', client_id: '1650000000', redirect_uri: REDIRECT_URI, state: 's-123', scope: 'profile openid email', nonce: 'n-9', ...overrides });

    it('shows email and name fields with Allow and Cancel', async () => {
      const page = await fetch(`${providers.origin}/oauth2/v2.1/authorize?${authorizeQuery()}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      for (const part of ['name="email"', 'name="name"', '>Allow</button>', '>Cancel</button>', `value="${REDIRECT_URI}"`]) expect(html).toContain(part);
    });

    it('refuses an unknown channel or a missing state', async () => {
      expect((await fetch(`${providers.origin}/oauth2/v2.1/authorize?${authorizeQuery({ client_id: '42' })}`)).status).toBe(400);
      expect((await fetch(`${providers.origin}/oauth2/v2.1/authorize?${authorizeQuery({ state: '' })}`)).status).toBe(400);
    });

    it('Allow redirects back with a code our server can exchange once, carrying the entered person', async () => {
      const form = authorizeQuery();
      form.set('email', 'taro@example.jp');
      form.set('name', 'Taro');
      form.set('decision', 'allow');
      const answer = await fetch(`${providers.origin}/oauth2/v2.1/authorize`, { method: 'POST', body: form, redirect: 'manual' });
      expect(answer.status).toBe(302);
      const back = new URL(answer.headers.get('location')!);
      expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
      expect(back.searchParams.get('state')).toBe('s-123');
      const code = back.searchParams.get('code')!;

      const config = lineConfigFromEnv({ ...providers.env, LINE_REDIRECT_URI: REDIRECT_URI })!;
      const identity = await exchangeLineCode(code, config);
      expect(identity).toEqual({ subject: expect.stringMatching(/^U[0-9a-f]{32}$/), email: 'taro@example.jp', emailVerified: true, name: 'Taro' });
      await expect(exchangeLineCode(code, config)).rejects.toThrow(/invalid_grant/);
    });

    it('a code only works with the redirect URI it was issued for', async () => {
      const form = authorizeQuery();
      form.set('decision', 'allow');
      const answer = await fetch(`${providers.origin}/oauth2/v2.1/authorize`, { method: 'POST', body: form, redirect: 'manual' });
      const code = new URL(answer.headers.get('location')!).searchParams.get('code')!;
      const config = lineConfigFromEnv({ ...providers.env, LINE_REDIRECT_URI: 'http://localhost:4321/other' })!;
      await expect(exchangeLineCode(code, config)).rejects.toThrow(/invalid_grant/);
    });

    it('Cancel redirects back with access_denied and the state', async () => {
      const form = authorizeQuery();
      form.set('decision', 'cancel');
      const answer = await fetch(`${providers.origin}/oauth2/v2.1/authorize`, { method: 'POST', body: form, redirect: 'manual' });
      const back = new URL(answer.headers.get('location')!);
      expect(back.searchParams.get('error')).toBe('access_denied');
      expect(back.searchParams.get('state')).toBe('s-123');
      expect(back.searchParams.has('code')).toBe(false);
    });

    it('the token endpoint wants a form body, the right grant and client credentials', async () => {
      const token = (body: string, type = 'application/x-www-form-urlencoded') =>
        fetch(`${providers.origin}/oauth2/v2.1/token`, { method: 'POST', headers: { 'content-type': type }, body }).then(async (r) => [r.status, await r.json()]);
      const code = providers.issueLineCode({ sub: 'U1' });
      const good = new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: '1650000000', client_secret: 'c0ffee' });
      expect(await token(JSON.stringify(Object.fromEntries(good)), 'application/json')).toEqual([400, expect.objectContaining({ error: 'invalid_request' })]);
      expect(await token(new URLSearchParams({ ...Object.fromEntries(good), grant_type: 'password' }).toString())).toEqual([400, expect.objectContaining({ error: 'unsupported_grant_type' })]);
      expect(await token(new URLSearchParams({ ...Object.fromEntries(good), client_secret: 'nope' }).toString())).toEqual([400, expect.objectContaining({ error: 'invalid_client' })]);
      expect(await token(good.toString())).toEqual([200, expect.objectContaining({ token_type: 'Bearer', id_token: expect.any(String), access_token: expect.any(String) })]);
    });
  });

  const chromiumPath = findChromium();
  describe.skipIf(!chromiumPath)('Google button and account chooser in a browser', () => {
    let site: Server;
    let siteOrigin: string;
    beforeAll(async () => {
      // A page of "our" site that loads the sandbox script as the sign-in popup would.
      site = createServer((_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html><body>
<div id="google-button"></div>
<script src="${providers.env.GOOGLE_SCRIPT_URL}"></script>
<script>
google.accounts.id.initialize({ client_id: ${JSON.stringify(providers.googleClientId)}, callback: (response) => { window.credential = response.credential; } });
google.accounts.id.renderButton(document.getElementById('google-button'), { type: 'standard', text: 'signin_with' });
</script></body></html>`);
      });
      await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
      siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
    });
    afterAll(() => {
      site.closeAllConnections();
      site.close();
    });

    it('renders "Sign in with Google"; the popup hands a verifiable credential to the callback', async () => {
      const browser = await chromium.launch({ executablePath: chromiumPath!, args: CHROMIUM_ARGS });
      try {
        const page = await browser.newPage();
        await page.goto(siteOrigin);
        const [chooser] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Sign in with Google' }).click()]);
        await chooser.getByLabel('Email', { exact: true }).fill('hana@example.com');
        await chooser.getByLabel('Name').fill('Hana Sato');
        await Promise.all([chooser.waitForEvent('close'), chooser.getByRole('button', { name: 'Continue' }).click()]);
        const credential = await page.waitForFunction(() => (window as unknown as { credential?: string }).credential).then((handle) => handle.jsonValue());

        const identity = await verifyGoogleIdToken(credential as string, googleConfigFromEnv(providers.env)!);
        expect(identity).toEqual({ subject: expect.stringMatching(/^\d{21}$/), email: 'hana@example.com', emailVerified: true, name: 'Hana Sato' });
      } finally {
        await browser.close();
      }
    }, 60_000);
  });
});

describe('npm run sandbox:providers', () => {
  it('starts on the given port with the given ids, prints the env lines, answers /health, stops on SIGTERM', async () => {
    const port = 4400 + Math.floor(Math.random() * 500);
    const child = spawn(process.execPath, ['scripts/fake-providers.ts'], {
      env: { ...process.env, SANDBOX_PROVIDERS_PORT: String(port), GOOGLE_CLIENT_ID: 'fixed-google', LINE_CHANNEL_ID: '1234567890', LINE_CHANNEL_SECRET: 'fixed-secret' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      await expect.poll(() => output, { timeout: 15_000 }).toContain('export LINE_ISSUER=');
      expect(output).toContain('export GOOGLE_CLIENT_ID=fixed-google');
      expect(output).toContain('export LINE_CHANNEL_SECRET=fixed-secret');
      expect(output).toContain(`export GOOGLE_JWKS_URL=http://127.0.0.1:${port}/oauth2/v3/certs`);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
  }, 30_000);
});
