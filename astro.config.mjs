// Static, prerendered public site in seven languages. ja-JP lives at the root, the other
// locales under their prefix. Pages are written as `dist/<path>/index.html` (directory
// format), which is what the Fastify server serves.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const LOCALES = ['ja-JP', 'en-US', 'ko-KR', 'zh-CN', 'zh-TW', 'fil-PH', 'vi-VN'];
const apiPort = process.env.API_PORT || '4322';

export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react()],
  i18n: {
    locales: LOCALES,
    defaultLocale: 'ja-JP',
    routing: { prefixDefaultLocale: false },
  },
  // `/index` is an old address of the home page in every language.
  redirects: Object.fromEntries(
    LOCALES.map((l) => (l === 'ja-JP' ? ['/index', '/'] : [`/${l}/index`, `/${l}/`])),
  ),
  vite: {
    plugins: [vanillaExtractPlugin()],
    server: {
      proxy: { '/v2': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
    },
  },
});
