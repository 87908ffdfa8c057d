// Security headers (@fastify/helmet) on every kind of answer, and a Content-Security-Policy that
// allows exactly the site's own inline code. The database does not matter here, so one (`oneDatabase`).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountsConfigFromEnv } from '../../server/modules/auth/accounts.config.ts';
import { INLINE_HASHES_FILE } from '../../server/http/inline-code-hashes.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { oneDatabase } from './support/databases.ts';

// Inline code as a built page carries it; the test hashes the texts itself.
const INLINE_SCRIPT = "\n  try { if (localStorage.getItem('token')) document.documentElement.dataset.session = ''; } catch {}\n";
const MODULE_SCRIPT = 'import("/_astro/client.js");';
const DATA_BLOCK = '{"not":"code"}';
const STYLE_BLOCK = 'astro-island{display:contents}';
const STYLE_ATTRIBUTE = 'font-family:"Noto Sans";width:100%'; // written with &quot; in the HTML
const OTHER_PAGE_SCRIPT = 'location.replace("/en-US/user/finance/deposit")';

const files: Record<string, string> = {
  'index.html':
    `<!doctype html><html lang="ja"><head><script>${INLINE_SCRIPT}</script><style>${STYLE_BLOCK}</style>` +
    `<script type="module" src="/_astro/page.js"></script></head><body>` +
    `<span style="font-family:&quot;Noto Sans&quot;;width:100%">x</span>` +
    `<script type="application/json" id="data">${DATA_BLOCK}</script>` +
    `<script type="module">${MODULE_SCRIPT}</script></body></html>`,
  'en-US/user/finance/index.html': `<!doctype html><html lang="en"><head><script>${OTHER_PAGE_SCRIPT}</script></head><body></body></html>`,
  '404.html': '<!doctype html><html lang="ja"><body>not-found-ja</body></html>',
  '_astro/page.js': 'console.log(1)',
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

function writeSite(extra: Record<string, string> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-csp-'));
  for (const [name, content] of Object.entries({ ...files, ...extra })) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** `script-src 'self' 'sha256-…'; …` → { 'script-src': ["'self'", …], … } */
function parsePolicy(header: string | string[] | number | undefined): Record<string, string[]> {
  expect(typeof header, 'Content-Security-Policy header').toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const answers = (app: TestApp['app']) => ({
  page: () => app.inject({ method: 'GET', url: '/' }),
  staticFile: () => app.inject({ method: 'GET', url: '/_astro/page.js' }),
  missingPage: () => app.inject({ method: 'GET', url: '/no/such/page' }),
  apiAnswer: () => app.inject({ method: 'POST', url: '/v2/app/country' }),
  apiRefusal: () => app.inject({ method: 'POST', url: '/v2/app/notice/query', payload: { pageNum: 'one' } }),
  apiUnknown: () => app.inject({ method: 'POST', url: '/v2/app/no-such-call', payload: {} }),
  openApi: () => app.inject({ method: 'GET', url: '/v2/openapi.json' }),
});

describe('security headers in demo mode', () => {
  let demo: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = writeSite();
    demo = await startTestApp(oneDatabase, { siteDir, seed: false });
  });
  afterAll(async () => {
    await demo?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('puts the policy, frame and sniffing protection and the referrer policy on every kind of answer', async () => {
    const expected: Record<string, number> = { page: 200, staticFile: 200, missingPage: 404, apiAnswer: 200, apiRefusal: 400, apiUnknown: 404, openApi: 200 };
    for (const [name, call] of Object.entries(answers(demo.app))) {
      const res = await call();
      expect(res.statusCode, name).toBe(expected[name]);
      const policy = parsePolicy(res.headers['content-security-policy']);
      expect(policy['frame-ancestors'], name).toEqual(["'none'"]);
      expect(policy['object-src'], name).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], name).toBe('DENY');
      expect(res.headers['x-content-type-options'], name).toBe('nosniff');
      expect(res.headers['referrer-policy'], name).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], name).toBe('same-origin-allow-popups');
      // Demo mode runs on plain http: no HSTS, no upgrade of every request to https.
      expect(res.headers['strict-transport-security'], name).toBeUndefined();
      expect(policy['upgrade-insecure-requests'], name).toBeUndefined();
    }
  });

  it('allows scripts from this origin and the built inline code by hash, never unsafe-inline or unsafe-eval', async () => {
    const policy = parsePolicy((await answers(demo.app).page()).headers['content-security-policy']);
    const all = Object.values(policy).flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['style-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).toEqual(expect.arrayContaining(["'self'", sha256(INLINE_SCRIPT), sha256(MODULE_SCRIPT), sha256(OTHER_PAGE_SCRIPT)]));
    // A JSON data block is not code: no hash for it.
    expect(policy['script-src']).not.toContain(sha256(DATA_BLOCK));
    expect(policy['script-src']).toHaveLength(4);
    expect(policy['script-src-attr']).toEqual(["'none'"]);
    expect(policy['style-src']).toEqual(["'self'", sha256(STYLE_BLOCK)]);
    // The attribute's value as the browser reads it (entities decoded) is what is hashed.
    expect(policy['style-src-attr']).toEqual(["'unsafe-hashes'", sha256(STYLE_ATTRIBUTE)]);
    expect(policy['img-src']).toEqual(["'self'", 'data:']);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'none'"]);
  });

  describe('server-rendered sandbox pages', () => {
    const noncesOf = (res: { headers: Record<string, unknown> }) => {
      const policy = parsePolicy(res.headers['content-security-policy'] as string);
      const nonce = (values: string[] | undefined) => values?.find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
      return { script: nonce(policy['script-src']), style: nonce(policy['style-src']) };
    };

    it('the chain page runs its inline script and style under a nonce that is new on every answer', async () => {
      const first = await demo.app.inject({ method: 'GET', url: '/sandbox/chain?lang=en-US' });
      expect(first.statusCode).toBe(200);
      const nonce = noncesOf(first);
      expect(nonce.script).toMatch(/^[0-9a-f]{32}$/);
      expect(first.body).toContain(`<script nonce="${nonce.script}">`);
      expect(first.body).toContain(`<style nonce="${nonce.style}">`);
      // Every executable script on the page carries it (the JSON block is data).
      const scripts = [...first.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.filter((attrs) => !attrs.includes('application/json'))).toEqual([` nonce="${nonce.script}"`]);
      const second = noncesOf(await demo.app.inject({ method: 'GET', url: '/sandbox/chain' }));
      expect(second.script).not.toBe(nonce.script);
      expect(second.style).not.toBe(nonce.style);
    });

    it("the checkout page's style carries the answer's nonce", async () => {
      const res = await demo.app.inject({ method: 'GET', url: '/sandbox/psp/checkout/sbp_missing?lang=en-US' });
      expect(res.statusCode).toBe(404);
      const nonce = noncesOf(res);
      expect(nonce.style).toMatch(/^[0-9a-f]{32}$/);
      expect(res.body).toContain(`<style nonce="${nonce.style}">`);
      expect(res.headers['x-frame-options']).toBe('DENY');
    });

    it('the site policy carries no nonce', async () => {
      expect(noncesOf(await answers(demo.app).page())).toEqual({ script: undefined, style: undefined });
      expect(noncesOf(await answers(demo.app).apiAnswer())).toEqual({ script: undefined, style: undefined });
    });
  });
});

