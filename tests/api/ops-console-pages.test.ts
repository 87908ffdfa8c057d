// The operator console's pages as the server answers them: every locale's /ops/ and /ops/sign-in
// are served with Cache-Control: no-store, X-Robots-Tag: noindex and the site's policy (no
// unsafe-inline, no unsafe-eval, no framing), and so is a console address that does not exist;
// the public pages keep their own caching and stay indexable. The database does not matter here,
// so one (`oneDatabase`). (tests/e2e/ops/ops-console.spec.ts checks the built pages in a browser.)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, localizePath } from '../../shared/locales.ts';
import { isConsolePath } from '../../server/http/static-site.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { oneDatabase } from './support/databases.ts';

const CONSOLE_PAGES = ['/ops/', '/ops/sign-in'];

function siteFiles(): Record<string, string> {
  const files: Record<string, string> = {
    '404.html': '<!doctype html><html lang="ja"><body>not-found-ja</body></html>',
    'game/notice/index.html': '<!doctype html><html lang="ja"><body>notice-ja</body></html>',
  };
  for (const locale of LOCALES) {
    for (const page of CONSOLE_PAGES) {
      const file = `${localizePath(page, locale).replace(/^\//, '').replace(/\/?$/, '/')}index.html`;
      files[file] = `<!doctype html><html><head><meta name="robots" content="noindex,nofollow"></head><body>${locale} ${page}</body></html>`;
    }
  }
  return files;
}

describe('operator console pages', () => {
  let t: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'gh-ops-site-'));
    for (const [name, content] of Object.entries(siteFiles())) {
      mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
      writeFileSync(path.join(siteDir, name), content);
    }
    t = await startTestApp(oneDatabase, { siteDir, seed: false });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  const expectConsoleHeaders = (headers: Record<string, unknown>, url: string) => {
    expect(headers['cache-control'], url).toBe('no-store');
    expect(headers['x-robots-tag'], url).toBe('noindex, nofollow');
    const policy = String(headers['content-security-policy']);
    expect(policy, url).toContain("default-src 'self'");
    expect(policy, url).toContain("frame-ancestors 'none'");
    expect(policy, url).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
    expect(headers['x-frame-options'], url).toBe('DENY');
  };

  it('answers /ops/ and /ops/sign-in with 200 in all 7 locales, never cached, never indexed, under the strict policy', async () => {
    for (const locale of LOCALES) {
      for (const page of [...CONSOLE_PAGES, '/ops', '/ops/sign-in/']) {
        const url = localizePath(page, locale);
        const res = await get(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.body, url).toContain(`${locale} ${page.replace(/\/$/, '') === '/ops' ? '/ops/' : '/ops/sign-in'}`);
        expectConsoleHeaders(res.headers, url);
      }
    }
  });

  it('sends the same headers with a console 404 and for an escaped console path', async () => {
    const missing = await get('/en-US/ops/no-such-screen');
    expect(missing.statusCode).toBe(404);
    expectConsoleHeaders(missing.headers, '/en-US/ops/no-such-screen');
    const escaped = await get('/%6Fps/sign-in');
    expect(escaped.statusCode).toBe(200);
    expectConsoleHeaders(escaped.headers, '/%6Fps/sign-in');
  });

  it('leaves the public pages cacheable and indexable', async () => {
    for (const url of ['/game/notice/', '/no/such/page']) {
      const res = await get(url);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-robots-tag'], url).toBeUndefined();
    }
  });

  it('knows console paths in every locale and nothing else', () => {
    for (const locale of LOCALES) expect(isConsolePath(localizePath('/ops/sign-in', locale))).toBe(true);
    expect(isConsolePath('/opsx')).toBe(false);
    expect(isConsolePath('/user/ops/')).toBe(false);
    expect(isConsolePath('/ops')).toBe(true);
  });
});
