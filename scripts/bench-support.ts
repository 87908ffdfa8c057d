// What the API benches share: a throwaway PostgreSQL database on DATABASE_URL's server (default
// postgres://root@127.0.0.1:5432/test), players signed in straight in the database, calls measured
// N at a time (calls per second, p50/p99 latency), pgbench's TPS on the same server as the peer
// figure, and the printed table.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp, type AppOptions } from '../server/app.ts';
import { openDatabase, type Db } from '../server/db/database.ts';
import { walletConfigFromEnv } from '../server/modules/wallet/wallet.config.ts';
import { accountsConfigFromEnv } from '../server/modules/auth/accounts.config.ts';
import { startSession } from '../server/modules/auth/sessions.ts';

export const adminUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

/** The API's pool size (server/db/database.ts); pgbench gets as many connections. */
export const DB_CONNECTIONS = 10;

/** Runs one statement as the admin; answers the first column of the first row as text. */
export async function admin(query: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query<Record<string, unknown>>(query);
    return String(result.rows[0] ? Object.values(result.rows[0])[0] : '');
  } finally {
    await client.end();
  }
}

export interface ThrowawayDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new empty database on the admin's server (the app migrates it when it opens it). */
export async function throwawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  return {
    name,
    url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(),
    drop: async () => {
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A session token for a user made straight in the database (no registration round trips). */
export function benchSession(db: Db, userId: number): Promise<string> {
  return startSession(db, { now: () => new Date(), config: accountsConfigFromEnv({}) }, userId, { ip: '127.0.0.1', userAgent: 'bench' });
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export interface Measured {
  label: string;
  calls: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs the calls `clients` at a time; each must answer 200 (the body is passed to `check`). */
export async function measure(
  label: string,
  makeCalls: (() => Promise<Response>)[],
  clients: number,
  check: (body: string) => void = () => {},
): Promise<Measured> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  async function client() {
    while (next < makeCalls.length) {
      const call = makeCalls[next++]!;
      const t0 = performance.now();
      const response = await call();
      const body = await response.text();
      latencies.push(performance.now() - t0);
      if (response.status !== 200) throw new Error(`${label}: ${response.status} ${body}`);
      check(body);
    }
  }
  await Promise.all(Array.from({ length: clients }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, calls: makeCalls.length, perSecond: makeCalls.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
}

/** pgbench's TPS for a one-row-update transaction (the floor any money move stands on: one committed write). */
export function pgbenchTps(dbName: string, seconds: number): PgbenchResult {
  const env = { ...process.env, PGDATABASE: dbName };
  const server = new URL(adminUrl);
  const connection = ['-h', server.hostname, '-p', server.port || '5432', '-U', decodeURIComponent(server.username) || 'postgres'];
  const init = spawnSync('pgbench', [...connection, '-i', '-s', '10', '-q'], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const script = join(mkdtempSync(join(tmpdir(), 'bench-')), 'one-row-update.sql');
  writeFileSync(script, '\\set aid random(1, 100000 * :scale)\n\\set delta random(-5000, 5000)\nUPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;\n');
  const run = spawnSync('pgbench', [...connection, '-n', '-c', String(DB_CONNECTIONS), '-j', '2', '-T', String(seconds), '-f', script], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
  if (!tps || !latency) throw new Error(`pgbench printed no tps:\n${run.stdout}`);
  return { tps: Number(tps), latencyMs: Number(latency) };
}

/** The results table: one line per measured call, then pgbench's line as the peer. */
export function printResults(options: { title: string; heading: string; unit: string; results: Measured[]; peer: PgbenchResult; seconds: number }) {
  const { title, heading, unit, results, peer, seconds } = options;
  console.log(`\n${title}\n`);
  console.log(`${heading.padEnd(50)} ${unit.padStart(6)} ${`${unit}/s`.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const r of results) {
    console.log(`${r.label.padEnd(50)} ${String(r.calls).padStart(6)} ${r.perSecond.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`);
  }
  console.log(`${`peer: pgbench one-row UPDATE, ${DB_CONNECTIONS} connections, ${seconds} s`.padEnd(50)} ${''.padStart(6)} ${peer.tps.toFixed(0).padStart(9)} ${`avg ${peer.latencyMs.toFixed(1)}`.padStart(17)}`);
}

/**
 * A throwaway database and the app on it, as every API bench starts: no logs, no rate limits,
 * sandbox chains and checkouts without waits. `options` adds to (or replaces) those settings.
 */
export async function benchApp(prefix: string, options: Partial<AppOptions> = {}) {
  const throwaway = await throwawayDatabase(prefix);
  const database = await openDatabase({ url: throwaway.url });
  const app = await buildApp({
    db: database.db,
    logLevel: 'silent',
    rateLimit: false,
    callRateLimits: false,
    wallet: walletConfigFromEnv({ SANDBOX_BLOCK_MS: '0', CHAIN_POLL_MS: '0', PUBLIC_URL: 'http://bench.test' }),
    ...options,
  });
  return { throwaway, database, app };
}
