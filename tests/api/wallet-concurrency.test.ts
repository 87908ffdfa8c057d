// The wallet through its API under load, on a real PostgreSQL served by TWO app instances (the
// way several stateless processes run behind a load balancer): about a thousand deposits whose
// provider notifications arrive duplicated and concurrently at both instances, withdrawals sent
// twice with the same Idempotency-Key, operators approving and rejecting the same withdrawal at
// once on different instances, bank payouts settled by both instances' jobs at once, and
// manual-mode credits and debits. Afterwards the ledger is clean, every wallet equals what the
// successful operations add up to, and the operators' audit log, appended to by both instances at
// once, is one unbroken hash chain with a row for each change. A call answered 503 DATABASE_BUSY (its conflict retries ran out
// of time while a whole test run loaded the machine; it did nothing) is sent again, as a client does.
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { calls } from '../../src/contracts/index.ts';
import { buildApp } from '../../server/app.ts';
import { UNREACHED_FOUR_EYES } from './support/test-app.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { operatorAudit, payoutRequests } from '../../server/db/schema.ts';
import { count, eq } from '../../server/db/orm.ts';
import { verifyAuditChain } from '../../server/modules/ops/audit/audit-chain.ts';
import { formatAmount, toUnits } from '../../shared/money/amount.fns.ts';
import { submitDuePayouts } from '../../server/modules/withdrawals/payout-submission.ts';
import { payoutAdapters } from '../../server/modules/withdrawals/payouts.ts';
import { settleBankPayouts } from '../../server/modules/withdrawals/sandbox-bank-payout.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { upsertOperator } from '../../server/modules/ops/operators.repo.ts';
import { CAPTCHA_TEXT } from './support/accounts.ts';
import { adminQuery, databases, postgresUrlOf } from './support/databases.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import { balanceText, bindCard, moneyCall, newPlayer, OPERATOR_TOKEN, type Player, testWalletConfig, moneyCallUntilNotBusy, untilNotBusy } from './support/wallet.ts';
import { checkoutPath, sandboxRow, signedNotification, postNotification, JPY } from './payments-fixtures.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { inParallel } from './support/in-parallel.ts';

const PLAYERS = 40;
/** Fewer in the serializable pass (vitest.config.ts): the same races, with fewer conflict retries to wait out. */
const DEPOSITS_PER_PLAYER = Number(process.env.WALLET_DEPOSITS_PER_PLAYER ?? 25);
const WITHDRAWALS_PER_PLAYER = 6;
const ADJUSTMENTS_PER_PLAYER = 5;
/** How many calls are in flight at once. */
const PARALLEL = 24;

const onPostgres = databases.includes('postgres');

