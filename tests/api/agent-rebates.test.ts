// Rebates: the operator's rates, the settlement of one day in the hall's time zone, and the job.
// Amounts are checked against a computation made here from the rounds and the referrer chain
// (not from the team tree table the server reads), on PGlite and PostgreSQL; two settlements of
// the same day at the same moment on a real PostgreSQL pay each agent once.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import { openDatabase, type Database, type Db } from '../../server/db/database.ts';
import { agentApplications, gameRounds, games, ledgerTransfers, playerSeeds, rebateRates, rebateSettlements, users } from '../../server/db/schema.ts';
import { seedDatabase } from '../../server/db/seed.ts';
import { seedGames } from '../../server/db/seed-data.ts';
import { formatAmount, toUnits } from '../../shared/money/amount.fns.ts';
import { checkLedger } from '../../server/ledger/invariants.ts';
import { balanceOf, houseAccount, walletOf } from '../../server/ledger/ledger.ts';
import { DEFAULT_REBATE_RATES, periodsToSettle, SETTLE_GRACE_MS } from '../../server/modules/agent/rebates.fns.ts';
import { settleDueRebates } from '../../server/modules/agent/rebates.jobs.ts';
import { computeRebates, settlePeriod } from '../../server/modules/agent/rebates.service.ts';
import { adminQuery, databases, openTestDatabase, postgresUrlOf } from './support/databases.ts';
import { testClock } from './support/accounts.ts';
import type { TestApp } from './support/test-app.ts';
import { call } from './support/accounts.ts';
import { newPlayer, opsCall, startWalletApp } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';

const HOUR = 3_600_000;
/** Asia/Tokyo is UTC+9 all year: the day D runs from D−1 15:00 UTC to D 15:00 UTC. */
const tokyoDayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 9 * HOUR);

const ratesPath = calls.opsRebateRates.path;
const ratesSetPath = calls.opsRebateRatesSet.path;
const settlePath = calls.opsRebateSettle.path;

interface Person {
  id: number;
  referrerId: number | null;
  agent: boolean;
}

let made = 0;

/** A user under `referrerId`; an agent has an approved application and a code, as an approval gives. */
async function makeUser(db: Db, referrerId: number | null, agent: boolean): Promise<Person> {
  made += 1;
  const tag = `${process.pid % 10000}${made}${randomBytes(2).toString('hex')}`;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ account: `rb${tag}`.slice(0, 20), passwordHash: 'unusable', referrerId, agentCode: agent ? `R${tag}`.toUpperCase().slice(0, 16) : null })
      .returning({ id: users.id });
    if (agent) {
      await tx.insert(agentApplications).values({ userId: user!.id, status: 'approved', reviewedAt: new Date(), reviewedBy: 'test' });
    }
    return { id: user!.id, referrerId, agent };
  });
}

interface Round {
  userId: number;
  bet: bigint;
  at: Date;
}

/** Each database's player seeds made so far (user ids repeat across databases). */
const seedsByDb = new WeakMap<Db, Map<number, { id: number; nonce: number }>>();

async function playRounds(db: Db, rounds: Round[]): Promise<void> {
  const seedOf = seedsByDb.get(db) ?? new Map<number, { id: number; nonce: number }>();
  seedsByDb.set(db, seedOf);
  for (const round of rounds) {
    let seed = seedOf.get(round.userId);
    if (!seed) {
      const [row] = await db
        .insert(playerSeeds)
        .values({ userId: round.userId, serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'test' })
        .returning({ id: playerSeeds.id });
      seed = { id: row!.id, nonce: 0 };
      seedOf.set(round.userId, seed);
    }
    await db.insert(gameRounds).values({
      userId: round.userId,
      machineId: seedGames[0]!.machineId,
      seedId: seed.id,
      nonce: seed.nonce++,
      bet: round.bet,
      win: 0n,
      outcome: {},
      createdAt: round.at,
    });
  }
}

