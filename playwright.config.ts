import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, findChromium } from './scripts/browser.ts';
import { APP_ORIGIN, APP_PORT, appServerEnv, providersServerEnv, PROVIDERS_PORT } from './tests/e2e/support/servers.ts';

// Journeys run in Debian's Chromium against the production build served by `npm start`
// (one process: the built site and the /v2 API), on a throwaway embedded database. The sandbox
// Google + LINE server runs beside it on loopback so third-party sign-in needs no network.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'game-hall-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // workers re-load this file; keep one directory

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when it starts: a folder of its own keeps the run's other
  // reports (test-results/vitest.json) for reading afterwards.
  outputDir: 'test-results/journeys',
  fullyParallel: true,
  workers: 2,
  // The sign-in journeys read the real captcha with a template matcher that misreads about one
  // confident answer in 400 (measured against renderCaptchaGif); under CI one retry keeps that
  // from failing a run, and a retried test is still reported as flaky.
  retries: process.env.CI ? 1 : 0,
  // 90 s: on a slow machine of this kind a whole run put several journeys past 40 s of their 60.
  timeout: 90_000,
  // A page's first answers come from a server that has just started (its code not yet compiled by
  // V8) while the other worker loads the same two cores: on a slower machine of this kind the first
  // journey's profile took longer than the default 5 s to show and passed only on its retry.
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: APP_ORIGIN,
    browserName: 'chromium',
    launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS },
    // A click or fill waits for its element at most 30 s (three times an assertion's wait), a page
    // load 60 s: without a limit an action waits out the whole test timeout, and a journey whose page
    // had signed the player out spent its 240 s on one click before its retry.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    // Under CI a failed journey is retried, recording a trace. Recording every first attempt
    // (screenshots and DOM snapshots at each action) to keep the failures' took about a fifth of
    // the journeys' CPU: the public pages in en-US with machine-fit, 94 → 74 s.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // Pages as a visitor who asked for reduced motion sees them (the design system's animations and
    // transitions end at once, the carousel and the machines' reels do not run): the journeys check
    // what a page does, and animating skeletons, banners and stages cost the renderer about a sixth
    // of the heaviest files' CPU (README, "Journeys"). The animated paths have journeys of their own
    // that ask for motion (tests/e2e/games/game-journey.spec.ts "with motion"), and their stories.
    reducedMotion: 'reduce',
  },
  projects: [
    { name: 'chromium', testIgnore: '**/throttling.spec.ts' },
    // Spends the sign-in allowance of 127.0.0.1, so it runs once everything else is done.
    { name: 'throttling', testMatch: '**/throttling.spec.ts', dependencies: ['chromium'] },
  ],
  webServer: [
    {
      command: 'node scripts/fake-providers.ts',
      url: `http://127.0.0.1:${PROVIDERS_PORT}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: providersServerEnv(),
    },
    {
      command: 'npm start',
      url: `${APP_ORIGIN}/v2/openapi.json`,
      reuseExistingServer: false,
      timeout: 300_000,
      env: { PORT: String(APP_PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn', ...appServerEnv(APP_PORT) },
    },
  ],
});