describe.skipIf(!onPostgres)('wallet API under concurrency, two instances on one PostgreSQL', () => {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  const url = postgresUrlOf(name);
  const seed = Number(process.env.WALLET_SEED ?? Date.now() % 100_000);
  const rand = seededRandom(seed);
  const instances: { app: FastifyInstance; database: Database; deps: WalletDeps }[] = [];
  const config = testWalletConfig();
  const players: (Player & { cardId: number })[] = [];

  const pick = () => instances[Math.floor(rand() * instances.length)]!.app;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url });
      let deps: WalletDeps | undefined;
      const app = await buildApp({
        db: database.db,
        logLevel: 'silent',
        opsApprovals: UNREACHED_FOUR_EYES,
        rateLimit: false,
        callRateLimits: false,
        captchaText: () => CAPTCHA_TEXT,
        wallet: config,
        walletJobs: (d) => {
          deps = d;
          return [];
        },
        // Notifications in this test are sent by the test itself, duplicated, to both instances.
        sandboxWebhookSender: async () => 200,
      });
      await app.ready();
      instances.push({ app, database, deps: deps! });
    }
    await upsertOperator(instances[0]!.database.db, 'load-operator', OPERATOR_TOKEN);
    for (let i = 0; i < PLAYERS; i++) {
      const player = await newPlayer(instances[i % 2]!.app);
      players.push({ ...player, cardId: await bindCard(instances[0]!.database.db, player.userId) });
    }
  }, 120_000);

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it(`every figure adds up (seed ${seed})`, { timeout: 360_000 }, async () => {
    const db = instances[0]!.database.db;
    const expected = new Map<number, bigint>(players.map((p) => [p.userId, 0n]));
    const add = (userId: number, units: bigint) => expected.set(userId, expected.get(userId)! + units);

    // 1. Deposits: each order placed (sometimes retried with its key), paid at the sandbox, and its
    //    notification delivered three times — the same event twice and a second event for the same
    //    payment — to both instances at once.
    const orderTasks = players.flatMap((player) =>
      Array.from({ length: DEPOSITS_PER_PLAYER }, () => async () => {
        const amount = String(1000 + Math.floor(rand() * 9000));
        const key = randomUUID();
        const body = { channelCode: JPY, amount, bankCardId: player.cardId };
        const sends = rand() < 0.25 ? 2 : 1;
        const answers = await Promise.all(
          Array.from({ length: sends }, () => moneyCall(pick(), calls.payOrder.path, body, { token: player.token, key })),
        );
        for (const res of answers) expect(res.statusCode, res.body).toBe(200);
        const record = answers[0]!.json().data;
        expect(new Set(answers.map((r) => r.json().data.orderSn))).toEqual(new Set([record.orderSn]));
        return { player, record, amount };
      }),
    );
    const orders = await inParallel(orderTasks, PARALLEL);

    const notifyTasks = orders.map(({ player, record, amount }) => async () => {
      const paymentId = checkoutPath(record.payUrl).split('/').pop()!;
      const payment = await sandboxRow(db, paymentId);
      expect(payment, record.payUrl).not.toBeNull();
      const fields = { paymentId, merchantOrderSn: record.orderSn, amount: payment!.amount, currency: payment!.currency };
      const first = signedNotification(config.payments.sandboxSecret, { ...fields, eventId: `evt_${randomUUID()}` }, new Date());
      const second = signedNotification(config.payments.sandboxSecret, { ...fields, eventId: `evt_${randomUUID()}` }, new Date());
      const answers = await Promise.all([
        untilNotBusy(() => postNotification(instances[0]!.app, first.body, first.signature)),
        untilNotBusy(() => postNotification(instances[1]!.app, first.body, first.signature)),
        untilNotBusy(() => postNotification(pick(), second.body, second.signature)),
      ]);
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      add(player.userId, toUnits(amount));
    });
    await inParallel(notifyTasks, PARALLEL);

    for (const player of players) {
      expect(await balanceText(pick(), player.token)).toBe(formatAmount(expected.get(player.userId)!));
    }

    // 2. Withdrawals (some sent twice with one key), manual-mode credits and debits (some debits
    //    beyond the balance, which must fail and move nothing), all interleaved.
    type Made = { player: Player; orderSn: string; units: bigint };
    const made: Made[] = [];
    const moneyTasks = players.flatMap((player) => [
      ...Array.from({ length: WITHDRAWALS_PER_PLAYER }, () => async () => {
        const amount = String(1000 + Math.floor(rand() * 4000));
        const key = randomUUID();
        const body = { bankCardId: player.cardId, amount, paymentPassword: '123456' };
        const sends = rand() < 0.3 ? 2 : 1;
        const answers = await Promise.all(
          Array.from({ length: sends }, () => moneyCallUntilNotBusy(pick(), calls.drawWithdraw.path, body, { token: player.token, key })),
        );
        const statuses = answers.map((r) => r.statusCode);
        // Retries agree with the first answer, whatever it was.
        expect(new Set(answers.map((r) => r.body)).size, statuses.join()).toBe(1);
        if (statuses[0] === 200) made.push({ player, orderSn: answers[0]!.json().data.orderSn, units: toUnits(amount) });
        else expect(answers[0]!.json().error, answers[0]!.body).toBe('INSUFFICIENT_FUNDS');
      }),
      ...Array.from({ length: ADJUSTMENTS_PER_PLAYER }, () => async () => {
        const debit = rand() < 0.5;
        const magnitude = debit && rand() < 0.2 ? 10_000_000 : 100 + Math.floor(rand() * 900);
        const amount = `${debit ? '-' : ''}${magnitude}.5`;
        const key = randomUUID();
        const res = await moneyCallUntilNotBusy(pick(), calls.opsAdjustmentCreate.path, { account: player.account, amount, reason: 'load test' }, { operator: true, key });
        expect(res.statusCode, res.body).toBe(200);
        const record = res.json().data;
        if (record.status === 'success') add(player.userId, toUnits(amount, { allowNegative: true }));
        else expect({ status: record.status, debit }).toEqual({ status: 'failed', debit: true });
      }),
    ]);
    // Shuffled so withdrawals and debits of one player race each other.
    for (let i = moneyTasks.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [moneyTasks[i], moneyTasks[j]] = [moneyTasks[j]!, moneyTasks[i]!];
    }
    await inParallel(moneyTasks, PARALLEL);
    for (const w of made) add(w.player.userId, -w.units);
    expect(made.length).toBeGreaterThan(PLAYERS);

    // 3. Review: each withdrawal approved on one instance and rejected on the other at the same
    //    moment (exactly one wins), or approved twice at once with one key.
    const reviewTasks = made.map((w) => async () => {
      if (rand() < 0.5) {
        const [approve, reject] = await Promise.all([
          moneyCallUntilNotBusy(instances[0]!.app, calls.opsWithdrawalApprove.path, { orderSn: w.orderSn }, { operator: true }),
          moneyCallUntilNotBusy(instances[1]!.app, calls.opsWithdrawalReject.path, { orderSn: w.orderSn, reason: 'race' }, { operator: true }),
        ]);
        const winners = [approve, reject].filter((r) => r.statusCode === 200);
        expect(winners.length, `${approve.body} ${reject.body}`).toBe(1);
        for (const loser of [approve, reject].filter((r) => r.statusCode !== 200)) expect(loser.json().error).toBe('WITHDRAWAL_NOT_PENDING');
        if (reject.statusCode === 200) add(w.player.userId, w.units);
      } else {
        const key = randomUUID();
        const answers = await Promise.all(
          instances.map(({ app }) => moneyCallUntilNotBusy(app, calls.opsWithdrawalApprove.path, { orderSn: w.orderSn }, { operator: true, key })),
        );
        for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      }
    });
    await inParallel(reviewTasks, PARALLEL);

    // 4. Both instances' payout jobs submit and then settle at once; every approved withdrawal is
    // submitted once (each request to one of them) and settles exactly once.
    const submitted = await Promise.all(instances.map(({ deps }) => submitDuePayouts(deps, payoutAdapters(deps))));
    expect(submitted.reduce((n, r) => n + r.failed, 0)).toBe(0);
    const requests = await db.select().from(payoutRequests);
    expect(submitted.reduce((n, r) => n + r.submitted, 0)).toBe(requests.length);
    expect(requests.every((r) => r.submittedAt !== null && r.attempts === 1)).toBe(true);
    await Promise.all(instances.map(({ deps }) => settleBankPayouts(deps, 1000)));
    await Promise.all(instances.map(({ deps }) => settleBankPayouts(deps, 1000)));

    // 5. Every wallet equals what the successful operations add up to, and the ledger is clean.
    for (const player of players) {
      expect(await balanceText(pick(), player.token), player.account).toBe(formatAmount(expected.get(player.userId)!));
    }
    const list = await moneyCall(instances[0]!.app, calls.opsWithdrawalList.path, { status: 'withdrawing', pageSize: 100 }, { operator: true, key: null });
    expect(list.json().data.total).toBe(0);
    await expectLedgerClean(db);
    // Both instances appended at once (under serializable isolation a conflicting append is retried
    // behind the chain's lock): one chain, ids without a gap, a row for each operator change.
    const chain = await verifyAuditChain(db);
    expect(chain.broken).toBeNull();
    const [adjusted] = await db.select({ n: count() }).from(operatorAudit).where(eq(operatorAudit.action, 'adjustment.create'));
    expect(adjusted!.n).toBe(PLAYERS * ADJUSTMENTS_PER_PLAYER);
  });
});
