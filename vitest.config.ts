import { defineConfig } from 'vitest/config';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.ts';

// Test projects:
//  unit       – pure logic (src/lib, src/contracts, src/stores, server fns, scripts) in Node
//  api        – the Fastify app through app.inject, on PGlite and (when reachable) PostgreSQL
//  component  – React islands/components in happy-dom
//  storybook  – every story as a browser test in Chromium (added in .storybook setup)
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          // Islands call a real local test server through ky; when the API suites share the two cores,
          // a test of several rounds can pass 5 s without anything being wrong.
          testTimeout: 15_000,
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test-support/componentSetup.ts'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // After each story: it must fit a 390 px phone (see the file).
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              // Debian Chromium (or CHROMIUM_PATH), never a downloaded browser.
              launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
});
