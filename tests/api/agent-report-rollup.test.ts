// The team reports' rollups against the rounds themselves. A random team over several levels plays
// rounds around Japan's midnights (inserted out of time order, as late rounds of a member arrive);
// the reports' rounds, bets, wins and active members are computed here from the raw rows and
// compared with the API before any rollup, after the job rolled everything in small batches, with
// rounds past the cursor (the live tail, some on days before the rolled ones), after several jobs
// ran at once, and while rounds were being written during the job. Deposits (some refunded later),
// wallet fundings through the ledger and registrations moved in time go the same way: the cards'
// deposits, registrations, team size and team balance against the rows. The rollup tables are
// compared with the same sums grouped straight from game_rounds, the orders, users, ledger and team_paths.
import { eq, sql } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentDataStatistics, agentSubMemberReportPage, agentTypeReportStatistics } from '../../src/contracts/agent.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { gameRounds, ledgerAccounts, paymentOrders, playerSeeds, users } from '../../server/db/schema.ts';
import { formatAmount } from '../../shared/money/amount.fns.ts';
import { reportRollupJobs } from '../../server/modules/agent/report-rollup.jobs.ts';
import { rollUpReports } from '../../server/modules/agent/report-rollup.service.ts';
import { expectLedgerClean, fund } from './ledger-fixtures.ts';
import { call, register, testClock } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { databases } from './support/databases.ts';
import { startGamesApp } from './support/games.ts';
import type { TestApp } from './support/test-app.ts';

const ZONE = 'Asia/Tokyo';
const TZ = 540;
const NOW = new Date('2026-03-13T03:00:00Z');
const MEMBERS = 40;

