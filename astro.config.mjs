// Static, prerendered public site in seven languages. ja-JP lives at the root, the other
// locales under their prefix. Pages are written as `dist/<path>/index.html` (directory
// format), which is what the Fastify server serves.
import { copyFile, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chunkSources } from './scripts/chunk-sources.ts';
import { clientBundleGuard } from './scripts/client-bundle-guard.ts';
import { ISLAND_PAGE_EAGER_JS_LIMIT_KB, pagesCallingOperators, pagesLoadingEagerly, pagesOver } from './scripts/page-scripts.ts';
import { INLINE_HASHES_FILE, siteInlineCodeHashes } from './server/http/inline-code-hashes.ts';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES } from './shared/locales.ts';
import { shellPageOf } from './shared/pageShells.ts';

const apiPort = process.env.API_PORT || '4322';

// Each prefixed locale's not-found page is also written as `<locale>/404.html`, the name a
// static host (and our server) looks for next to the root `404.html`.
/** @type {import('astro').AstroIntegration} */
const localeNotFoundPages = {
  name: 'game-hall:locale-404',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      for (const locale of PREFIXED_LOCALES) {
        const from = fileURLToPath(new URL(`${locale}/404/index.html`, dir));
        if (await stat(from).catch(() => null)) {
          await copyFile(from, fileURLToPath(new URL(`${locale}/404.html`, dir)));
        }
      }
    },
  },
};

// The server's Content-Security-Policy allows the built pages' inline code by hash: the hashes are
// collected once here, and inline code that no hash can allow (onclick=, javascript: URLs) fails
// the build instead of failing in the browser.
/** @type {import('astro').AstroIntegration} */
const inlineCodeHashes = {
  name: 'game-hall:inline-code-hashes',
  hooks: {
    'astro:build:done': async ({ dir }) => {
      const root = fileURLToPath(dir);
      const hashes = await siteInlineCodeHashes(root);
      if (hashes.refused.length) {
        throw new Error(`Inline code the Content-Security-Policy cannot allow:\n  ${hashes.refused.join('\n  ')}`);
      }
      await writeFile(fileURLToPath(new URL(INLINE_HASHES_FILE, dir)), JSON.stringify(hashes, null, 2));
    },
  },
};

// No page with islands may make the browser load more script up front than the limit (gzip):
// a page that grows fails the build, naming itself and its weight. And no page but the operator
// console's may load, even lazily, a script naming an operator call; nor may a page load up front a
// chunk kept lazy for it (LAZY_CHUNKS: the machine screen on the springboard) (scripts/page-scripts.ts).
/** @type {import('astro').AstroIntegration} */
const islandPageWeight = {
  name: 'game-hall:island-page-weight',
  hooks: {
    'astro:build:done': ({ dir }) => {
      const operatorCalls = pagesCallingOperators(fileURLToPath(dir));
      if (operatorCalls.length) {
        const lines = operatorCalls.map(({ page, file, path }) => `${page}: ${file} names ${path}`);
        throw new Error(`Pages outside the operator console load operator calls:\n  ${lines.join('\n  ')}`);
      }
      const eager = pagesLoadingEagerly(fileURLToPath(dir));
      if (eager.length) {
        const lines = eager.map(({ page, chunk, problem }) => `${page}: ${chunk}, ${problem}`);
        throw new Error(`Pages loading a chunk meant to load lazily:\n  ${lines.join('\n  ')}`);
      }
      const over = pagesOver(fileURLToPath(dir), ISLAND_PAGE_EAGER_JS_LIMIT_KB * 1024);
      if (over.length) {
        const lines = over.map(({ page, gzipBytes }) => `${page}: ${(gzipBytes / 1024).toFixed(1)} KB`);
        throw new Error(`Pages with islands over ${ISLAND_PAGE_EAGER_JS_LIMIT_KB} KB of script (gzip):\n  ${lines.join('\n  ')}`);
      }
    },
  },
};

// The dev server answers the addresses a page built once stands for (`/agent/team-report/<id>`)
// with that page, as the server does for the built site (shared/pageShells.ts).
/** @type {import('astro').AstroIntegration} */
const devPageShells = {
  name: 'game-hall:dev-page-shells',
  hooks: {
    'astro:server:setup': ({ server }) => {
      server.middlewares.use((req, _res, next) => {
        const [path, query] = (req.url ?? '/').split(/\?(.*)/s, 2);
        let page = null;
        try {
          page = shellPageOf(decodeURIComponent(path));
        } catch {
          // A malformed address is left to the dev server's own answer.
        }
        if (page) req.url = query ? `${page}?${query}` : page;
        next();
      });
    },
  },
};

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  // Stylesheets stay files (never inlined as <style>): the Content-Security-Policy then needs no
  // per-page style hashes, and the CSS is cached once for every page.
  build: { format: 'directory', inlineStylesheets: 'never' },
  integrations: [react(), localeNotFoundPages, inlineCodeHashes, islandPageWeight, devPageShells],
  i18n: {
    locales: [...LOCALES],
    defaultLocale: DEFAULT_LOCALE,
    routing: { prefixDefaultLocale: false },
  },
  // `/index` is an old address of the home page in every language.
  redirects: Object.fromEntries(
    LOCALES.map((l) => (l === DEFAULT_LOCALE ? ['/index', '/'] : [`/${l}/index`, `/${l}/`])),
  ),
  vite: {
    // clientBundleGuard: the build fails when server-only code reaches a browser's chunk.
    // chunkSources: which packages each chunk holds, for bench:pages.
    plugins: [
      vanillaExtractPlugin(),
      clientBundleGuard(fileURLToPath(new URL('.', import.meta.url))),
      chunkSources(fileURLToPath(new URL('.', import.meta.url))),
    ],
    server: {
      proxy: { '/v2': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
  },
});