/**
 * The expected rebates, computed here: each round in the period is credited to every agent above
 * the player by walking the referrer chain, per level; then floor(level bets × rate / 10 000).
 */
function expectedRebates(people: Person[], rounds: Round[], since: Date, until: Date, rates: Record<number, number>) {
  const byId = new Map(people.map((p) => [p.id, p]));
  const perLevel = new Map<number, Map<number, bigint>>();
  for (const round of rounds) {
    if (round.at < since || round.at >= until) continue;
    let level = 0;
    let above = byId.get(round.userId)!.referrerId;
    while (above !== null) {
      level += 1;
      const levels = perLevel.get(above) ?? new Map<number, bigint>();
      levels.set(level, (levels.get(level) ?? 0n) + round.bet);
      perLevel.set(above, levels);
      above = byId.get(above)!.referrerId;
    }
  }
  const result = new Map<number, { betAmount: bigint; amount: bigint }>();
  for (const person of people.filter((p) => p.agent)) {
    let betAmount = 0n;
    let amount = 0n;
    for (const [level, bets] of perLevel.get(person.id) ?? []) {
      const rate = rates[level] ?? 0;
      if (rate > 0) betAmount += bets;
      amount += (bets * BigInt(rate)) / 10_000n;
    }
    result.set(person.id, { betAmount, amount });
  }
  return result;
}

async function settlementsOf(db: Db, period: string) {
  const rows = await db.select().from(rebateSettlements).where(eq(rebateSettlements.period, period));
  return new Map(rows.map((r) => [r.agentId, { betAmount: r.betAmount, amount: r.amount }]));
}

async function rebateTransfers(db: Db) {
  return db.select().from(ledgerTransfers).where(eq(ledgerTransfers.kind, 'agent_rebate'));
}

async function setDefaultRates(db: Db) {
  await db.delete(rebateRates);
  await db.insert(rebateRates).values(DEFAULT_REBATE_RATES.map((r) => ({ ...r, updatedBy: 'default' })));
}

