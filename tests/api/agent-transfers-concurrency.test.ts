// Transfers between an agent and their direct members under load, on a real PostgreSQL served by
// two app instances: coins given to members (fund password) and taken back (each member's login
// password) at once, with different keys, some requests sent twice with one key to both
// instances, and the agent's and members' wallets small enough that many transfers race for the
// last coins and must be refused. Afterwards no wallet is negative, each wallet equals what the
// accepted transfers add up to, every accepted transfer is one agent_transfers row and one ledger
// transfer, and the ledger is clean.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq, sql } from '../../server/db/orm.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { agentTransfers, ledgerAccounts, ledgerTransfers } from '../../server/db/schema.ts';
import { formatAmount, toUnits } from '../../shared/money/amount.fns.ts';
import { upsertOperator } from '../../server/modules/ops/operators.repo.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import { expectLedgerClean, fund } from './ledger-fixtures.ts';
import { CAPTCHA_TEXT, call, register } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { adminQuery, databases, postgresUrlOf } from './support/databases.ts';
import { balanceText, moneyCallUntilNotBusy, newPlayer, OPERATOR_TOKEN, testWalletConfig, type Player } from './support/wallet.ts';
import { inParallel } from './support/in-parallel.ts';

const MEMBERS = 6;
const TRANSFERS = 160;
const PARALLEL = 16;
const MEMBER_PASSWORD = 'Memb3r-load-pass';

const onPostgres = databases.includes('postgres');

describe.skipIf(!onPostgres)('agent transfers under concurrency, two instances on one PostgreSQL', () => {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  const url = postgresUrlOf(name);
  const seed = Number(process.env.AGENT_TRANSFER_SEED ?? Date.now() % 100_000);
  const rand = seededRandom(seed);
  const instances: { app: FastifyInstance; database: Database }[] = [];
  let agent: Player;
  const members: Player[] = [];
  const pick = () => instances[Math.floor(rand() * instances.length)]!.app;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url });
      const app = await buildApp({
        db: database.db,
        logLevel: 'silent',
        rateLimit: false,
        callRateLimits: false,
        captchaText: () => CAPTCHA_TEXT,
        wallet: testWalletConfig(),
        walletJobs: () => [],
      });
      await app.ready();
      instances.push({ app, database });
    }
    const db = instances[0]!.database.db;
    await upsertOperator(db, 'load-operator', OPERATOR_TOKEN);
    agent = await newPlayer(instances[0]!.app);
    const code = await makeAgent(db, agent.userId, 'LOADAGT1');
    for (let i = 0; i < MEMBERS; i++) {
      const account = `load${randomBytes(3).toString('hex')}${i}`;
      const token = await register(instances[i % 2]!.app, account, { agentCode: code, password: MEMBER_PASSWORD });
      const info = await call(instances[0]!.app, calls.userInfo.path, {}, { token });
      members.push({ token, userId: info.json().data.id, account });
      await fund(db, info.json().data.id, toUnits('300'));
    }
    await fund(db, agent.userId, toUnits('1000'));
  }, 120_000);

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it(`every wallet adds up and none goes below zero (seed ${seed})`, async () => {
    const db = instances[0]!.database.db;
    const expected = new Map<number, bigint>([[agent.userId, toUnits('1000')], ...members.map((m) => [m.userId, toUnits('300')] as const)]);
    const add = (userId: number, units: bigint) => expected.set(userId, expected.get(userId)! + units);
    const accepted = new Set<string>();
    let refused = 0;

    const tasks = Array.from({ length: TRANSFERS }, () => async () => {
      const member = members[Math.floor(rand() * members.length)]!;
      const toMember = rand() < 0.5;
      // Often more than a side can spare once a few others went first.
      const amount = `${20 + Math.floor(rand() * 180)}.${Math.floor(rand() * 10_000).toString().padStart(4, '0')}`;
      const key = randomUUID();
      const [path, body] = toMember
        ? [calls.agentMemberTransfer.path, { userId: member.userId, amount, paymentPassword: '123456' }]
        : [calls.agentMemberTransferDecrease.path, { userId: member.userId, amount, memberPassword: MEMBER_PASSWORD }];
      const sends = rand() < 0.3 ? 2 : 1;
      // A busy answer (serialization retries out of time under the run's load) did nothing: sent again, as a client does.
      const answers = await Promise.all(
        Array.from({ length: sends }, (_, i) => moneyCallUntilNotBusy(sends === 2 ? instances[i]!.app : pick(), path, body, { token: agent.token, key })),
      );
      // A replay answers exactly what the first request answered, success or refusal.
      const outcome = (r: (typeof answers)[number]) => JSON.stringify({ status: r.statusCode, data: r.json().data, error: r.json().error ?? null });
      expect(new Set(answers.map(outcome)).size, answers.map((r) => r.body).join('\n')).toBe(1);
      const first = answers[0]!;
      if (first.statusCode === 200) {
        const record = first.json().data;
        expect(accepted.has(record.orderSn)).toBe(false);
        accepted.add(record.orderSn);
        const units = toUnits(amount);
        add(agent.userId, toMember ? -units : units);
        add(member.userId, toMember ? units : -units);
      } else {
        refused += 1;
        expect(first.statusCode, first.body).toBe(422);
        expect(first.json().error).toBe(toMember ? 'INSUFFICIENT_FUNDS' : 'MEMBER_INSUFFICIENT_FUNDS');
      }
    });
    await inParallel(tasks, PARALLEL);

    // Both kinds of outcome happened, so the race for the last coins was really run.
    expect(accepted.size).toBeGreaterThan(TRANSFERS / 4);
    expect(refused).toBeGreaterThan(0);

    for (const [userId, units] of expected) expect(units >= 0n, `${userId}`).toBe(true);
    expect(await balanceText(pick(), agent.token)).toBe(formatAmount(expected.get(agent.userId)!));
    for (const member of members) expect(await balanceText(pick(), member.token), member.account).toBe(formatAmount(expected.get(member.userId)!));

    const rows = await db.select({ orderSn: agentTransfers.orderSn }).from(agentTransfers);
    expect(new Set(rows.map((r) => r.orderSn))).toEqual(accepted);
    const booked = await db.select({ reference: ledgerTransfers.reference }).from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'agent_transfer'));
    expect(new Set(booked.map((r) => r.reference))).toEqual(accepted);
    expect(booked).toHaveLength(accepted.size);
    const [negative] = await db.select({ n: sql<number>`count(*)::int` }).from(ledgerAccounts).where(sql`${ledgerAccounts.balance} < 0 AND ${ledgerAccounts.kind} = 'player_wallet'`);
    expect(negative!.n).toBe(0);
    await expectLedgerClean(db);
  });
});