/** A small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Round {
  userId: number;
  bet: bigint;
  win: bigint;
  createdAt: Date;
}

describe.each(databases)('team report rollups on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  let token: string;
  let topId: number;
  const parent = new Map<number, number>();
  const seedOf = new Map<number, { seedId: number; nonce: number }>();
  const random = generator(20260313);

  const rows = async <T,>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  /** Rounds at random instants of 2026-03-01 … 03-12, half of them within an hour of a Japanese midnight. */
  function randomRounds(count: number, players: number[]): Round[] {
    const out: Round[] = [];
    for (let i = 0; i < count; i++) {
      const userId = players[Math.floor(random() * players.length)]!;
      const day = 1 + Math.floor(random() * 12);
      const nearMidnight = random() < 0.5;
      // 15:00Z is midnight in Japan; ±60 minutes around it, or anywhere in the UTC day.
      const minutes = nearMidnight ? 15 * 60 - 60 + Math.floor(random() * 120) : Math.floor(random() * 24 * 60);
      const createdAt = new Date(Date.UTC(2026, 2, day, 0, minutes, Math.floor(random() * 60), Math.floor(random() * 1000)));
      const bet = BigInt(1 + Math.floor(random() * 50)) * 10_000n;
      const win = random() < 0.4 ? bet * BigInt(Math.floor(random() * 4)) : 0n;
      out.push({ userId, bet, win, createdAt });
    }
    return out;
  }

  async function insertRounds(list: Round[], runner: Pick<Db, 'insert'> = db) {
    for (const round of list) {
      const seed = seedOf.get(round.userId)!;
      await runner.insert(gameRounds).values({ userId: round.userId, machineId: 'coral-reef', seedId: seed.seedId, nonce: seed.nonce, bet: round.bet, win: round.win, outcome: {}, createdAt: round.createdAt });
      seed.nonce += 1;
    }
  }

  let orderNo = 0;
  /** Paid deposits at random instants, each credited through the ledger; a few refunded later. */
  async function deposits(count: number, players: number[]) {
    for (const round of randomRounds(count, players)) {
      orderNo += 1;
      const coins = round.bet * 3n;
      await fund(db, round.userId, coins);
      const at = round.createdAt;
      await db.insert(paymentOrders).values({
        orderSn: `RRD${process.pid % 1000}x${orderNo}`,
        userId: round.userId,
        channelCode: 'sandbox-bank-jpy',
        provider: 'sandbox',
        currency: 'JPY',
        amount: coins,
        coins,
        status: orderNo % 7 === 0 ? 'pending' : 'paid',
        paidAt: orderNo % 7 === 0 ? null : at,
        createdAt: at,
        updatedAt: at,
      });
    }
  }

  /** A member joining `above` now, with a seed pair to play with. */
  async function addMember(name: string, above: number): Promise<number> {
    const [made] = await db.insert(users).values({ account: `${name}x${process.pid % 1000}`, passwordHash: 'unusable', referrerId: above }).returning({ id: users.id });
    parent.set(made!.id, above);
    const [seed] = await db
      .insert(playerSeeds)
      .values({ userId: made!.id, serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'rollup' })
      .returning({ id: playerSeeds.id });
    seedOf.set(made!.id, { seedId: seed!.id, nonce: 0 });
    return made!.id;
  }

  beforeAll(async () => {
    t = await startGamesApp(kind, { now: testClock(NOW).now });
    db = t.database.db;
    token = await register(t.app, `rollup${process.pid % 1000}`);
    const info = await call(t.app, calls.userInfo.path, {}, { token });
    topId = info.json().data.id as number;
    await makeAgent(db, topId);
    // Member i joins the top agent or one of the members before it: a random tree, several levels deep.
    const ids: number[] = [topId];
    for (let i = 0; i < MEMBERS; i++) {
      const above = i < 3 ? topId : ids[Math.max(1, ids.length - 1 - Math.floor(random() * 6))]!;
      const [made] = await db.insert(users).values({ account: `rollm${i}x${process.pid % 1000}`, passwordHash: 'unusable', referrerId: above }).returning({ id: users.id });
      parent.set(made!.id, above);
      ids.push(made!.id);
    }
    for (const id of ids) {
      const [seed] = await db
        .insert(playerSeeds)
        .values({ userId: id, serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'rollup' })
        .returning({ id: playerSeeds.id });
      seedOf.set(id, { seedId: seed!.id, nonce: 0 });
    }
    await insertRounds(randomRounds(400, ids));
    // Registrations spread over the days the reports cover.
    for (const [i, id] of [...parent.keys()].entries()) {
      if (i % 3 === 0) await db.update(users).set({ createdAt: randomRounds(1, [id])[0]!.createdAt }).where(eq(users.id, id));
    }
    await deposits(30, ids);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Users below `root` (walking the referrers), with the root itself when asked. */
  function subtree(root: number, withRoot: boolean): Set<number> {
    const out = new Set<number>(withRoot ? [root] : []);
    for (const id of parent.keys()) {
      for (let up = parent.get(id); up !== undefined; up = parent.get(up)) {
        if (up === root) {
          out.add(id);
          break;
        }
      }
    }
    return out;
  }

  const dayOf = (at: Date) => new Date(at.getTime() + TZ * 60_000).toISOString().slice(0, 10);

  async function allRounds(): Promise<Round[]> {
    return db.select({ userId: gameRounds.userId, bet: gameRounds.bet, win: gameRounds.win, createdAt: gameRounds.createdAt }).from(gameRounds);
  }

  function expected(rounds: Round[], who: Set<number>, from: string, to: string) {
    const mine = rounds.filter((r) => who.has(r.userId) && dayOf(r.createdAt) >= from && dayOf(r.createdAt) <= to);
    const bet = mine.reduce((a, r) => a + r.bet, 0n);
    const win = mine.reduce((a, r) => a + r.win, 0n);
    return { betCount: mine.length, betAmount: formatAmount(bet), winAmount: formatAmount(win), netAmount: formatAmount(win - bet), activeUsers: new Set(mine.map((r) => r.userId)).size };
  }

  const pick = ({ betCount, betAmount, winAmount, netAmount, activeUsers }: ReturnType<typeof expected>) => ({ betCount, betAmount, winAmount, netAmount, activeUsers });

  interface Rows {
    orders: { userId: number; status: string; coins: bigint; paidAt: Date | null }[];
    registered: Map<number, Date>;
    wallets: Map<number, bigint>;
  }

  async function allRows(): Promise<Rows> {
    const orders = await db.select({ userId: paymentOrders.userId, status: paymentOrders.status, coins: paymentOrders.coins, paidAt: paymentOrders.paidAt }).from(paymentOrders);
    const registered = new Map((await db.select({ id: users.id, createdAt: users.createdAt }).from(users)).map((u) => [u.id, u.createdAt]));
    const wallets = new Map(
      (await db.select({ userId: ledgerAccounts.userId, balance: ledgerAccounts.balance }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'player_wallet'))).map((w) => [w.userId!, w.balance]),
    );
    return { orders, registered, wallets };
  }

  /** Deposits, registrations (in the range) and the team's size and balance now, from the rows. */
  function expectedRest(rows: Rows, who: Set<number>, from: string, to: string) {
    const inRange = (at: Date | null) => at !== null && dayOf(at) >= from && dayOf(at) <= to;
    const paid = rows.orders.filter((o) => who.has(o.userId) && o.status === 'paid' && inRange(o.paidAt));
    return {
      rechargeCount: paid.length,
      rechargeAmount: formatAmount(paid.reduce((a, o) => a + o.coins, 0n)),
      registrations: [...who].filter((id) => inRange(rows.registered.get(id) ?? null)).length,
    };
  }
  const pickRest = ({ rechargeCount, rechargeAmount, registrations }: ReturnType<typeof expectedRest>) => ({ rechargeCount, rechargeAmount, registrations });
  const teamNow = (rows: Rows, who: Set<number>) => ({
    teamSize: who.size,
    teamBalance: formatAmount([...who].reduce((a, id) => a + (rows.wallets.get(id) ?? 0n), 0n)),
  });

  async function ask<T>(path: string, body: unknown): Promise<T> {
    const res = await call(t.app, path, body, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  }

  const RANGES = [
    { from: '2026-03-01', to: '2026-03-13' },
    { from: '2026-03-04', to: '2026-03-04' },
    { from: '2026-03-03', to: '2026-03-08' },
    { from: '2026-03-09', to: '2026-03-13' },
  ];

  /** Cards, drill-downs, member rows and the daily series equal the sums of the raw rounds. */
  async function expectReportsExact(stage: string) {
    const rounds = await allRounds();
    const base = await allRows();
    const directs = [...parent].filter(([, p]) => p === topId).map(([id]) => id);
    const deeper = [...parent.keys()].filter((id) => subtree(id, false).size > 0 && !directs.includes(id)).slice(0, 2);
    let played = 0;
    for (const range of RANGES) {
      for (const root of [topId, ...directs, ...deeper]) {
        const got = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, { ...range, tzOffsetMinutes: TZ, userId: root }));
        expect({ stage, range, root, got: pick(got) }).toEqual({ stage, range, root, got: expected(rounds, subtree(root, false), range.from, range.to) });
        expect({ stage, range, root, got: { ...pickRest(got), teamSize: got.teamSize, teamBalance: got.teamBalance } }).toEqual({
          stage,
          range,
          root,
          got: { ...expectedRest(base, subtree(root, false), range.from, range.to), ...teamNow(base, subtree(root, false)) },
        });
        played += got.betCount;
      }
      const page = agentSubMemberReportPage.response.parse(await ask(calls.agentSubMemberReportPage.path, { ...range, tzOffsetMinutes: TZ, pageSize: 100 }));
      expect(page.total).toBe(directs.length);
      for (const row of page.list) {
        expect({ stage, range, member: row.userId, got: pick(row) }).toEqual({ stage, range, member: row.userId, got: expected(rounds, subtree(row.userId, true), range.from, range.to) });
        expect({ stage, range, member: row.userId, got: pickRest(row) }).toEqual({ stage, range, member: row.userId, got: expectedRest(base, subtree(row.userId, true), range.from, range.to) });
      }
    }
    expect(played).toBeGreaterThan(0);
    const { days } = agentTypeReportStatistics.response.parse(await ask(calls.agentTypeReportStatistics.path, { from: '2026-03-01', to: '2026-03-13', tzOffsetMinutes: TZ }));
    const team = subtree(topId, false);
    for (const day of days) {
      expect({ stage, date: day.date, got: { ...pick(day), ...pickRest(day) } }).toEqual({
        stage,
        date: day.date,
        got: { ...expected(rounds, team, day.date, day.date), ...expectedRest(base, team, day.date, day.date) },
      });
    }
    // A half-hour offset is not the hall's days: summed from the rounds, exact too.
    const india = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, { from: '2026-03-03', to: '2026-03-08', tzOffsetMinutes: 330 }));
    const indiaDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10);
    const indiaRounds = rounds.filter((r) => team.has(r.userId) && indiaDay(r.createdAt) >= '2026-03-03' && indiaDay(r.createdAt) <= '2026-03-08');
    expect([india.betCount, india.activeUsers]).toEqual([indiaRounds.length, new Set(indiaRounds.map((r) => r.userId)).size]);
    const indiaPaid = base.orders.filter((o) => team.has(o.userId) && o.status === 'paid' && o.paidAt && indiaDay(o.paidAt) >= '2026-03-03' && indiaDay(o.paidAt) <= '2026-03-08');
    expect([india.rechargeCount, india.teamSize, india.teamBalance]).toEqual([indiaPaid.length, team.size, teamNow(base, team).teamBalance]);
  }

  /** team_event_hours and team_totals hold exactly what grouping the rows by ancestor gives (all rolled). */
  async function expectEventTablesMatchRows() {
    const [cursors] = await rows<{ events: string; maxEvent: string; ledger: string; maxLedger: string }>(sql`SELECT
      (SELECT last_id FROM report_rollup_cursors WHERE source = 'report_events')::text AS events, (SELECT max(id) FROM report_events)::text AS "maxEvent",
      (SELECT last_id FROM report_rollup_cursors WHERE source = 'ledger_transfers')::text AS ledger, (SELECT max(id) FROM ledger_transfers)::text AS "maxLedger"`);
    expect([cursors!.events, cursors!.ledger]).toEqual([cursors!.maxEvent, cursors!.maxLedger]);
    const [diff] = await rows<{ hours: number; totals: number; deposits: number }>(sql`
      WITH paid AS (SELECT user_id, paid_at AS at, coins FROM payment_orders WHERE status = 'paid'),
      want AS (
        SELECT ancestor_id, h, sum(dn)::int AS dn, sum(da) AS da, sum(rn)::int AS rn FROM (
          SELECT p.ancestor_id, date_trunc('hour', o.at AT TIME ZONE 'UTC') AS h, 1 AS dn, o.coins AS da, 0 AS rn FROM paid o JOIN team_paths p ON p.descendant_id = o.user_id AND p.depth >= 1
          UNION ALL
          SELECT p.ancestor_id, date_trunc('hour', u.created_at AT TIME ZONE 'UTC'), 0, 0, 1 FROM users u JOIN team_paths p ON p.descendant_id = u.id AND p.depth >= 1) x
        GROUP BY 1, 2),
      got AS (SELECT ancestor_id, hour AT TIME ZONE 'UTC' AS h, deposits, deposit_coins::numeric, registrations FROM team_event_hours WHERE deposits <> 0 OR deposit_coins <> 0 OR registrations <> 0),
      want_totals AS (
        SELECT p.ancestor_id, count(*)::int AS members, COALESCE(sum(a.balance), 0)::numeric AS balance
        FROM team_paths p LEFT JOIN ledger_accounts a ON a.user_id = p.descendant_id AND a.kind = 'player_wallet' WHERE p.depth >= 1 GROUP BY 1),
      got_totals AS (SELECT ancestor_id, members, balance::numeric FROM team_totals WHERE members <> 0 OR balance <> 0)
      SELECT (SELECT count(*)::int FROM ((SELECT * FROM want EXCEPT SELECT * FROM got) UNION ALL (SELECT * FROM got EXCEPT SELECT * FROM want)) d) AS hours,
        (SELECT count(*)::int FROM ((SELECT * FROM want_totals EXCEPT SELECT * FROM got_totals) UNION ALL (SELECT * FROM got_totals EXCEPT SELECT * FROM want_totals)) d) AS totals,
        (SELECT count(*)::int FROM paid) AS deposits`);
    expect(diff).toEqual({ hours: 0, totals: 0, deposits: expect.any(Number) });
    expect(diff!.deposits).toBeGreaterThan(10);
    // Every member's bit in each ancestor's team bits (all registrations rolled), and no other.
    const [bits] = await rows<{ n: number; total: number }>(sql`
      WITH want AS (
        SELECT ancestor_id, descendant_id >> 10 AS chunk, bit_or(set_bit(0::bit(1024), descendant_id & 1023, 1)) AS bits
        FROM team_paths WHERE depth >= 1 GROUP BY 1, 2),
      got AS (SELECT ancestor_id, chunk, bits FROM team_member_bits)
      SELECT (SELECT count(*)::int FROM ((SELECT * FROM want EXCEPT SELECT * FROM got) UNION ALL (SELECT * FROM got EXCEPT SELECT * FROM want)) d) AS n,
        (SELECT count(*)::int FROM want) AS total`);
    expect(bits).toEqual({ n: 0, total: expect.any(Number) });
    expect(bits!.total).toBeGreaterThan(5);
    // Every member's wallet (ledger account id) in each ancestor's wallet bits (all accounts rolled).
    const [wallets] = await rows<{ n: number; total: number; cursor: boolean }>(sql`
      WITH want AS (
        SELECT p.ancestor_id, a.id >> 10 AS chunk, bit_or(set_bit(0::bit(1024), a.id & 1023, 1)) AS bits
        FROM ledger_accounts a JOIN team_paths p ON p.descendant_id = a.user_id AND p.depth >= 1 WHERE a.kind = 'player_wallet' GROUP BY 1, 2),
      got AS (SELECT ancestor_id, chunk, bits FROM team_wallet_bits)
      SELECT (SELECT count(*)::int FROM ((SELECT * FROM want EXCEPT SELECT * FROM got) UNION ALL (SELECT * FROM got EXCEPT SELECT * FROM want)) d) AS n,
        (SELECT count(*)::int FROM want) AS total,
        (SELECT last_id FROM report_rollup_cursors WHERE source = 'ledger_accounts') = (SELECT max(id) FROM ledger_accounts) AS cursor`);
    expect(wallets).toEqual({ n: 0, total: expect.any(Number), cursor: true });
    expect(wallets!.total).toBeGreaterThan(5);
  }

  /** The rollup tables hold exactly what grouping every round by ancestor gives (all rounds rolled). */
  async function expectTablesMatchRounds() {
    const [cursor] = await rows<{ last: string; max: string }>(sql`SELECT c.last_id::text AS last, (SELECT max(id) FROM game_rounds)::text AS max FROM report_rollup_cursors c WHERE c.source = 'game_rounds'`);
    expect(cursor!.last).toBe(cursor!.max);
    const [hours] = await rows<{ n: number }>(sql`
      WITH want AS (
        SELECT p.ancestor_id, date_trunc('hour', r.created_at AT TIME ZONE 'UTC') AS h, count(*)::int AS n, sum(r.bet) AS bet, sum(r.win) AS win
        FROM game_rounds r JOIN team_paths p ON p.descendant_id = r.user_id AND p.depth >= 1 GROUP BY 1, 2),
      got AS (SELECT ancestor_id, hour AT TIME ZONE 'UTC', bet_count, bet_amount::numeric, win_amount::numeric FROM team_round_hours)
      SELECT count(*)::int AS n FROM ((SELECT * FROM want EXCEPT SELECT * FROM got) UNION ALL (SELECT * FROM got EXCEPT SELECT * FROM want)) d`);
    expect(hours!.n).toBe(0);
    const [days] = await rows<{ n: number; total: number }>(sql`
      WITH member_days AS (SELECT DISTINCT user_id, (created_at AT TIME ZONE ${ZONE})::date AS day FROM game_rounds),
      chain AS (SELECT user_id, day, COALESCE(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity'::date) AS prev FROM member_days),
      want AS (SELECT p.ancestor_id, c.day, c.prev, count(*)::int AS n FROM chain c JOIN team_paths p ON p.descendant_id = c.user_id AND p.depth >= 1 GROUP BY 1, 2, 3),
      got AS (SELECT ancestor_id, day, prev_day, members FROM team_active_days WHERE members <> 0)
      SELECT (SELECT count(*)::int FROM ((SELECT * FROM want EXCEPT SELECT * FROM got) UNION ALL (SELECT * FROM got EXCEPT SELECT * FROM want)) d) AS n,
        (SELECT count(*)::int FROM want) AS total`);
    expect(days!.n).toBe(0);
    expect(days!.total).toBeGreaterThan(50);
    // The play days as bits: one row per chunk of 1024 user ids and day, the players' bits set.
    const [dayBits] = await rows<{ n: number; total: number }>(sql`
      WITH member_days AS (SELECT DISTINCT user_id, (created_at AT TIME ZONE ${ZONE})::date AS day FROM game_rounds),
      want AS (SELECT user_id >> 10 AS chunk, day, bit_or(set_bit(0::bit(1024), user_id & 1023, 1)) AS bits FROM member_days GROUP BY 1, 2),
      got AS (SELECT chunk, day, bits FROM player_day_bits)
      SELECT (SELECT count(*)::int FROM ((SELECT * FROM want EXCEPT SELECT * FROM got) UNION ALL (SELECT * FROM got EXCEPT SELECT * FROM want)) d) AS n,
        (SELECT count(*)::int FROM want) AS total`);
    expect(dayBits).toEqual({ n: 0, total: expect.any(Number) });
    expect(dayBits!.total).toBeGreaterThan(10);
  }

  it('before any rollup, every round is read live', async () => {
    await expectReportsExact('live');
  });

  it('after the job rolled every round in small batches, the figures are the same and the tables equal the rounds', async () => {
    const result = await rollUpReports(db, ZONE, 37);
    expect(result.rounds).toBe(400);
    expect(result.batches).toBeGreaterThan(5);
    expect(result.events).toBeGreaterThan(MEMBERS);
    await expectTablesMatchRounds();
    await expectEventTablesMatchRows();
    await expectReportsExact('rolled');
  });

  it('rounds, deposits, refunds and wallet fundings past the cursors count at once, also on days before the rolled ones', async () => {
    // Members who joined after the job (their team bits not set yet), one of them below another.
    const late = await addMember('rolllate', [...parent.keys()][5]!);
    const later = await addMember('rolllater', late);
    const players = [topId, ...parent.keys()];
    const tail = randomRounds(150, players);
    expect(tail.some((r) => r.userId === late) && tail.some((r) => r.userId === later)).toBe(true);
    await insertRounds(tail);
    // Their wallets are opened past the accounts cursor: not in the wallet bits yet.
    await fund(db, later, 70_000n);
    await deposits(20, players);
    // A paid deposit refunded: it no longer counts, on the day it was paid.
    await db.execute(sql`UPDATE payment_orders SET status = 'refunded' WHERE id IN (SELECT id FROM payment_orders WHERE status = 'paid' ORDER BY id LIMIT 3)`);
    await expectReportsExact('rolled + live tail');
  });

  it('jobs run at once add each round exactly once', async () => {
    const results = await Promise.all([rollUpReports(db, ZONE, 40), rollUpReports(db, ZONE, 40), rollUpReports(db, ZONE, 40)]);
    expect(results.reduce((a, r) => a + r.rounds, 0)).toBe(150);
    expect(await rollUpReports(db, ZONE)).toMatchObject({ rounds: 0, batches: 0, events: 0, ledgerTransfers: 0, accounts: 0 });
    await expectTablesMatchRounds();
    await expectEventTablesMatchRows();
    await expectReportsExact('rolled by three jobs');
  });

  it('rounds written while jobs run are rolled once, by one run or the next', async () => {
    const players = [topId, ...parent.keys()];
    // Each round in its own transaction, some held open while the jobs look for the rounds in flight.
    const writes = (async () => {
      for (const round of randomRounds(60, players)) {
        await db.transaction(async (tx) => {
          await insertRounds([round], tx);
          // Coins into the wallet in the same transaction: a ledger transfer in flight too.
          if (random() < 0.5) await fund(tx as unknown as Db, round.userId, round.bet);
          if (random() < 0.3) await new Promise((resolve) => setTimeout(resolve, 5));
        });
      }
    })();
    const during = await Promise.all([rollUpReports(db, ZONE, 7), rollUpReports(db, ZONE, 11), writes.then(() => rollUpReports(db, ZONE, 13))]);
    const after = await rollUpReports(db, ZONE);
    expect(during.reduce((a, r) => a + r.rounds, 0) + after.rounds).toBe(60);
    await expectTablesMatchRounds();
    await expectEventTablesMatchRows();
    await expectLedgerClean(db);
    await expectReportsExact('rolled while playing');
  });

  it('a different hall time zone rolls again from the first round (the job the servers register)', async () => {
    const [job] = reportRollupJobs({ db, log: t.app.log }, 'UTC');
    expect([job!.name, job!.everyMs]).toEqual(['reports:rollup', 60_000]);
    expect(await job!.run()).toMatchObject({ rounds: 610 });
    const back = await rollUpReports(db, ZONE);
    expect(back.rounds).toBe(610);
    await expectTablesMatchRounds();
    await expectReportsExact('rolled again');
  });
});