describe.each(databases)('rebates on %s', (kind) => {
  // 2026-03-10 01:00 in Tokyo, still 03-09 in UTC: 03-09 is the newest finished day in the hall's
  // time zone (the README example settles it), though not in UTC.
  const clock = testClock(new Date('2026-03-09T16:00:00Z'));
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startWalletApp(kind, { now: clock.now });
    db = started.database.db;
    await db.insert(games).values(seedGames).onConflictDoNothing();
    await setDefaultRates(db);
  });
  afterAll(async () => {
    await started?.close();
  });

  describe('the worked example of the README', () => {
    it('A earns 9.7227, B 5.0999, C 0.2500 on 2026-03-09; paid once, a rerun changes nothing', async () => {
      // A → B (agent), P1; B → C (agent); C → P3. Rates 50 / 20 / 10 basis points.
      const a = await makeUser(db, null, true);
      const b = await makeUser(db, a.id, true);
      const p1 = await makeUser(db, a.id, false);
      const c = await makeUser(db, b.id, true);
      const p3 = await makeUser(db, c.id, false);
      const noon = new Date('2026-03-09T03:00:00Z');
      await playRounds(db, [
        { userId: b.id, bet: toUnits('100'), at: noon },
        { userId: b.id, bet: toUnits('200'), at: noon },
        { userId: p1.id, bet: toUnits('1234.5678'), at: noon },
        { userId: c.id, bet: toUnits('999.9999'), at: noon },
        { userId: p3.id, bet: toUnits('50'), at: noon },
        // The day before and the day after in Tokyo (both on 03-09 in UTC): not in the period.
        { userId: p1.id, bet: toUnits('7777'), at: new Date(tokyoDayStart('2026-03-09').getTime() - 1) },
        { userId: p1.id, bet: toUnits('8888'), at: tokyoDayStart('2026-03-10') },
      ]);
      const walletA = await walletOf(db, a.id);
      const house = await houseAccount(db);
      const houseBefore = await balanceOf(db, house.id);

      const res = await opsCall(started.app, settlePath, { period: '2026-03-09' });
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json().data;
      expect(answer.period).toBe('2026-03-09');
      expect(answer.settledNow).toBeGreaterThanOrEqual(3);

      const rows = await settlementsOf(db, '2026-03-09');
      expect(formatAmount(rows.get(a.id)!.amount)).toBe('9.7227');
      expect(formatAmount(rows.get(a.id)!.betAmount)).toBe('2584.5677');
      expect(formatAmount(rows.get(b.id)!.amount)).toBe('5.0999');
      expect(formatAmount(rows.get(c.id)!.amount)).toBe('0.2500');
      expect(formatAmount(await balanceOf(db, walletA.id))).toBe('9.7227');
      const paidHere = toUnits('9.7227') + toUnits('5.0999') + toUnits('0.25');
      expect(await balanceOf(db, house.id)).toBe(houseBefore - paidHere);
      const transfers = (await rebateTransfers(db)).filter((t) => [a.id, b.id, c.id].some((id) => t.reference === `rebate:${id}:2026-03-09`));
      expect(transfers).toHaveLength(3);
      expect(transfers.every((t) => t.fromAccountId === house.id)).toBe(true);

      const again = await opsCall(started.app, settlePath, { period: '2026-03-09' });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual({ ...answer, settledNow: 0 });
      expect(formatAmount(await balanceOf(db, walletA.id))).toBe('9.7227');
      expect(await balanceOf(db, house.id)).toBe(houseBefore - paidHere);
      await expectLedgerClean(db);
    });
  });

  it('a random team of 5 levels over three days: every agent gets exactly the independent figure, once', async () => {
    const next = seededRandom(kind === 'pglite' ? 41 : 42);
    const people: Person[] = [];
    for (let i = 0; i < 8; i += 1) people.push(await makeUser(db, null, true));
    for (let i = 0; i < 50; i += 1) {
      const agents = people.filter((p) => p.agent);
      const referrer = agents[Math.floor(next() * agents.length)]!;
      people.push(await makeUser(db, referrer.id, next() < 0.45));
    }
    const rounds: Round[] = [];
    const start = tokyoDayStart('2026-03-05').getTime();
    for (let i = 0; i < 300; i += 1) {
      const player = people[Math.floor(next() * people.length)]!;
      // Odd amounts (units, not whole coins) so that every floor matters.
      rounds.push({ userId: player.id, bet: BigInt(1 + Math.floor(next() * 50_000_000)), at: new Date(start + Math.floor(next() * 3 * 24 * HOUR)) });
    }
    await playRounds(db, rounds);

    const rates = { 1: 50, 2: 20, 3: 10 };
    for (const period of ['2026-03-05', '2026-03-06', '2026-03-07']) {
      const since = tokyoDayStart(period);
      const until = new Date(since.getTime() + 24 * HOUR);
      const expected = expectedRebates(people, rounds, since, until, rates);
      const wallets = new Map<number, bigint>();
      for (const p of people.filter((x) => x.agent)) wallets.set(p.id, await balanceOf(db, (await walletOf(db, p.id)).id));

      const res = await opsCall(started.app, settlePath, { period });
      expect(res.statusCode, res.body).toBe(200);
      const rows = await settlementsOf(db, period);
      let total = 0n;
      for (const [agentId, want] of expected) {
        expect(rows.get(agentId), `agent ${agentId} on ${period}`).toEqual(want);
        const after = await balanceOf(db, (await walletOf(db, agentId)).id);
        expect(after - wallets.get(agentId)!, `wallet of ${agentId}`).toBe(want.amount);
        total += want.amount;
      }
      expect([...expected.values()].some((e) => e.amount > 0n)).toBe(true);
      // Zero rebates get their row too.
      expect([...expected.values()].some((e) => e.amount === 0n)).toBe(true);
      const ours = [...expected.keys()];
      const paidTransfers = (await rebateTransfers(db)).filter((t) => ours.some((id) => t.reference === `rebate:${id}:${period}`));
      expect(paidTransfers.reduce((sum, t) => sum + t.amount, 0n)).toBe(total);
      expect(paidTransfers).toHaveLength([...expected.values()].filter((e) => e.amount > 0n).length);
    }
    await expectLedgerClean(db);
  });

  describe('rates', () => {
    it('answers the rates by level; a replacement is whole, by the operator, and applies to periods settled afterwards', async () => {
      const before = await opsCall(started.app, ratesPath, {});
      expect(before.statusCode, before.body).toBe(200);
      expect(before.json().data).toEqual({ rates: DEFAULT_REBATE_RATES });

      const a = await makeUser(db, null, true);
      const m = await makeUser(db, a.id, false);
      const n = await makeUser(db, m.id, false);
      await playRounds(db, [
        { userId: m.id, bet: toUnits('1000'), at: new Date('2026-03-03T03:00:00Z') },
        { userId: m.id, bet: toUnits('1000'), at: new Date('2026-03-04T03:00:00Z') },
      ]);
      expect(n.referrerId).toBe(m.id);
      // 03-03 is settled at the default 0.5 %.
      expect((await opsCall(started.app, settlePath, { period: '2026-03-03' })).statusCode).toBe(200);

      const set = await opsCall(started.app, ratesSetPath, { rates: [{ level: 4, rateBasisPoints: 5 }, { level: 1, rateBasisPoints: 125 }] });
      expect(set.statusCode, set.body).toBe(200);
      expect(set.json().data).toEqual({ rates: [{ level: 1, rateBasisPoints: 125 }, { level: 4, rateBasisPoints: 5 }] });
      const stored = await db.select().from(rebateRates).orderBy(rebateRates.level);
      expect(stored.map((r) => [r.level, r.rateBasisPoints, r.updatedBy])).toEqual([
        [1, 125, 'test-operator'],
        [4, 5, 'test-operator'],
      ]);
      expect((await opsCall(started.app, ratesPath, {})).json().data.rates).toHaveLength(2);

      expect((await opsCall(started.app, settlePath, { period: '2026-03-04' })).statusCode).toBe(200);
      expect((await settlementsOf(db, '2026-03-03')).get(a.id)!.amount).toBe(toUnits('5'));
      expect((await settlementsOf(db, '2026-03-04')).get(a.id)!.amount).toBe(toUnits('12.5'));
      // Rerunning the earlier day with the new rates changes nothing.
      expect((await opsCall(started.app, settlePath, { period: '2026-03-03' })).json().data.settledNow).toBe(0);
      expect((await settlementsOf(db, '2026-03-03')).get(a.id)!.amount).toBe(toUnits('5'));

      // Rate 0 everywhere: no rebate, but still a row.
      expect((await opsCall(started.app, ratesSetPath, { rates: [{ level: 1, rateBasisPoints: 0 }] })).statusCode).toBe(200);
      await playRounds(db, [{ userId: m.id, bet: toUnits('1000'), at: new Date('2026-03-02T03:00:00Z') }]);
      expect((await opsCall(started.app, settlePath, { period: '2026-03-02' })).statusCode).toBe(200);
      expect((await settlementsOf(db, '2026-03-02')).get(a.id)).toEqual({ betAmount: 0n, amount: 0n });
      await setDefaultRates(db);
      await expectLedgerClean(db);
    });

    it('refuses bad rate lists with a localized 4xx and keeps the rates as they were', async () => {
      const bad: [unknown, number, string][] = [
        [{ rates: [] }, 422, 'REBATE_RATES_EMPTY'],
        [{ rates: [{ level: 1, rateBasisPoints: 10 }, { level: 1, rateBasisPoints: 20 }] }, 422, 'REBATE_LEVEL_DUPLICATE'],
        [{ rates: [{ level: 0, rateBasisPoints: 10 }] }, 400, 'VALIDATION_FAILED'],
        [{ rates: [{ level: 33, rateBasisPoints: 10 }] }, 400, 'VALIDATION_FAILED'],
        [{ rates: [{ level: 1, rateBasisPoints: -1 }] }, 400, 'VALIDATION_FAILED'],
        [{ rates: [{ level: 1, rateBasisPoints: 10_001 }] }, 400, 'VALIDATION_FAILED'],
        [{ rates: [{ level: 1, rateBasisPoints: 1.5 }] }, 400, 'VALIDATION_FAILED'],
        [{ rates: [{ level: '1', rateBasisPoints: 10 }] }, 400, 'VALIDATION_FAILED'],
        [{ rates: [{ level: 1 }] }, 400, 'VALIDATION_FAILED'],
        [{ rates: Array.from({ length: 33 }, (_, i) => ({ level: (i % 32) + 1, rateBasisPoints: 1 })) }, 400, 'VALIDATION_FAILED'],
        [{ rates: [{ level: 1, rateBasisPoints: 10 }], extra: true }, 400, 'VALIDATION_FAILED'],
        [{}, 400, 'VALIDATION_FAILED'],
      ];
      for (const [body, status, error] of bad) {
        const res = await opsCall(started.app, ratesSetPath, body, { locale: 'en-US' });
        expect([res.statusCode, res.json().error], JSON.stringify(body)).toEqual([status, error]);
      }
      const ja = await opsCall(started.app, ratesSetPath, { rates: [] }, { locale: 'ja-JP' });
      expect(ja.json().msg).toBe('リベート率を1つ以上指定してください。リベートを止めるには率を0にします。');
      const en = await opsCall(started.app, ratesSetPath, { rates: [{ level: 2, rateBasisPoints: 1 }, { level: 2, rateBasisPoints: 1 }] }, { locale: 'en-US' });
      expect(en.json().msg).toBe('A level appears twice in the rebate rates. Give each level once.');
      expect((await opsCall(started.app, ratesPath, {})).json().data).toEqual({ rates: DEFAULT_REBATE_RATES });
    });
  });

  describe('settlement', () => {
    it('refuses today and later days in the hall time zone (422), and bad dates (400); nothing is written', async () => {
      const count = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(rebateSettlements))[0]!.n;
      const before = await count();
      // 03-10 01:00 in Tokyo: 03-10 is today there (not yet in UTC); 03-11 is the future.
      for (const period of ['2026-03-10', '2026-03-11', '2030-01-01']) {
        for (const [locale, msg] of [
          ['ja-JP', 'まだ終わっていない日はリベートを精算できません。昨日以前の日付を指定してください。'],
          ['en-US', 'A day that has not ended yet cannot be settled. Choose yesterday or an earlier day.'],
        ]) {
          const res = await opsCall(started.app, settlePath, { period }, { locale });
          expect([res.statusCode, res.json().error, res.json().msg], period).toEqual([422, 'REBATE_PERIOD_NOT_FINISHED', msg]);
        }
      }
      for (const body of [{ period: '0000-01-01' }, { period: '1999-12-31' }, { period: '2026-02-30' }, { period: '2026-3-9' }, { period: 'yesterday' }, { period: 20260309 }, {}, { period: '2026-03-09', agentId: 1 }]) {
        const res = await opsCall(started.app, settlePath, body, { locale: 'en-US' });
        expect([res.statusCode, res.json().error], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
      }
      expect(await count()).toBe(before);
    });

    it('a hall in another time zone settles that zone’s day', async () => {
      const a = await makeUser(db, null, true);
      const m = await makeUser(db, a.id, false);
      // 2026-03-08 is the day clocks go forward in New York: 23 hours, 05:00Z to 04:00Z next day.
      await playRounds(db, [
        { userId: m.id, bet: toUnits('100'), at: new Date('2026-03-08T04:59:59.999Z') },
        { userId: m.id, bet: toUnits('200'), at: new Date('2026-03-08T05:00:00Z') },
        { userId: m.id, bet: toUnits('400'), at: new Date('2026-03-09T03:59:59.999Z') },
        { userId: m.id, bet: toUnits('800'), at: new Date('2026-03-09T04:00:00Z') },
      ]);
      const rebates = await computeRebates(db, '2026-03-08', 'America/New_York');
      expect(rebates.find((r) => r.agentId === a.id)).toEqual({ agentId: a.id, betAmount: toUnits('600'), amount: toUnits('3') });
    });

    it('is for operators only', async () => {
      const player = await newPlayer(started.app);
      for (const path of [ratesPath, ratesSetPath, settlePath]) {
        for (const headers of [{}, { token: player.token }, { authorization: 'Bearer ops_not-the-operator-token-0000000' }]) {
          const res = await started.app.inject({
            method: 'POST',
            url: path,
            headers: { ...headers, 'accept-language': 'en-US' },
            payload: path === settlePath ? { period: '2026-03-01' } : path === ratesSetPath ? { rates: [{ level: 1, rateBasisPoints: 9999 }] } : {},
          });
          expect([res.statusCode, res.json().error], `${path} ${JSON.stringify(headers)}`).toEqual([401, 'OPS_SESSION_REQUIRED']);
        }
      }
      expect((await opsCall(started.app, ratesPath, {})).json().data).toEqual({ rates: DEFAULT_REBATE_RATES });
      expect((await settlementsOf(db, '2026-03-01')).size).toBe(0);
    });
  });

  it('the ledger check finds a paid rebate whose booking is missing or altered, and a booking without its rebate', async () => {
    const a = await makeUser(db, null, true);
    const m = await makeUser(db, a.id, false);
    await playRounds(db, [{ userId: m.id, bet: toUnits('100'), at: new Date('2026-02-10T03:00:00Z') }]);
    expect((await opsCall(started.app, settlePath, { period: '2026-02-10' })).statusCode).toBe(200);
    await expectLedgerClean(db);
    const failuresOf = async () => (await checkLedger(db)).find((r) => r.name === 'each paid rebate is booked once, from the house to its agent')!.failures;
    // The settlement says more than was paid.
    await db.update(rebateSettlements).set({ amount: toUnits('0.6') }).where(sql`${rebateSettlements.agentId} = ${a.id} AND ${rebateSettlements.period} = '2026-02-10'`);
    expect(await failuresOf()).toEqual([`rebate rebate:${a.id}:2026-02-10: 6000 house → player:${a.id}:wallet, booked 5000 house → player:${a.id}:wallet`]);
    // The settlement is gone: its booking has no row.
    await db.delete(rebateSettlements).where(sql`${rebateSettlements.agentId} = ${a.id} AND ${rebateSettlements.period} = '2026-02-10'`);
    expect(await failuresOf()).toEqual([`ledger transfer rebate:${a.id}:2026-02-10 has no paid rebate settlement`]);
    // A settlement that says it paid, with no booking.
    await db.insert(rebateSettlements).values({ agentId: a.id, period: '2026-02-11', betAmount: toUnits('1'), amount: 1n });
    expect(await failuresOf()).toContain(`rebate rebate:${a.id}:2026-02-11 of 1 is not booked`);
    // Put back as it was.
    await db.delete(rebateSettlements).where(sql`${rebateSettlements.agentId} = ${a.id}`);
    await db.insert(rebateSettlements).values({ agentId: a.id, period: '2026-02-10', betAmount: toUnits('100'), amount: toUnits('0.5') });
    await expectLedgerClean(db);
  });

  it('a paid rebate shows in the agent’s financial records (type rebate), not in the member’s; a day that paid nothing does not', async () => {
    const agent = await newPlayer(started.app);
    await db.transaction(async (tx) => {
      await tx.insert(agentApplications).values({ userId: agent.userId, status: 'approved', reviewedAt: new Date(), reviewedBy: 'test' });
      await tx.update(users).set({ agentCode: `RR${agent.userId}AGENT`.slice(0, 16) }).where(eq(users.id, agent.userId));
    });
    const member = await newPlayer(started.app);
    const played = await makeUser(db, agent.userId, false);
    await playRounds(db, [{ userId: played.id, bet: toUnits('2000.0399'), at: new Date('2026-02-20T03:00:00Z') }]);
    for (const period of ['2026-02-20', '2026-02-21']) expect((await opsCall(started.app, settlePath, { period })).statusCode).toBe(200);

    const res = await call(started.app, calls.recordFinanceQuery.path, { type: 'rebate', pageNum: 1, pageSize: 10 }, { token: agent.token });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page.total).toBe(1);
    expect(page.list).toEqual([
      expect.objectContaining({ type: 'rebate', orderSn: 'RB20260220', amount: '10.0001', status: 'success', method: '', currency: 'COIN', note: '2026-02-20' }),
    ]);
    // Among all kinds, and by its status.
    const all = await call(started.app, calls.recordFinanceQuery.path, { status: 'success', pageNum: 1, pageSize: 10 }, { token: agent.token });
    expect(all.json().data.list.map((r: { type: string }) => r.type)).toEqual(['rebate']);
    const others = await call(started.app, calls.recordFinanceQuery.path, { type: 'rebate', pageNum: 1, pageSize: 10 }, { token: member.token });
    expect(others.json().data.total).toBe(0);
  });

  describe('the job', () => {
    it('settles the finished days of the last week once they are 5 minutes old, each once', async () => {
      const jobClock = testClock(new Date(tokyoDayStart('2026-03-20').getTime() + SETTLE_GRACE_MS - 1000));
      const deps = { db, now: jobClock.now, log: started.app.log };
      const a = await makeUser(db, null, true);
      const m = await makeUser(db, a.id, false);
      await playRounds(db, [
        { userId: m.id, bet: toUnits('100'), at: new Date('2026-03-13T03:00:00Z') },
        { userId: m.id, bet: toUnits('200'), at: new Date('2026-03-18T03:00:00Z') },
        { userId: m.id, bet: toUnits('400'), at: new Date('2026-03-19T14:59:59Z') },
        { userId: m.id, bet: toUnits('800'), at: new Date('2026-03-12T03:00:00Z') },
      ]);
      expect(periodsToSettle(jobClock.now(), 'Asia/Tokyo')).toEqual(['2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15', '2026-03-16', '2026-03-17', '2026-03-18']);

      // Four minutes after midnight: 03-19 is finished but not yet settled; 03-12 … 03-18 are.
      await settleDueRebates(deps, 'Asia/Tokyo');
      const wallet = await walletOf(db, a.id);
      expect(formatAmount(await balanceOf(db, wallet.id))).toBe('5.5000');
      expect((await settlementsOf(db, '2026-03-19')).has(a.id)).toBe(false);
      for (const period of ['2026-03-14', '2026-03-15']) expect((await settlementsOf(db, period)).get(a.id)).toEqual({ betAmount: 0n, amount: 0n });

      jobClock.advance(2000);
      const results = await settleDueRebates(deps, 'Asia/Tokyo');
      expect(results.map((r) => r.period)).toEqual(['2026-03-19']);
      expect(formatAmount(await balanceOf(db, wallet.id))).toBe('7.5000');
      // Nothing left to do: a further run computes nothing and pays nothing.
      expect(await settleDueRebates(deps, 'Asia/Tokyo')).toEqual([]);
      expect(formatAmount(await balanceOf(db, wallet.id))).toBe('7.5000');
      // An agent approved later gets the week's rows on the next run.
      const late = await makeUser(db, null, true);
      const later = await settleDueRebates(deps, 'Asia/Tokyo');
      expect(later.map((r) => r.settledNow)).toEqual([1, 1, 1, 1, 1, 1, 1]);
      expect((await settlementsOf(db, '2026-03-19')).get(late.id)).toEqual({ betAmount: 0n, amount: 0n });
      await expectLedgerClean(db);
    });
  });

  it('the seed writes the default rates into an empty table and leaves the operator’s alone', async () => {
    const fresh = await openTestDatabase(kind);
    try {
      await seedDatabase(fresh.db, new Date(), { demoAccounts: false });
      const seeded = await fresh.db.select().from(rebateRates).orderBy(rebateRates.level);
      expect(seeded.map((r) => ({ level: r.level, rateBasisPoints: r.rateBasisPoints }))).toEqual(DEFAULT_REBATE_RATES);
      expect(seeded.every((r) => r.updatedBy === 'default')).toBe(true);
      await fresh.db.delete(rebateRates).where(inArray(rebateRates.level, [2, 3]));
      await seedDatabase(fresh.db, new Date(), { demoAccounts: false });
      expect((await fresh.db.select().from(rebateRates)).map((r) => r.level)).toEqual([1]);
    } finally {
      await fresh.close();
    }
  });
});