describe('security headers in production mode, with a build manifest, Google sign-in and an API origin', () => {
  const marker = sha256('from the manifest');
  let configured: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = writeSite({ [INLINE_HASHES_FILE]: JSON.stringify({ scripts: [marker], styles: [], styleAttributes: [], refused: [] }) });
    configured = await startTestApp(oneDatabase, {
      siteDir,
      seed: false,
      mode: 'production',
      accounts: accountsConfigFromEnv({ GOOGLE_CLIENT_ID: 'client-1', GOOGLE_SCRIPT_URL: 'http://127.0.0.1:4412/gsi/client' }),
      publicApiBase: 'https://api.hall.example/',
    });
  });
  afterAll(async () => {
    await configured?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('sends HSTS and upgrade-insecure-requests on every kind of answer', async () => {
    for (const [name, call] of Object.entries(answers(configured.app))) {
      const res = await call();
      expect(res.headers['strict-transport-security'], name).toBe('max-age=31536000');
      expect(parsePolicy(res.headers['content-security-policy'])['upgrade-insecure-requests'], name).toEqual([]);
      expect(res.headers['x-frame-options'], name).toBe('DENY');
    }
  });

  it('reads the inline-code hashes from the build manifest when dist/ has one, and never serves it', async () => {
    const policy = parsePolicy((await answers(configured.app).page()).headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'", marker, 'http://127.0.0.1:4412/gsi/client']);
    expect(policy['style-src-attr']).toEqual(["'none'"]);
    expect((await configured.app.inject({ method: 'GET', url: `/${INLINE_HASHES_FILE}` })).statusCode).toBe(404);
  });

  it('allows the configured Google sign-in script, its frames and calls, and the API origin', async () => {
    const policy = parsePolicy((await answers(configured.app).apiAnswer()).headers['content-security-policy']);
    expect(policy['frame-src']).toEqual(['http://127.0.0.1:4412/gsi/']);
    expect(policy['style-src']).toEqual(["'self'", 'http://127.0.0.1:4412/gsi/']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.hall.example', 'http://127.0.0.1:4412/gsi/']);
    expect(Object.values(policy).flat()).not.toContain("'unsafe-eval'");
  });
});
