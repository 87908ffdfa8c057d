// A real server process as an operator runs it: /livez and /readyz, metrics on their own port (with
// the jobs' runs, failures and lag per queue),
// the caller's x-request-id in the log, SIGTERM under load (readiness 503 at once, every request
// still answered during the drain, exit 0), and ROLE=worker answering health only.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { killServers, startServer, statusOf } from './support/server-process.ts';

const dirs: string[] = [];
afterAll(() => {
  killServers();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gh-ops-'));
  dirs.push(dir);
  return dir;
}

/** A light call answered from the database (0: no answer at all). */
async function countries(port: number): Promise<number> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/v2/app/country`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(10_000),
    });
    await response.body?.cancel();
    return response.status;
  } catch {
    return 0;
  }
}

describe('server process operations', () => {
  it('answers health and metrics, logs the caller request id, and drains on SIGTERM without failing a request', async () => {
    const [port, metricsPort] = [await freePort(), await freePort()];
    const drainDelayMs = 3_000;
    // The drain's callers all come from 127.0.0.1 as fast as it answers: on a quiet machine that is
    // more than the /v2-wide limit a minute allows one address, and a 429 is not what this tests.
    const server = startServer({
      DATA_DIR: tempDir(),
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DRAIN_DELAY_MS: String(drainDelayMs),
      LOG_LEVEL: 'info',
      RATE_LIMIT_MAX: '0',
    });
    await server.printed('Game Hall is running');
    const base = `http://127.0.0.1:${port}`;
    expect(await statusOf(`${base}/livez`)).toBe(200);
    expect(await statusOf(`${base}/readyz`)).toBe(200);

    // The caller's id is answered and logged; one that is not a plain token is replaced.
    const traced = await fetch(`${base}/v2/app/country`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'trace-7f3a.1' }, body: '{}' });
    expect(traced.headers.get('x-request-id')).toBe('trace-7f3a.1');
    const junk = await fetch(`${base}/v2/app/country`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-request-id': 'a b\u00e9' }, body: '{}' });
    expect(junk.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => server.output(), { timeout: 5_000 }).toContain('"reqId":"trace-7f3a.1"');

    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/v2\/app\/country"[^}]*status_code="200"\} [1-9]/);
    expect(metrics).toMatch(/^ledger_transfers_booked\{role="all"\} \d+$/m);
    expect(metrics).toContain('nodejs_eventloop_lag_seconds');
    // The jobs' series come from pg-boss's table once the job system has made it: a job every second
    // (the deposit watcher, which reads the chains whether or not anything is due, unlike the outboxes)
    // has finished runs, and a queue nobody is behind has waited 0 s or little more.
    const jobSeries = async () => (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    await expect.poll(jobSeries, { timeout: 60_000, interval: 500 }).toMatch(/^job_runs_last_hour\{queue="hall\.chain-deposit-watcher",outcome="completed"[^}]*\} [1-9]\d*$/m);
    const withJobs = await jobSeries();
    expect(withJobs).toMatch(/^job_runs_last_hour\{queue="hall\.chain-deposit-watcher",outcome="failed"[^}]*\} 0$/m);
    expect(withJobs).toMatch(/^job_oldest_waiting_seconds\{queue="hall\.chain-deposit-watcher"[^}]*\} \d+(\.\d+)?$/m);
    expect(withJobs).toMatch(/^job_active\{queue="hall\.chain-deposit-watcher"[^}]*\} [01]$/m);
    // Not on the visitors' port.
    expect(await statusOf(`${base}/metrics`)).toBe(404);

    // Light load: four callers one after another each, until a while after readiness turned.
    const statuses: number[] = [];
    let stopLoad = false;
    const load = Array.from({ length: 4 }, async () => {
      while (!stopLoad) statuses.push(await countries(port));
    });
    await expect.poll(() => statuses.length, { timeout: 10_000 }).toBeGreaterThan(8);

    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await expect.poll(() => statusOf(`${base}/readyz`), { timeout: 5_000, interval: 20 }).toBe(503);
    const turnedAfter = Date.now() - signalled;
    // Readiness turned while the drain still had time to run: a balancer sees it before anything closes.
    expect(turnedAfter).toBeLessThan(drainDelayMs);
    const beforeStop = statuses.length;
    await new Promise((resolve) => setTimeout(resolve, drainDelayMs / 3));
    stopLoad = true;
    await Promise.all(load);
    // Requests kept being answered during the drain, and every one of them without a failure.
    expect(statuses.length).toBeGreaterThan(beforeStop);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);

    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(15_000);
    expect(server.output()).toContain('draining');
  }, 180_000);

  it('ROLE=worker answers /livez and /readyz only, and stops with exit 0', async () => {
    const port = await freePort();
    const worker = startServer({ DATA_DIR: tempDir(), PORT: String(port), ROLE: 'worker', LOG_LEVEL: 'info' });
    await worker.printed('Game Hall is running');
    expect(worker.output()).toContain('ROLE=worker');
    const base = `http://127.0.0.1:${port}`;
    expect(await statusOf(`${base}/livez`)).toBe(200);
    expect(await statusOf(`${base}/readyz`)).toBe(200);
    expect(await countries(port)).toBe(404);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  }, 180_000);
});
