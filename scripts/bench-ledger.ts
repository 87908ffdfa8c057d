// `npm run bench:ledger`: money moves per second and p50/p99 latency through the HTTP API on
// PostgreSQL, printed next to pgbench's TPS for a one-row-update transaction on the same server in
// the same run (the floor any money move stands on: one committed write). Runs on a throwaway
// database of DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test), dropped after.
//
//   BENCH_CLIENTS (16) HTTP calls in flight · BENCH_MOVES (3000) per kind (deposits: half at full speed, half at half the rate) · BENCH_SECONDS (10) pgbench
import { randomBytes, randomUUID } from 'node:crypto';
import { calls } from '../src/contracts/index.ts';
import { bankCards, users } from '../server/db/schema.ts';
import { checkLedger } from '../server/ledger/invariants.ts';
import { hashPassword } from '../server/modules/auth/passwords.ts';
import { upsertOperator } from '../server/modules/ops/operators.repo.ts';
import { signatureHeader } from '../server/modules/payments/sandbox/signature.fns.ts';
import { walletConfigFromEnv } from '../server/modules/wallet/wallet.config.ts';
import { admin, benchApp, adminUrl, benchSession, countRoundTrips, DB_CONNECTIONS, measure as measureCalls, measureLoad, pgbenchTps, printLoadResults, type LoadMeasured, type PreparedRequest } from './bench-support.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS) || 16;
const MOVES = Number(process.env.BENCH_MOVES) || 3000;
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const PLAYERS = 64;
const OPERATOR_TOKEN = `ops_bench_${randomBytes(16).toString('hex')}`;

const measure = (label: string, makeCalls: (() => Promise<Response>)[]) => measureCalls(label, makeCalls, CLIENTS);

countRoundTrips();
const config = walletConfigFromEnv({ SANDBOX_BLOCK_MS: '0', CHAIN_POLL_MS: '0', PUBLIC_URL: 'http://bench.test' });
const { throwaway, database, app } = await benchApp('gh_bench', {
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
    const token = await benchSession(db, user!.id);
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
    const { data } = (await clone.json()) as { data: { payUrl: string; orderSn: string; amount: string; currency: string } };
    orders.push({ paymentId: new URL(data.payUrl).pathname.split('/').pop()!, orderSn: data.orderSn, amount: data.amount, currency: data.currency });
    return response;
  }));

  // The measured moves are sent by the load generator in its own process, each with its own key.
  const load = { url: base, dbName: throwaway.name, connections: CLIENTS };
  const notification = (order: (typeof orders)[number]): PreparedRequest => {
    const body = JSON.stringify({ eventId: `evt_${randomUUID()}`, type: 'payment.succeeded', paymentId: order.paymentId, merchantOrderSn: order.orderSn, amount: order.amount, currency: order.currency, occurredAt: new Date().toISOString() });
    return { path: '/v2/callbacks/psp/sandbox', headers: { 'content-type': 'application/json', 'sandbox-signature': signatureHeader(config.payments.sandboxSecret, body, new Date()) }, body };
  };
  const credits = (count: number) =>
    Array.from({ length: count }, (_, i): PreparedRequest => ({
      path: calls.opsAdjustmentCreate.path,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${OPERATOR_TOKEN}`, 'idempotency-key': randomUUID() },
      body: JSON.stringify({ account: player(i).account, amount: '10.5', reason: 'bench' }),
    }));

  const results: LoadMeasured[] = [];
  // Half the orders are credited at full speed, the other half at half that rate.
  const half = Math.floor(orders.length / 2);
  results.push(
    await measureLoad('deposit notification (signed callback → credit)', { ...load, requests: orders.slice(0, half).map(notification), more: () => orders.slice(half).map(notification) }),
  );
  results.push(await measureLoad('manual-mode credit (operator API)', { ...load, requests: credits(MOVES), more: () => credits(MOVES) }));
  // Bounded by argon2id (the fund password) on purpose: reported apart, not held to pgbench.
  results.push(
    await measureLoad('withdrawal request (argon2id fund password + hold)', {
      ...load,
      requests: Array.from({ length: Math.ceil(MOVES / 6) }, (_, i): PreparedRequest => ({
        path: calls.drawWithdraw.path,
        headers: { 'content-type': 'application/json', token: player(i).token, 'idempotency-key': randomUUID() },
        body: JSON.stringify({ bankCardId: player(i).cardId, amount: '1000', paymentPassword: '123456' }),
      })),
    }),
  );

  const ledger = await checkLedger(db);
  const peer = pgbenchTps(throwaway.name, SECONDS);

  printLoadResults({
    title: `bench:ledger — PostgreSQL ${version} at ${new URL(adminUrl).host}, ${CLIENTS} HTTP clients, API pool ${DB_CONNECTIONS} connections`,
    heading: 'money move (through the API)',
    unit: 'moves',
    results,
    peer,
    seconds: SECONDS,
  });
  console.log(`\nledger check after the run: ${ledger.every((r) => r.ok) ? 'clean' : 'FAILED'}`);
  if (!ledger.every((r) => r.ok)) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  await throwaway.drop();
}
