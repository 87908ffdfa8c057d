// Shared set-up of store tests: a real local HTTP server the API client talks to with a session
// token, and the session, toasts and the server's routes cleared after each test.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { configureApi } from '../api/client.ts';
import { startTestServer, type TestServer } from '../api/testServer.ts';
import { $token, clearSession } from '../stores/session.ts';
import { clearToasts } from '../stores/toasts.ts';

/** Registers the hooks; call at the top of a test file. The getter gives the running server. */
export function setUpStoreTests(token: string): () => TestServer {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());
  beforeEach(() => {
    configureApi({ baseUrl: server.url });
    $token.set(token);
  });
  afterEach(() => {
    server.reset();
    clearSession();
    clearToasts();
  });
  return () => server;
}