const onPostgres = databases.includes('postgres');

describe.skipIf(!onPostgres)('rebate settlement under concurrency (PostgreSQL only; PGlite has one connection)', () => {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  const processes: Database[] = [];

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    // Four "server processes": each its own pool on the same database.
    for (let i = 0; i < 4; i += 1) processes.push(await openDatabase({ url: postgresUrlOf(name) }));
  });
  afterAll(async () => {
    for (const p of processes) await p.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('four processes settling the same day at the same moment pay every agent once', async () => {
    const db = processes[0]!.db;
    await db.insert(games).values(seedGames).onConflictDoNothing();
    await setDefaultRates(db);
    const next = seededRandom(7);
    const people: Person[] = [];
    for (let i = 0; i < 6; i += 1) people.push(await makeUser(db, null, true));
    for (let i = 0; i < 80; i += 1) {
      const agents = people.filter((p) => p.agent);
      people.push(await makeUser(db, agents[Math.floor(next() * agents.length)]!.id, next() < 0.5));
    }
    const since = tokyoDayStart('2026-03-09');
    const rounds: Round[] = people.map((p) => ({ userId: p.id, bet: BigInt(1 + Math.floor(next() * 90_000_000)), at: new Date(since.getTime() + Math.floor(next() * 24 * HOUR)) }));
    await playRounds(db, rounds);
    const expected = expectedRebates(people, rounds, since, new Date(since.getTime() + 24 * HOUR), { 1: 50, 2: 20, 3: 10 });
    const owed = [...expected.values()].filter((e) => e.amount > 0n);
    expect(owed.length).toBeGreaterThan(10);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      const outcomes = await Promise.all(processes.map((p) => settlePeriod(p.db, '2026-03-09', 'Asia/Tokyo')));
      const settledNow = outcomes.reduce((sum, o) => sum + o.settledNow, 0);
      // The first round of four settles every agent exactly once between them; later rounds, nobody.
      expect(settledNow).toBe(attempt === 0 ? expected.size : 0);
      const total = owed.reduce((sum, e) => sum + e.amount, 0n);
      for (const o of outcomes) expect({ agentsPaid: o.agentsPaid, total: o.total }).toEqual({ agentsPaid: owed.length, total });
    }
    const transfers = await rebateTransfers(db);
    expect(transfers).toHaveLength(owed.length);
    expect(new Set(transfers.map((t) => t.reference)).size).toBe(owed.length);
    const rows = await settlementsOf(db, '2026-03-09');
    for (const [agentId, want] of expected) {
      expect(rows.get(agentId)).toEqual(want);
      expect(await balanceOf(db, (await walletOf(db, agentId)).id)).toBe(want.amount);
    }
    await expectLedgerClean(db);
  });
});
