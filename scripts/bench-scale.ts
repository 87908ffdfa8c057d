// `npm run bench:scale -- --processes 1,2,4`: the hall as an operator scales it, N real server
// processes (`ROLE=api`) and one job worker (`ROLE=worker`) on one throwaway PostgreSQL database of
// DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test, dropped after). For each N:
// idle commits per second with nothing to do, then mixed money moves (deposit notifications of
// orders placed just before, operator credits and game rounds, 256 players) from one load generator per API port (autocannon in its own processes), with
// moves/s, p50/p99 and the CPU split between the Node processes and PostgreSQL; and the runs per job
// per minute read from pg-boss's table, which must be the same whatever N is. Then `ledger:check`
// on that database. On a 2-core machine this shows correctness and no loss against one process, not
// speed-up: every process and PostgreSQL share the same two cores.
//
//   BENCH_SECONDS (10) load per N · BENCH_IDLE_SECONDS (10) idle window per N, after BENCH_SETTLE_SECONDS (5) · BENCH_CLIENTS (16)
//   connections in all, split over the ports · BENCH_PLAYERS (256) · BENCH_DEPOSITS (600) orders placed per N · BENCH_ROLE (api): `all` runs
//   N processes that each serve and run jobs, and no separate worker · REDIS_URL (redis://127.0.0.1:6379): the
//   processes' shared rate-limit counters
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { calls } from '../src/contracts/index.ts';
import { openDatabase } from '../server/db/database.ts';
import { bankCards, games, users } from '../server/db/schema.ts';
import { seedGames } from '../server/db/seed-data.ts';
import { JOB_SCHEMA } from '../server/jobs/job-scheduler.ts';
import { pspClearingOf, transfer, walletOf } from '../server/ledger/ledger.ts';
import { upsertOperator } from '../server/modules/ops/operators.repo.ts';
import { signatureHeader } from '../server/modules/payments/sandbox/signature.fns.ts';
import { machines } from '../shared/games/machines.ts';
import { toUnits } from '../shared/money/amount.fns.ts';
import { admin, adminUrl, backendTicks, benchSession, CLOCK_TICKS, measure, processTicks, runLoadGenerator, throwawayDatabase, type PreparedRequest } from './bench-support.ts';
import { combineLoads, jobRates, parseProcesses, spreadOver, type JobWindow } from './bench-scale.fns.ts';

