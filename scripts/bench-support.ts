// What the API benches share: a throwaway PostgreSQL database on DATABASE_URL's server (default
// postgres://root@127.0.0.1:5432/test), players signed in straight in the database, calls measured
// N at a time (calls per second, p50/p99 latency), pgbench's TPS on the same server as the peer
// figure, and the printed table.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp, type AppOptions } from '../server/app.ts';
import { DEFAULT_POOL_MAX, openDatabase, type Db } from '../server/db/database.ts';
import { walletConfigFromEnv } from '../server/modules/wallet/wallet.config.ts';
import { accountsConfigFromEnv } from '../server/modules/auth/accounts.config.ts';
import { startSession } from '../server/modules/auth/sessions.ts';
import { percentile } from './bench-ops.fns.ts';

export const adminUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';

/** The API's pool size: DB_POOL_MAX as the server reads it, else its default (server/db/database.ts); pgbench gets as many connections. */
export const DB_CONNECTIONS = Number(process.env.DB_POOL_MAX) || DEFAULT_POOL_MAX;

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

/** A database an earlier run kept (BENCH_KEEP=1), opened again as it is; never dropped. */
export function keptDatabase(name: string): ThrowawayDatabase {
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`not a database name: ${name}`);
  return { name, url: Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString(), drop: async () => {} };
}

/** A session token for a user made straight in the database (no registration round trips). */
export async function benchSession(db: Db, userId: number): Promise<string> {
  const { token } = await startSession(db, { now: () => new Date(), config: accountsConfigFromEnv({}) }, userId, { ip: '127.0.0.1', userAgent: 'bench' });
  return token;
}

// One definition of the percentile for every bench (nearest rank).
export { percentile };

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
  /**
   * The same database doing a money move's bare rows: one account debited, another credited, a row
   * recorded for each. As six statements sent one by one (BEGIN … COMMIT), and as one call of a
   * function doing the same four statements: how much of a move's cost is its round trips.
   */
  transfer: { statements: number; oneCall: number };
  /** The bench's own pgbench lines (`PgbenchLine`), in the order given. */
  more: { label: string; tps: number }[];
}

const TRANSFER_ROWS = `\\set a random(1, 100000 * :scale)
\\set b random(1, 100000 * :scale)
\\set delta random(1, 5000)
`;
const TRANSFER_STATEMENTS = `UPDATE pgbench_accounts SET abalance = abalance - :delta WHERE aid = :a;
INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (1, 1, :a, -:delta, CURRENT_TIMESTAMP);
UPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :b;
INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (1, 1, :b, :delta, CURRENT_TIMESTAMP);
`;

/** A line of a bench's own on pgbench's database: `setup` (SQL, run once by psql), then `script` for the run's seconds. */
export interface PgbenchLine {
  label: string;
  setup: string;
  script: string;
}

/**
 * pgbench's TPS for a one-row-update transaction (the floor any money move stands on: one committed
 * write), then for the bare rows of a transfer, statement by statement and in one function call,
 * then for the bench's own `lines`.
 */
