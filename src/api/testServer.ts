import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export type Handler = (request: SeenRequest, response: ServerResponse) => void | Promise<void>;

/** Answers `body` as JSON with `status` (and CORS, so a DOM-like fetch accepts it). */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'access-control-allow-origin': '*',
    // No idle keep-alive sockets left to be cut when the server closes.
    connection: 'close',
  });
  response.end(JSON.stringify(body));
}

/**
 * A real HTTP server on a random local port for tests of the API client: every request is
 * recorded, and the handler for each path can be swapped per test.
 */
export async function startTestServer() {
  const seen: SeenRequest[] = [];
  const handlers = new Map<string, Handler>();
  const answer = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'POST',
        'access-control-allow-headers': 'content-type, token, accept-language, idempotency-key',
        connection: 'close',
      });
      res.end();
      return;
    }
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const request: SeenRequest = {
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: raw ? JSON.parse(raw) : undefined,
    };
    seen.push(request);
    const handler = handlers.get(request.path);
    if (!handler) {
      sendJson(res, 404, { code: 404, msg: 'not found', data: null, error: 'NOT_FOUND', reqId: 'test' });
      return;
    }
    await handler(request, res);
  };
  // A handler that throws (or a body that is not JSON) fails the request, not the test process.
  const server = createServer((req, res) => {
    answer(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { connection: 'close' });
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    on(path: string, handler: Handler) {
      handlers.set(path, handler);
    },
    reset() {
      seen.length = 0;
      handlers.clear();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