const PROCESSES = parseProcesses(process.argv.slice(2));
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS) || 10;
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS) || 5;
const CLIENTS = Number(process.env.BENCH_CLIENTS) || 16;
const PLAYERS = Number(process.env.BENCH_PLAYERS) || 256;
const ROLE = process.env.BENCH_ROLE === 'all' ? 'all' : 'api';
/** Prepared calls per N: more than any rate this machine reaches, so a key is (almost) never sent twice. */
const PREPARED = Math.max(4000, SECONDS * 800);
const DEPOSITS = Number(process.env.BENCH_DEPOSITS) || 600;
/** The sandbox provider's secret, the same in every process, so the bench signs its notifications. */
const PSP_SECRET = randomBytes(32).toString('base64url');
const OPERATOR_TOKEN = `ops_scale_${randomBytes(16).toString('hex')}`;
const FUNDING = toUnits('1000000');
const root = fileURLToPath(new URL('..', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Server {
  child: ChildProcess;
  port: number;
  output(): string;
  exited: Promise<number | null>;
}

function startServer(env: Record<string, string>, port: number): Server {
  const child = spawn(process.execPath, ['server/main.ts'], {
    cwd: root,
    env: { ...process.env, MODE: 'demo', SKIP_BUILD: '1', API_ONLY: '1', HOST: '127.0.0.1', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0', DRAIN_DELAY_MS: '200', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, port, output: () => output, exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))) };
}

async function ready(server: Server): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`a server process exited with ${server.child.exitCode}:\n${server.output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${server.port}/readyz`, { signal: AbortSignal.timeout(5_000) });
      await response.body?.cancel();
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`port ${server.port} never became ready:\n${server.output()}`);
}

/** One query on the throwaway database over a connection of its own. */
async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Money moves the database holds: game rounds, operator adjustments and deposits credited. */
async function bookedMoves(url: string): Promise<number> {
  const [row] = await query<{ n: number }>(
    url,
    `SELECT ((SELECT count(*) FROM game_rounds) + (SELECT count(*) FROM adjustments) + (SELECT count(*) FROM ledger_transfers WHERE kind = 'deposit'))::int AS n`,
  );
  return row!.n;
}

async function commitsOf(dbName: string): Promise<number> {
  return Number(await admin(`SELECT xact_commit FROM pg_stat_database WHERE datname = '${dbName}'`));
}

const throwaway = await throwawayDatabase('gh_scale');
const database = await openDatabase({ url: throwaway.url, pool: { max: 2 } });
const dataDir = mkdtempSync(join(tmpdir(), 'gh-scale-'));
const running: Server[] = [];
let failed = false;
try {
  const db = database.db;
  const version = await admin('SHOW server_version');
  await db.insert(games).values(seedGames).onConflictDoNothing();
  // Players funded and signed in straight in the database; the operator's token is a row too.
  const clearing = await pspClearingOf(db, 'sandbox');
  const players: { account: string; token: string; cardId: number }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const account = `scale${i}x${randomBytes(3).toString('hex')}`;
    const [user] = await db
      .insert(users)
      .values({ account, passwordHash: 'unusable', firstName: 'Taro', lastName: 'Yamada', pinyinName: 'TARO YAMADA' })
      .returning({ id: users.id });
    const [card] = await db
      .insert(bankCards)
      .values({ userId: user!.id, bankName: 'Bench Bank', cardNumber: `4111${String(i).padStart(12, '0')}`, holderName: 'TARO YAMADA', firstName: 'Taro', lastName: 'Yamada', pinyinName: 'TARO YAMADA', branchCode: '001', branchName: 'Main', isDefault: true })
      .returning({ id: bankCards.id });
    const wallet = await walletOf(db, user!.id);
    await transfer(db, { from: clearing.id, to: wallet.id, amount: FUNDING, kind: 'deposit' });
    players.push({ account, token: await benchSession(db, user!.id), cardId: card!.id });
  }
  await upsertOperator(db, 'bench-scale', OPERATOR_TOKEN);

  // Every third move the provider's notification of an order placed for this N (while there are
  // some), the others game rounds (each machine at its smallest bet) and operator credits in turn,
  // each with its own key.
  type Order = { paymentId: string; orderSn: string; amount: string; currency: string };
  const notification = (order: Order): PreparedRequest => {
    const body = JSON.stringify({ eventId: `evt_${randomUUID()}`, type: 'payment.succeeded', paymentId: order.paymentId, merchantOrderSn: order.orderSn, amount: order.amount, currency: order.currency, occurredAt: new Date().toISOString() });
    return { path: '/v2/callbacks/psp/sandbox', headers: { 'content-type': 'application/json', 'sandbox-signature': signatureHeader(PSP_SECRET, body, new Date()) }, body };
  };
  const pool = machines.filter((machine) => machine.kind === 'slot' || machine.kind === 'pachinko');
  const moves = (count: number, orders: Order[]): PreparedRequest[] => {
    let other = 0;
    return Array.from({ length: count }, (_, i): PreparedRequest => {
      if (i % 3 === 0 && i / 3 < orders.length) return notification(orders[i / 3]!);
      const k = other++;
      const player = players[Math.floor(k / 2) % PLAYERS]!;
      if (k % 2 === 0) {
        const machine = pool[Math.floor(k / 2) % pool.length]!;
        return {
          path: calls.gamePlay.path,
          headers: { 'content-type': 'application/json', token: player.token, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ machineId: machine.id, bet: machine.betSteps[0] }),
        };
      }
      return {
        path: calls.opsAdjustmentCreate.path,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ account: player.account, amount: '10.5', reason: 'bench:scale' }),
      };
    });
  };

  const rows: { n: number; booked: number; bookedOk: boolean; perSecond: number; calls: number; p50: number; p99: number; failed: number; nodeMs: number; pgMs: number; loadMs: number; idleCommits: number }[] = [];
  const windows: JobWindow[] = [];
  for (const n of PROCESSES) {
    // Several API processes must share their rate-limit counters (REDIS_URL), or the second refuses to start.
    const base = { DATABASE_URL: throwaway.url, DATA_DIR: dataDir, PSP_SANDBOX_SECRET: PSP_SECRET, REDIS_URL: process.env.REDIS_URL || 'redis://127.0.0.1:6379' };
    // The worker first (it makes pg-boss's schema and the demo secrets file), then the API processes together.
    const servers: Server[] = [];
    if (ROLE === 'api') servers.push(startServer({ ...base, ROLE: 'worker' }, await freePort()));
    running.push(...servers);
    await Promise.all(servers.map(ready));
    const apis: Server[] = [];
    for (let i = 0; i < n; i++) apis.push(startServer({ ...base, ROLE }, await freePort()));
    running.push(...apis);
    servers.push(...apis);
    await Promise.all(apis.map(ready));
    // Past the processes' first seconds (the worker's first maintenance, the first slots).
    await sleep(SETTLE_SECONDS * 1000);

    const [windowStart] = await query<{ at: Date }>(throwaway.url, 'SELECT now() AS at');
    const startedAt = performance.now();
    const commitsBefore = await commitsOf(throwaway.name);
    await sleep(IDLE_SECONDS * 1000);
    const idleCommits = ((await commitsOf(throwaway.name)) - commitsBefore) / IDLE_SECONDS;

    // Deposit orders placed over the API ports (not money moves; after the idle window, whose
    // commit count they would swell); their notifications credit.
    const orders: Order[] = [];
    await measure(
      'orders',
      Array.from({ length: DEPOSITS }, (_, i) => async () => {
        const player = players[i % PLAYERS]!;
        const response = await fetch(`http://127.0.0.1:${apis[i % n]!.port}${calls.payOrder.path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', token: player.token, 'idempotency-key': randomUUID() },
          body: JSON.stringify({ channelCode: 'sandbox-bank-jpy', amount: String(5000 + (i % 100)), bankCardId: player.cardId }),
        });
        if (response.status === 200) {
          const { data } = (await response.clone().json()) as { data: { payUrl: string; orderSn: string; amount: string; currency: string } };
          orders.push({ paymentId: new URL(data.payUrl, 'http://bench.test').pathname.split('/').pop()!, orderSn: data.orderSn, amount: data.amount, currency: data.currency });
        }
        return response;
      }),
      CLIENTS,
    );
    const lists = spreadOver(moves(PREPARED, orders), n);
    const connections = Math.max(1, Math.floor(CLIENTS / n));
    const bookedBefore = await bookedMoves(throwaway.url);
    const nodeBefore = servers.map((s) => processTicks(s.child.pid!));
    const pgBefore = await backendTicks(throwaway.name);
    const answers = await Promise.all(apis.map((api, i) => runLoadGenerator(`http://127.0.0.1:${api.port}`, lists[i]!, connections, undefined, SECONDS)));
    const nodeTicks = servers.reduce((sum, s, i) => sum + processTicks(s.child.pid!) - nodeBefore[i]!, 0);
    const pgAfter = await backendTicks(throwaway.name);
    let pgTicks = 0;
    for (const [pid, ticks] of pgAfter) pgTicks += ticks - (pgBefore.get(pid) ?? 0);
    const [windowEnd] = await query<{ at: Date }>(throwaway.url, 'SELECT now() AS at');
    const windowSeconds = (performance.now() - startedAt) / 1000;

    const load = combineLoads(answers);
    if (answers.some((answer, i) => answer.calls > lists[i]!.length)) throw new Error(`N=${n}: more calls than prepared moves; raise PREPARED`);
    // Every answered move is in the database; at most the calls in flight when the generators
    // stopped (one per connection) are booked without their answer having been counted.
    const booked = (await bookedMoves(throwaway.url)) - bookedBefore;
    const bookedOk = booked >= load.calls && booked <= load.calls + connections * n;
    rows.push({
      n,
      booked,
      bookedOk,
      perSecond: load.perSecond,
      calls: load.calls,
      p50: load.p50,
      p99: load.p99,
      failed: load.failed,
      nodeMs: (nodeTicks * 1000) / CLOCK_TICKS / Math.max(1, load.calls),
      pgMs: (pgTicks * 1000) / CLOCK_TICKS / Math.max(1, load.calls),
      loadMs: load.loadCpuMs / Math.max(1, load.calls),
      idleCommits,
    });
    const jobs = await query<{ name: string; runs: number }>(
      throwaway.url,
      `SELECT name, count(*)::int AS runs FROM ${JOB_SCHEMA}.job WHERE started_on >= $1 AND started_on < $2 GROUP BY name`,
      [windowStart!.at, windowEnd!.at],
    );
    windows.push({ processes: n, seconds: windowSeconds, runs: new Map(jobs.map((r) => [r.name, r.runs])) });

    for (const server of servers) server.child.kill('SIGTERM');
    const codes = await Promise.all(servers.map((server) => server.exited));
    running.length = 0;
    if (codes.some((code) => code !== 0)) throw new Error(`a server process exited with ${codes.join(', ')} after SIGTERM`);
  }

  const load = loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(
    `\nbench:scale — PostgreSQL ${version} at ${new URL(adminUrl).host}, ${ROLE === 'api' ? 'N × ROLE=api + 1 ROLE=worker' : 'N × ROLE=all'}, ` +
      `${PLAYERS} players, ${CLIENTS} connections split over the ports, ${SECONDS} s of load and ${IDLE_SECONDS} s idle per N, load average ${load}\n`,
  );
  console.log(`${'N'.padStart(2)} ${'moves'.padStart(7)} ${'moves/s'.padStart(8)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'failed'.padStart(7)} ${'booked'.padStart(7)} ${'CPU ms/move: node'.padStart(18)} ${'pg'.padStart(6)} ${'load'.padStart(6)} ${'node share'.padStart(11)} ${'idle commits/s'.padStart(15)}`);
  for (const r of rows) {
    const share = r.nodeMs + r.pgMs > 0 ? `${((100 * r.nodeMs) / (r.nodeMs + r.pgMs)).toFixed(0)} %` : '–';
    console.log(
      `${String(r.n).padStart(2)} ${String(r.calls).padStart(7)} ${r.perSecond.toFixed(0).padStart(8)} ${r.p50.toFixed(0).padStart(7)} ${r.p99.toFixed(0).padStart(7)} ${String(r.failed).padStart(7)} ${`${r.booked}${r.bookedOk ? '' : '!'}`.padStart(7)} ${r.nodeMs.toFixed(2).padStart(18)} ${r.pgMs.toFixed(2).padStart(6)} ${r.loadMs.toFixed(2).padStart(6)} ${share.padStart(11)} ${r.idleCommits.toFixed(1).padStart(15)}`,
    );
  }
  console.log(
    `\nmoves: deposit notifications (every third move while the ${DEPOSITS} orders last), game rounds and operator credits answered 2xx; booked: deposits, rounds and credits the database gained (answered, plus at most\n` +
      `the calls in flight when the load stopped; ! when not); p50: the generators' p50s weighted by their calls, p99: the highest generator's;\n` +
      `CPU ms/move: every server process (API and worker, /proc), their PostgreSQL backends (/proc), the load generators; node share: node ÷ (node + pg).`,
  );

  const rates = jobRates(windows);
  console.log(`\nruns per job per minute (pg-boss's job table, jobs started from the start of each N's idle window to the end of its load)\n`);
  console.log(`${'queue'.padEnd(40)} ${PROCESSES.map((n) => `N=${n}`.padStart(8)).join(' ')}  equal`);
  for (const row of rates.rows) console.log(`${row.queue.padEnd(40)} ${row.perMinute.map((r) => r.toFixed(1).padStart(8)).join(' ')}  ${row.equal ? 'yes' : 'NO'}`);
  console.log(`\njobs run as often for ${PROCESSES.join(', ')} processes (within one run per window edge): ${rates.allEqual ? 'yes' : 'NO'}`);
  if (!rates.allEqual) failed = true;
  if (rows.some((r) => r.failed > 0)) {
    console.log('some calls were not answered 2xx: FAILED');
    failed = true;
  }
  const lost = rows.filter((r) => !r.bookedOk);
  console.log(`every answered money move is in the database, for ${PROCESSES.join(', ')} processes: ${lost.length ? `NO (N=${lost.map((r) => r.n).join(', ')})` : 'yes'}`);
  if (lost.length) failed = true;

  console.log('\nnpm run ledger:check on that database:');
  const check = spawnSync(process.execPath, ['scripts/ledger-check.ts'], { cwd: root, env: { ...process.env, DATABASE_URL: throwaway.url }, encoding: 'utf8' });
  process.stdout.write(check.stdout);
  if (check.status !== 0) {
    process.stdout.write(check.stderr);
    failed = true;
  }
  console.log(
    `\nOn a machine with ${availableParallelism()} cores every server process, the load generators and PostgreSQL share the same cores:\n` +
      'this run shows that N processes stay correct and lose nothing against one process (same money, same job runs), not a speed-up.',
  );
} finally {
  for (const server of running) if (server.child.exitCode === null) server.child.kill('SIGKILL');
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (process.env.BENCH_KEEP !== '1') await throwaway.drop();
}
if (failed) process.exitCode = 1;
