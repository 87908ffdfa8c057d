import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { LAZY_CHUNKS, operatorCallIn, pageScripts, pagesCallingOperators, pagesLoadingEagerly, pagesOver } from './page-scripts.ts';

// A built site in miniature: a page with an island, a page without, chunks that import each other
// statically and one that is only imported lazily.
const dist = mkdtempSync(join(tmpdir(), 'page-scripts-'));
const files: Record<string, string> = {
  '_astro/client.js': `import{a as r}from"./react.js";export default function h(){r()}`,
  '_astro/react.js': `export function a(){}`.padEnd(4000, ' '),
  '_astro/Island.js': `import"./shared.js";const l=()=>import("./lazy.js");export default l;`,
  '_astro/shared.js': `export const s=1;`,
  '_astro/lazy.js': `export const big="${'x'.repeat(20000)}";`,
  '_astro/menu.js': `export const m=1;`,
  'index.html':
    '<script type="module">import"/_astro/menu.js";</script>' +
    '<astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js" client="load"></astro-island>',
  'about/index.html': '<script type="module" src="/_astro/menu.js"></script>',
  // The operator console may call /v2/ops; a player's page may not, not even from a lazy chunk.
  '_astro/OpsIsland.js': 'export default ()=>s({path:`/v2/ops/auth/sign-in`,auth:`none`});',
  'ops/index.html': '<astro-island component-url="/_astro/OpsIsland.js" renderer-url="/_astro/client.js"></astro-island>',
  'en-US/ops/index.html': '<astro-island component-url="/_astro/OpsIsland.js" renderer-url="/_astro/client.js"></astro-island>',
  '_astro/PlayerIsland.js': 'const l=()=>import("./lazyOps.js");export default l;',
  '_astro/lazyOps.js': 'import"./shared.js";export const c=l({path:"/v2/ops/withdrawal/list"});',
  'user/index.html': '<astro-island component-url="/_astro/PlayerIsland.js" renderer-url="/_astro/client.js"></astro-island>',
};
for (const [path, text] of Object.entries(files)) {
  mkdirSync(join(dist, path, '..'), { recursive: true });
  writeFileSync(join(dist, path), text);
}
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const gzip = (path: string) => gzipSync(files[path]!, { level: 9 }).length;

describe('the scripts a built page loads up front', () => {
  it('follows module scripts, islands and their static imports, not lazy ones', () => {
    const home = pageScripts(dist, join(dist, 'index.html'));
    expect(home.files).toEqual(['/_astro/Island.js', '/_astro/client.js', '/_astro/menu.js', '/_astro/react.js', '/_astro/shared.js']);
    expect(home.gzipBytes).toBe(home.files.reduce((sum, file) => sum + gzip(file.slice(1)), 0));
    expect(home.islands).toBe(1);
    expect(pageScripts(dist, join(dist, 'about/index.html'))).toMatchObject({ files: ['/_astro/menu.js'], islands: 0 });
  });

  it('names the pages with islands over the limit, never those without', () => {
    const home = pageScripts(dist, join(dist, 'index.html')).gzipBytes;
    expect(pagesOver(dist, home)).toEqual([]);
    expect(pagesOver(dist, home - 1).map(({ page }) => page)).toContain('/index.html');
    expect(pagesOver(dist, 0).map(({ page }) => page)).not.toContain('/about/index.html');
  });

  it('names the pages outside the operator console that load an operator call, even lazily', () => {
    expect(operatorCallIn('s({path:`/v2/ops/withdrawal/list`,auth:`operator`})')).toBe('/v2/ops/withdrawal/list');
    expect(operatorCallIn('l({path:"/v2/app/notice/query",auth:"none"})')).toBeNull();
    expect(pagesCallingOperators(dist)).toEqual([{ page: '/user/index.html', file: '/_astro/lazyOps.js', path: '/v2/ops/withdrawal/list' }]);
    expect(pageScripts(dist, join(dist, 'index.html')).operatorCall).toBeNull();
  });

  it('lists what a page may load later apart from what it loads up front', () => {
    expect(pageScripts(dist, join(dist, 'index.html')).lazyFiles).toEqual(['/_astro/lazy.js']);
    expect(pageScripts(dist, join(dist, 'user/index.html')).lazyFiles).toEqual(['/_astro/lazyOps.js', '/_astro/shared.js']);
  });

  it('names a page that loads up front a chunk it must load lazily, or has no such lazy chunk', () => {
    const home = /^\/index\.html$/;
    expect(pagesLoadingEagerly(dist, [{ page: home, chunk: 'lazy' }])).toEqual([]);
    expect(pagesLoadingEagerly(dist, [{ page: home, chunk: 'shared' }])).toEqual([{ page: '/index.html', chunk: 'shared', problem: 'loaded up front' }]);
    expect(pagesLoadingEagerly(dist, [{ page: home, chunk: 'merged' }])).toEqual([{ page: '/index.html', chunk: 'merged', problem: 'no lazy chunk of that name' }]);
    // The springboard's rule reaches its page in every language.
    expect(LAZY_CHUNKS.some((rule) => rule.page.test('/amigo-springboard/index.html') && rule.page.test('/en-US/amigo-springboard/index.html'))).toBe(true);
  });

  it('fails on a page that loads a file the build did not write', () => {
    writeFileSync(join(dist, 'broken.html'), '<script type="module" src="/_astro/gone.js"></script>');
    expect(() => pageScripts(dist, join(dist, 'broken.html'))).toThrow(/loads \/_astro\/gone\.js/);
  });
});
