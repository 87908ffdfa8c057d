// The peer page of `npm run bench:pages`: one static Astro page hydrating one small React island,
// built with the same Astro and React versions as the site.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

export default defineConfig({ integrations: [react()], outDir: './dist', logLevel: 'warn' });
