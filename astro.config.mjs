// Static, prerendered public site in seven languages. ja-JP lives at the root, the other
// locales under their prefix. Pages are written as `dist/<path>/index.html` (directory
// format), which is what the Fastify server serves.
import { copyFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { DEFAULT_LOCALE, LOCALES, PREFIXED_LOCALES } from './src/lib/locales.ts';

const apiPort = process.env.API_PORT || '4322';

// Each prefixed locale's not-found page is also written as `<locale>/404.html`, the name a
// static host (and our server) looks for next to the root `404.html`.
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

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), localeNotFoundPages],
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
    plugins: [vanillaExtractPlugin()],
    server: {
      proxy: { '/v2': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
  },
});
