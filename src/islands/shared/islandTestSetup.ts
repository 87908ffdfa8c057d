// Shared set-up of island component tests: a real local HTTP server the API client talks to,
// the island languages loaded up front, and a clean slate of stores after each test.
import { afterAll, afterEach, beforeAll, beforeEach, expect, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { configureApi } from '../../api/client.ts';
import { startTestServer, type TestServer } from '../../api/testServer.ts';
import { loadIslandI18n } from '../../i18n/islandI18n.ts';
import type { Locale } from '../../../shared/locales.ts';
import { $locale } from '../../stores/locale.ts';
import { clearToasts } from '../../stores/toasts.ts';
import { pendingProgress, resetProgress } from '../../stores/progress.ts';

/** Registers the hooks; call at the top of a test file. The getter gives the running server. */
export function setUpIslandTests(locales: readonly Locale[]): () => TestServer {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    // The first import of a language file is slow in the test runner; load them up front.
    await Promise.all(locales.map((locale) => loadIslandI18n(locale)));
  });
  afterAll(() => server.close());
  beforeEach(() => configureApi({ baseUrl: server.url }));
  afterEach(async () => {
    // Let every call finish first: unmounting would cancel the rest mid-flight.
    await vi.waitFor(() => expect(pendingProgress()).toBe(0));
    cleanup();
    server.reset();
    clearToasts();
    resetProgress();
    $locale.set('ja-JP');
  });
  return () => server;
}
