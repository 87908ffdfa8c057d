// The built site is served by the same app; the database does not matter here, so one (`oneDatabase`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { homeHeadTags } from '../../server/http/static-site.ts';
import { bannerHref } from '../../shared/bannerHref.ts';
import { oneDatabase } from './support/databases.ts';

const files: Record<string, string> = {
  'index.html': '<html lang="ja">home-ja</html>',
  '404.html': '<html lang="ja">not-found-ja</html>',
  'en-US/index.html': '<html lang="en">home-en</html>',
  'en-US/404.html': '<html lang="en">not-found-en</html>',
  'game/notice/index.html': '<html lang="ja">notice-ja</html>',
  'redirect/index.html': '<html lang="ja">redirect-ja</html>',
  'en-US/redirect/index.html': '<html lang="en">redirect-en</html>',
  'agent/team-report/index.html': '<html lang="ja">team-report-ja</html>',
  'zh-CN/agent/team-report/index.html': '<html lang="zh">team-report-zh</html>',
  'zh-CN/404.html': '<html lang="zh">not-found-zh</html>',
  '_astro/app.abc123.js': 'console.log(1)',
  '_astro/big.abc123.js': `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};`,
  'games/slot-classic-777.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  '.build-stamp': 'stamp',
};

describe('static site', () => {
  let t: TestApp;
  let siteDir: string;
  beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'gh-site-'));
    for (const [name, content] of Object.entries(files)) {
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

  it('serves directory URLs through their index.html, with or without the slash', async () => {
    for (const [url, text] of [
      ['/', 'home-ja'],
      ['/en-US/', 'home-en'],
      ['/game/notice/', 'notice-ja'],
      ['/game/notice', 'notice-ja'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(text);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers any /redirect/<path> with the redirect helper of that locale', async () => {
    for (const [url, text] of [
      ['/redirect/user/anything?x=1', 'redirect-ja'],
      ['/en-US/redirect/agent/team-report/42', 'redirect-en'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(text);
    }
    expect((await get('/ko-KR/redirect/x')).statusCode).toBe(404);
    expect((await get('/redirects/x')).statusCode).toBe(404);
  });

  it('answers /agent/team-report/<member id> with the team report page of that locale, anything else with 404', async () => {
    for (const [url, text] of [
      ['/agent/team-report', 'team-report-ja'],
      ['/agent/team-report/42', 'team-report-ja'],
      ['/agent/team-report/42/?from=2026-03-01&to=2026-03-02', 'team-report-ja'],
      ['/zh-CN/agent/team-report/7', 'team-report-zh'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain(text);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    for (const [url, text] of [
      ['/agent/team-report/abc', 'not-found-ja'],
      ['/agent/team-report/42/x', 'not-found-ja'],
      ['/agent/team-report/0', 'not-found-ja'],
      ['/zh-CN/agent/team-report/4%2F2', 'not-found-zh'],
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain(text);
    }
  });

  it('makes hashed assets immutable and other files short-lived', async () => {
    const asset = await get('/_astro/app.abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const svg = await get('/games/slot-classic-777.svg');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.headers['cache-control']).not.toContain('immutable');
  });

  it('compresses text for browsers that accept it: brotli, else gzip, else none, with an ETag per encoding', async () => {
    const url = '/_astro/big.abc123.js';
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    const source = plain.body;
    expect(source.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(source.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(source);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(source);
    expect(new Set([plain.headers.etag, br.headers.etag, gz.headers.etag]).size).toBe(3);
    const again = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    // A few bytes are not worth compressing.
    const small = await t.app.inject({ method: 'GET', url: '/_astro/app.abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('answers a missing page with the 404 page of its locale', async () => {
    const ja = await get('/no/such/page');
    expect(ja.statusCode).toBe(404);
    expect(ja.body).toContain('not-found-ja');
    const en = await get('/en-US/no/such/page');
    expect(en.statusCode).toBe(404);
    expect(en.body).toContain('not-found-en');
    // A locale without its own 404 page, and an unknown prefix, get the root one.
    for (const url of ['/ko-KR/missing', '/xx-YY/game/notice/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('not-found-ja');
    }
  });

  it('redirects /index to / and /<locale>/index to /<locale>/', async () => {
    const root = await get('/index');
    expect(root.statusCode).toBe(301);
    expect(root.headers.location).toBe('/');
    const en = await get('/en-US/index?x=1');
    expect(en.statusCode).toBe(301);
    expect(en.headers.location).toBe('/en-US/?x=1');
  });

  it('never serves dotfiles or files outside the site', async () => {
    for (const url of ['/.build-stamp', '/../package.json', '/%2e%2e/package.json', '/game/%00']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('stamp');
      expect(res.body).not.toContain('"name"');
    }
  });

  it('keeps /v2 in the API envelope even with a site', async () => {
    const res = await get('/v2/app/unknown');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404, error: 'NOT_FOUND' });
    const ok = await t.app.inject({ method: 'POST', url: '/v2/app/country' });
    expect(ok.statusCode).toBe(200);
  });
});

describe('static site: the home page names its first banner', () => {
  let t: TestApp;
  let siteDir: string;
  // Long enough to be compressed, so the added tag is checked inside the compressed body.
  const page = `<html lang="ja"><head><title>home</title></head><body>${'<p>home-ja</p>'.repeat(200)}</body></html>`;
  beforeAll(async () => {
    siteDir = mkdtempSync(path.join(tmpdir(), 'gh-site-'));
    for (const name of ['index.html', 'en-US/index.html', 'game/notice/index.html']) {
      mkdirSync(path.dirname(path.join(siteDir, name)), { recursive: true });
      writeFileSync(path.join(siteDir, name), page);
    }
    t = await startTestApp(oneDatabase, { siteDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(siteDir, { recursive: true, force: true });
  });

  it('gives the home page of every locale the first active banner, in its language, and its image preloaded; no other page', async () => {
    for (const [url, locale] of [
      ['/', 'ja-JP'],
      ['/en-US/', 'en-US'],
    ] as const) {
      const first = (await t.app.inject({ method: 'POST', url: '/v2/app/banner/query', headers: { 'accept-language': locale } })).json().data[0];
      expect(first.imageUrl).toMatch(/^\//);
      const res = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, url).toBe(200);
      const html = brotliDecompressSync(res.rawPayload).toString();
      expect(html, url).toContain(`<link rel="preload" as="image" href="${first.imageUrl}" fetchpriority="high">`);
      expect(html.match(/rel="preload"/g), url).toHaveLength(1);
      const data = /<script type="application\/json" id="home-banner-data">(.*?)<\/script><\/head>/.exec(html)?.[1];
      expect(JSON.parse(data ?? 'null'), url).toEqual({
        image: first.imageUrl,
        title: first.title,
        href: bannerHref(first.linkUrl, locale),
      });
    }
    const notice = (await t.app.inject({ method: 'GET', url: '/game/notice/' })).body;
    expect(notice).not.toContain('preload');
    expect(notice).not.toContain('home-banner-data');
  });

  it('keeps a banner title from closing its data element', () => {
    const tags = homeHeadTags({ image: '/promo/x.svg', title: '</script><script>alert(1)</script>', href: '/' });
    expect(tags.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(/>([^<]*)<\/script>$/.exec(tags)![1]!).title).toBe('</script><script>alert(1)</script>');
    expect(homeHeadTags({ image: 'https://elsewhere.example/x.png', title: 'x', href: '/' })).toBe('');
  });
});
