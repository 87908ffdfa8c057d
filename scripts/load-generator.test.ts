// The load generator at a fixed rate sends its calls evenly over the run (what the benches' "p99 at
// half the rate" needs), not each connection's share of a second back to back at the start of it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLoadGenerator } from './bench-support.ts';

describe('the load generator', () => {
  const arrivals: { at: number; n: string; body: string }[] = [];
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        arrivals.push({ at: performance.now(), n: String(request.headers['x-n']), body });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const requests = Array.from({ length: 60 }, (_, i) => ({ path: '/call', headers: { 'content-type': 'application/json', 'x-n': String(i) }, body: JSON.stringify({ i }) }));

  it('at 100 calls/s spreads 60 calls over about 0.6 s, each sent once with its own headers and body', { timeout: 30_000 }, async () => {
    arrivals.length = 0;
    const result = await runLoadGenerator(url, requests, 4, 100);
    expect(result).toMatchObject({ calls: 60, non2xx: 0, errors: 0, timeouts: 0 });
    expect(arrivals.map(({ n }) => Number(n)).sort((a, b) => a - b)).toEqual(requests.map((_, i) => i));
    for (const { n, body } of arrivals) expect(JSON.parse(body)).toEqual({ i: Number(n) });
    const first = arrivals[0]!.at;
    // Evenly: about 15 in the first 150 ms and the last one near 590 ms. A connection's whole share
    // of the second sent at once would put all 60 in the first few milliseconds.
    expect(arrivals.filter(({ at }) => at - first < 150).length).toBeLessThan(40);
    expect(arrivals.at(-1)!.at - first).toBeGreaterThan(400);
  });

  it('without a rate sends every call as fast as answered', { timeout: 30_000 }, async () => {
    arrivals.length = 0;
    const result = await runLoadGenerator(url, requests, 4);
    expect(result).toMatchObject({ calls: 60, non2xx: 0, errors: 0, timeouts: 0 });
    expect(new Set(arrivals.map(({ n }) => n)).size).toBe(60);
  });
});
