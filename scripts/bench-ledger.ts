// `npm run bench:ledger`: money moves per second and p50/p99 latency through the HTTP API on
// PostgreSQL, printed next to pgbench's TPS for a one-row-update transaction on the same server in
// the same run (the floor any money move stands on: one committed write). Runs on a throwaway
// database of DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test), dropped after.
//
//   BENCH_CLIENTS (16) HTTP calls in flight · BENCH_MOVES (1500) per kind · BENCH_SECONDS (10) pgbench
import { spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { calls } from '../src/contracts/index.ts';
import { buildApp } from '../server/app.ts';
import { openDatabase } from '../server/db/database.ts';
import { bankCards, users } from '../server/db/schema.ts';
import { checkLedger } from '../server/ledger/invariants.ts';
import { hashPassword } from '../server/modules/auth/passwords.ts';
import { accountsConfigFromEnv } from '../server/modules/auth/accounts.config.ts';
import { startSession } from '../server/modules/auth/sessions.ts';
import { upsertOperator } from '../server/modules/ops/operators.repo.ts';
import { signatureHeader } from '../server/modules/payments/sandbox/signature.fns.ts';
import { walletConfigFromEnv } from '../server/modules/wallet/wallet.config.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS) || 16;
const MOVES = Number(process.env.BENCH_MOVES) || 1500;
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const PLAYERS = 64;
/** The API's pool size (server/db/database.ts); pgbench gets as many connections. */
const DB_CONNECTIONS = 10;
const adminUrl = process.env.DATABASE_URL || 'postgres://root@127.0.0.1:5432/test';
const dbName = `gh_bench_${randomBytes(5).toString('hex')}`;
const url = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const OPERATOR_TOKEN = `ops_bench_${randomBytes(16).toString('hex')}`;

async function admin(query: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const result = await client.query(query);
    return String(result.rows[0] ? Object.values(result.rows[0])[0] : '');
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Measured {
  label: string;
  moves: number;
  perSecond: number;
  p50: number;
  p99: number;
}

/** Runs the calls CLIENTS at a time; each must answer 200. */
async function measure(label: string, makeCalls: (() => Promise<Response>)[]): Promise<Measured> {
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
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { label, moves: makeCalls.length, perSecond: makeCalls.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}

function pgbenchTps(): { tps: number; latencyMs: number } {
  const env = { ...process.env, PGDATABASE: dbName };
  const connection = ['-h', new URL(adminUrl).hostname, '-p', new URL(adminUrl).port || '5432', '-U', decodeURIComponent(new URL(adminUrl).username) || 'postgres'];
  const init = spawnSync('pgbench', [...connection, '-i', '-s', '10', '-q'], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const script = join(mkdtempSync(join(tmpdir(), 'bench-ledger-')), 'one-row-update.sql');
  writeFileSync(script, '\\set aid random(1, 100000 * :scale)\n\\set delta random(-5000, 5000)\nUPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;\n');
  const run = spawnSync('pgbench', [...connection, '-n', '-c', String(DB_CONNECTIONS), '-j', '2', '-T', String(SECONDS), '-f', script], { env, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`pgbench failed: ${run.stderr}`);
  const tps = /tps = ([\d.]+)/.exec(run.stdout)?.[1];
  const latency = /latency average = ([\d.]+) ms/.exec(run.stdout)?.[1];
  if (!tps || !latency) throw new Error(`pgbench printed no tps:\n${run.stdout}`);
  return { tps: Number(tps), latencyMs: Number(latency) };
}

await admin(`CREATE DATABASE ${dbName}`);
const database = await openDatabase({ url });
const config = { ...walletConfigFromEnv({ SANDBOX_BLOCK_MS: '0', CHAIN_POLL_MS: '0', PUBLIC_URL: 'http://bench.test' }) };
const app = await buildApp({
  db: database.db,
  logLevel: 'silent',
  rateLimit: false,
  wallet: config,
  // The bench delivers the provider's notifications itself, so their cost is what it measures.
  sandboxWebhookSender: async () => 200,
});
try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = database.db;
  const version = await admin('SHOW server_version');

  // Players with a name, a bound card and a fund password, made straight in the database.
  const fundHash = await hashPassword('123456');
  const players: { userId: number; account: string; token: string; cardId: number }[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const account = `bench${i}x${randomBytes(3).toString('hex')}`;
    const [user] = await db
      .insert(users)
      .values({ account, passwordHash: 'unusable', paymentPasswordHash: fundHash, firstName: 'Taro', lastName: 'Yamada', pinyinName: 'TARO YAMADA' })
      .returning({ id: users.id });
    const [card] = await db
      .insert(bankCards)
      .values({ userId: user!.id, bankName: 'Bench Bank', cardNumber: `4111${String(i).padStart(12, '0')}`, holderName: 'TARO YAMADA', firstName: 'Taro', lastName: 'Yamada', pinyinName: 'TARO YAMADA', branchCode: '001', branchName: 'Main', isDefault: true })
      .returning({ id: bankCards.id });
    const token = await startSession(db, { now: () => new Date(), config: accountsConfigFromEnv({}) }, user!.id, { ip: '127.0.0.1', userAgent: 'bench' });
    players.push({ userId: user!.id, account, token, cardId: card!.id });
  }
  await upsertOperator(db, 'bench', OPERATOR_TOKEN);

  const post = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const player = (i: number) => players[i % PLAYERS]!;

  // Deposit orders are placed first (not money moves); their notifications are what credits.
  const orders: { paymentId: string; orderSn: string; amount: string; currency: string }[] = [];
  await measure('orders', Array.from({ length: MOVES }, (_, i) => async () => {
    const p = player(i);
    const response = await post(calls.payOrder.path, { channelCode: 'sandbox-bank-jpy', amount: String(5000 + (i % 100)), bankCardId: p.cardId }, { token: p.token, 'idempotency-key': randomUUID() });
    const clone = response.clone();
    const data = (await clone.json()).data;
    orders.push({ paymentId: new URL(data.payUrl).pathname.split('/').pop()!, orderSn: data.orderSn, amount: data.amount, currency: data.currency });
    return response;
  }));

  const results: Measured[] = [];
  results.push(
    await measure('deposit notification (signed callback → credit)', orders.map((order) => () => {
      const body = JSON.stringify({ eventId: `evt_${randomUUID()}`, type: 'payment.succeeded', paymentId: order.paymentId, merchantOrderSn: order.orderSn, amount: order.amount, currency: order.currency, occurredAt: new Date().toISOString() });
      return fetch(`${base}/v2/callbacks/psp/sandbox`, { method: 'POST', headers: { 'content-type': 'application/json', 'sandbox-signature': signatureHeader(config.payments.sandboxSecret, body, new Date()) }, body });
    })),
  );
  results.push(
    await measure('manual-mode credit (operator API)', Array.from({ length: MOVES }, (_, i) => () =>
      post(calls.opsAdjustmentCreate.path, { account: player(i).account, amount: '10.5', reason: 'bench' }, { authorization: `Bearer ${OPERATOR_TOKEN}`, 'idempotency-key': randomUUID() }),
    )),
  );
  results.push(
    await measure('withdrawal request (fund password + hold)', Array.from({ length: Math.ceil(MOVES / 3) }, (_, i) => () =>
      post(calls.drawWithdraw.path, { bankCardId: player(i).cardId, amount: '1000', paymentPassword: '123456' }, { token: player(i).token, 'idempotency-key': randomUUID() }),
    )),
  );

  const ledger = await checkLedger(db);
  const peer = pgbenchTps();

  console.log(`\nbench:ledger — PostgreSQL ${version} at ${new URL(adminUrl).host}, ${CLIENTS} HTTP clients, API pool ${DB_CONNECTIONS} connections\n`);
  console.log(`${'money move (through the API)'.padEnd(50)} ${'moves'.padStart(6)} ${'moves/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const r of results) {
    console.log(`${r.label.padEnd(50)} ${String(r.moves).padStart(6)} ${r.perSecond.toFixed(0).padStart(9)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`);
  }
  console.log(`${`peer: pgbench one-row UPDATE, ${DB_CONNECTIONS} connections, ${SECONDS} s`.padEnd(50)} ${''.padStart(6)} ${peer.tps.toFixed(0).padStart(9)} ${`avg ${peer.latencyMs.toFixed(1)}`.padStart(17)}`);
  console.log(`\nledger check after the run: ${ledger.every((r) => r.ok) ? 'clean' : 'FAILED'}`);
  if (!ledger.every((r) => r.ok)) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  await admin(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
}