export function pgbenchTps(dbName: string, seconds: number, lines: PgbenchLine[] = []): PgbenchResult {
  const env = { ...process.env, PGDATABASE: dbName };
  const server = new URL(adminUrl);
  const connection = ['-h', server.hostname, '-p', server.port || '5432', '-U', decodeURIComponent(server.username) || 'postgres'];
  const init = spawnSync('pgbench', [...connection, '-i', '-s', '10', '-q'], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  const bench = (name: string, script: string) => {
    const file = join(dir, `${name}.sql`);
    writeFileSync(file, script);
    const run = spawnSync('pgbench', [...connection, '-n', '-c', String(DB_CONNECTIONS), '-j', '2', '-T', String(seconds), '-f', file], { env, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`pgbench (${name}) failed: ${run.stderr}`);
    const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
    const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
    if (!tps || !latency) throw new Error(`pgbench (${name}) printed no tps:\n${run.stdout}`);
    return { tps: Number(tps), latencyMs: Number(latency) };
  };
  const oneRow = bench('one-row-update', '\\set aid random(1, 100000 * :scale)\n\\set delta random(-5000, 5000)\nUPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;\n');
  const statements = bench('transfer-statements', `${TRANSFER_ROWS}BEGIN;\n${TRANSFER_STATEMENTS}COMMIT;\n`);
  const setUp = (name: string, setupSql: string) => {
    const created = spawnSync('psql', [...connection, '-v', 'ON_ERROR_STOP=1', '-q', '-c', setupSql], { env, encoding: 'utf8' });
    if (created.status !== 0) throw new Error(`psql (${name}) failed: ${created.stderr}`);
  };
  setUp('bench_transfer', `CREATE FUNCTION bench_transfer(a integer, b integer, delta integer) RETURNS void LANGUAGE plpgsql AS $$ BEGIN
${TRANSFER_STATEMENTS.replace(/:(a|b|delta)\b/g, '$1')}END $$;`);
  const oneCall = bench('transfer-one-call', `${TRANSFER_ROWS}SELECT bench_transfer(:a, :b, :delta);\n`);
  const more = lines.map((line, i) => {
    setUp(line.label, line.setup);
    return { label: line.label, tps: bench(`line-${i}`, line.script).tps };
  });
  return { ...oneRow, transfer: { statements: statements.tps, oneCall: oneCall.tps }, more };
}

/** pgbench's lines under a table: the one-row update (the peer), then the transfer's rows and the bench's own lines beside it. */
function printPeers(peer: PgbenchResult, seconds: number, width: number, rateWidth: number, latencyWidth: number) {
  const share = (tps: number) => `${((100 * tps) / peer.tps).toFixed(0)} % of it`;
  console.log(`${`peer: pgbench one-row UPDATE, ${DB_CONNECTIONS} connections, ${seconds} s`.padEnd(width)} ${''.padStart(6)} ${peer.tps.toFixed(0).padStart(rateWidth)} ${`avg ${peer.latencyMs.toFixed(1)}`.padStart(latencyWidth)}`);
  console.log(`${'  pgbench: a transfer’s rows, 6 statements'.padEnd(width)} ${''.padStart(6)} ${peer.transfer.statements.toFixed(0).padStart(rateWidth)} ${share(peer.transfer.statements).padStart(latencyWidth)}`);
  console.log(`${'  pgbench: the same rows in one function call'.padEnd(width)} ${''.padStart(6)} ${peer.transfer.oneCall.toFixed(0).padStart(rateWidth)} ${share(peer.transfer.oneCall).padStart(latencyWidth)}`);
  for (const line of peer.more) console.log(`${`  pgbench: ${line.label}`.padEnd(width)} ${''.padStart(6)} ${line.tps.toFixed(0).padStart(rateWidth)} ${share(line.tps).padStart(latencyWidth)}`);
}

/** The results table: one line per measured call, then pgbench's line as the peer. */
export function printResults(options: { title: string; heading: string; unit: string; results: Measured[]; peer: PgbenchResult; seconds: number }) {
  const { title, heading, unit, results, peer, seconds } = options;
  console.log(`\n${title}\n`);
  console.log(`${heading.padEnd(50)} ${unit.padStart(6)} ${`${unit}/s`.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const r of results) {
    console.log(`${r.label.padEnd(50)} ${String(r.calls).padStart(6)} ${r.perSecond.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`);
  }
  printPeers(peer, seconds, 50, 9, 17);
}

/**
 * A throwaway database and the app on it, as every API bench starts: no logs, no rate limits,
 * sandbox chains and checkouts without waits. `options` adds to (or replaces) those settings;
 * `reuse` names a kept database to open instead of a new one.
 */
export async function benchApp(prefix: string, options: Partial<AppOptions> = {}, reuse?: string) {
  const throwaway = reuse ? keptDatabase(reuse) : await throwawayDatabase(prefix);
  const database = await openDatabase({ url: throwaway.url, pool: { max: DB_CONNECTIONS } });
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

// ---- Load from another process, round trips and CPU per call ----

/** One request as the load generator sends it (scripts/load-generator.ts). */
export interface PreparedRequest {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let roundTrips = 0;
let counting = false;
/**
 * Counts every query the app sends (each `Client.query` of node-postgres is one round trip to the
 * server: BEGIN, a statement, a function call, COMMIT). Installed once, before the app opens its pool.
 */
export function countRoundTrips(): void {
  if (counting) return;
  counting = true;
  const prototype = pg.Client.prototype as unknown as { query: (this: pg.Client, ...args: unknown[]) => unknown };
  const original = prototype.query;
  prototype.query = function (this: pg.Client, ...args: unknown[]) {
    roundTrips += 1;
    return original.apply(this, args);
  };
}

export const CLOCK_TICKS = 100;
export function processTicks(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime: fields 14 and 15 of the whole line, 12 and 13 after "pid (comm) ".
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** CPU milliseconds of the PostgreSQL backends serving this database (read from /proc). */
export async function backendTicks(dbName: string): Promise<Map<number, number>> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE datname = $1 AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      [dbName],
    );
    return new Map(rows.map((r) => [r.pid, processTicks(r.pid)]));
  } finally {
    await client.end();
  }
}

export interface LoadMeasured extends Measured {
  /** Round trips the app sent to PostgreSQL per call (session, BEGIN, statements, COMMIT). */
  roundTripsPerCall: number;
  /** CPU milliseconds per call: the server (this Node process), its PostgreSQL backends, the load generator. */
  nodeCpuMsPerCall: number;
  pgCpuMsPerCall: number;
  loadCpuMsPerCall: number;
  /** The run at half the measured rate (open loop): its p99. */
  halfRate?: { rate: number; p50: number; p99: number };
}

export interface LoadResult {
  calls: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  cpuMs: number;
}

/** Runs the load generator in its own process; `seconds`: send the requests in turn for that long instead of once each. */
export function runLoadGenerator(url: string, requests: PreparedRequest[], connections: number, overallRate?: number, seconds?: number): Promise<LoadResult> {
  const spec = join(mkdtempSync(join(tmpdir(), 'bench-load-')), 'spec.json');
  writeFileSync(spec, JSON.stringify({ url, connections, overallRate, seconds, requests }));
  const script = fileURLToPath(new URL('./load-generator.ts', import.meta.url));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, spec], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      rmSync(dirname(spec), { recursive: true, force: true });
      if (code !== 0) return reject(new Error(`load generator exited with ${code}`));
      resolve(JSON.parse(out.trim().split('\n').pop()!) as LoadResult);
    });
  });
}

/**
 * Sends the prepared requests from the load generator's process, `connections` at a time, and
 * measures calls per second, p50/p99, round trips per call and the CPU split. Every answer must be
 * 2xx. With `halfRate`, the same kind of calls (`more` makes a fresh set) run again at half the
 * measured rate, and that run's p99 is reported.
 */
export async function measureLoad(
  label: string,
  options: { url: string; dbName: string; connections: number; requests: PreparedRequest[]; more?: () => Promise<PreparedRequest[]> | PreparedRequest[] },
): Promise<LoadMeasured> {
  const beforeTrips = roundTrips;
  const beforeNode = process.cpuUsage();
  const beforePg = await backendTicks(options.dbName);
  const result = await runLoadGenerator(options.url, options.requests, options.connections);
  const node = process.cpuUsage(beforeNode);
  const afterPg = await backendTicks(options.dbName);
  const trips = roundTrips - beforeTrips;
  if (result.non2xx || result.errors || result.timeouts || result.calls !== options.requests.length) {
    throw new Error(`${label}: ${result.calls} of ${options.requests.length} calls, ${result.non2xx} not 2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  }
  let pgTicks = 0;
  for (const [pid, ticks] of afterPg) pgTicks += ticks - (beforePg.get(pid) ?? 0);
  const calls = result.calls;
  const measured: LoadMeasured = {
    label,
    calls,
    perSecond: result.perSecond,
    p50: result.p50,
    p99: result.p99,
    roundTripsPerCall: trips / calls,
    nodeCpuMsPerCall: (node.user + node.system) / 1000 / calls,
    pgCpuMsPerCall: (pgTicks * (1000 / CLOCK_TICKS)) / calls,
    loadCpuMsPerCall: result.cpuMs / calls,
  };
  if (options.more) {
    const rate = Math.max(1, Math.floor(result.perSecond / 2));
    const half = await runLoadGenerator(options.url, await options.more(), options.connections, rate);
    if (half.non2xx || half.errors || half.timeouts) throw new Error(`${label} at half rate: ${half.non2xx} not 2xx, ${half.errors} errors`);
    measured.halfRate = { rate, p50: half.p50, p99: half.p99 };
  }
  return measured;
}

/** The table of load runs: rate, latency, its share of pgbench's TPS, round trips and CPU per call. */
export function printLoadResults(options: { title: string; heading: string; unit: string; results: LoadMeasured[]; peer: PgbenchResult; seconds: number }) {
  const { title, heading, unit, results, peer, seconds } = options;
  console.log(`\n${title}\n`);
  console.log(
    `${heading.padEnd(46)} ${unit.padStart(6)} ${`${unit}/s`.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'÷pgbench'.padStart(9)} ${'½-rate p99'.padStart(11)} ${'trips'.padStart(6)} ${'CPU ms: node'.padStart(13)} ${'pg'.padStart(5)} ${'load'.padStart(5)}`,
  );
  for (const r of results) {
    const half = r.halfRate ? `${r.halfRate.p99.toFixed(0)} @${r.halfRate.rate}` : '–';
    console.log(
      `${r.label.padEnd(46)} ${String(r.calls).padStart(6)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(7)} ${`${((100 * r.perSecond) / peer.tps).toFixed(1)} %`.padStart(9)} ${half.padStart(11)} ${r.roundTripsPerCall.toFixed(1).padStart(6)} ${r.nodeCpuMsPerCall.toFixed(2).padStart(13)} ${r.pgCpuMsPerCall.toFixed(2).padStart(5)} ${r.loadCpuMsPerCall.toFixed(2).padStart(5)}`,
    );
  }
  printPeers(peer, seconds, 46, 8, 15);
  console.log(
    `\n${unit}/s: calls answered per second, the load generated by autocannon in its own process; ÷pgbench: that rate as a share of pgbench's TPS;\n` +
      `½-rate p99: p99 latency (ms) at half that rate (calls sent evenly by loadtest, open loop, @ calls/s); trips: round trips the API sent to PostgreSQL per call;\n` +
      `CPU ms: CPU time per call of the API's Node process, of its PostgreSQL backends (/proc), and of the load generator.`,
  );
}
