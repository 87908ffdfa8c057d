// Team reports against the members' own rows. A team of three levels (plus another agent's team)
// registers through the API with agent codes (agents approved by the review service), plays rounds through game/play, gets deposits,
// withdrawals, operator gifts, agent transfers and rebates; the rows are spread over days around
// local midnights of UTC+9 and UTC+5:30. Every figure is then computed here, independently, from
// the base rows (the tree from users.referrer_id, days from the timestamps) and compared with the
// cards of the top agent and of a drill-down level, the member rows, the daily series and the
// order lists; plus who may ask (agent, other agent, member, visitor, operator) and bad input. The
// rollup job takes the first rounds midway, so the reports read rolled and live rounds together.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { agentDataStatistics, agentSubMemberReportPage, agentTypeReportStatistics } from '../../src/contracts/agent.ts';
import type { Db } from '../../server/db/database.ts';
import {
  adjustments,
  agentTransfers,
  gameRounds,
  ledgerAccounts,
  paymentOrders,
  rebateSettlements,
  users,
  withdrawals,
} from '../../server/db/schema.ts';
import { formatAmount } from '../../shared/money/amount.fns.ts';
import { createHold, houseAccount, postHold, voidHold } from '../../server/ledger/ledger.ts';
import { payAgent } from '../../server/modules/agent/rebates.service.ts';
import { rollUpReports } from '../../server/modules/agent/report-rollup.service.ts';
import { eq, sql } from '../../server/db/orm.ts';
import { expectLedgerClean, fund } from './ledger-fixtures.ts';
import { call, register, testClock } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { databases } from './support/databases.ts';
import { startGamesApp } from './support/games.ts';
import type { TestApp } from './support/test-app.ts';
import { bindCard, moneyCall, OPERATOR_TOKEN, opsCall } from './support/wallet.ts';

const COIN = 10_000n;
const NOW = new Date('2026-03-15T03:00:00Z');

interface Member {
  token: string;
  userId: number;
  account: string;
}

describe.each(databases)('agent team reports on %s', (kind) => {
  let t: TestApp;
  let db: Db;
  const m: Record<string, Member> = {};
  let n = 0;

  async function member(name: string, agentCode?: string): Promise<Member> {
    n += 1;
    const account = `rep${name}${process.pid % 1000}x${n}`.slice(0, 20);
    const token = await register(t.app, account, agentCode ? { agentCode } : {});
    const info = await call(t.app, calls.userInfo.path, {}, { token });
    const found = { token, userId: info.json().data.id as number, account };
    m[name] = found;
    return found;
  }

  /** An application approved through the real review service, with a fixed agent code. */
  async function agent(name: string, code: string) {
    expect(await makeAgent(db, m[name]!.userId, code)).toBe(code);
  }

  /** Plays through the API, then moves each round to the given instant. */
  async function play(who: string, at: string[], bet = '10') {
    for (const when of at) {
      const res = await moneyCall(t.app, calls.gamePlay.path, { machineId: 'coral-reef', bet }, { token: m[who]!.token });
      expect(res.statusCode, res.body).toBe(200);
      await db.update(gameRounds).set({ createdAt: new Date(when) }).where(eq(gameRounds.id, res.json().data.roundId));
    }
  }

  let orderNo = 0;
  async function deposit(who: string, status: 'paid' | 'pending' | 'refunded', createdAt: string, paidAt: string | null, coins: bigint) {
    orderNo += 1;
    const userId = m[who]!.userId;
    if (status !== 'pending') await fund(db, userId, coins);
    await db.insert(paymentOrders).values({
      orderSn: `RD${orderNo}`,
      userId,
      channelCode: 'sandbox-bank-jpy',
      provider: 'sandbox',
      currency: 'JPY',
      amount: coins,
      coins,
      status,
      paidAt: paidAt ? new Date(paidAt) : null,
      createdAt: new Date(createdAt),
      updatedAt: new Date(createdAt),
    });
  }

  async function withdraw(who: string, status: 'success' | 'failed' | 'review', createdAt: string, completedAt: string | null, amount: bigint) {
    orderNo += 1;
    const userId = m[who]!.userId;
    const house = await houseAccount(db);
    const hold = await createHold(db, { userId, to: house.id, amount, reference: `withdrawal:RW${orderNo}` });
    if (status === 'success') await postHold(db, hold.id);
    if (status === 'failed') await voidHold(db, hold.id);
    await db.insert(withdrawals).values({
      orderSn: `RW${orderNo}`,
      userId,
      method: 'bank',
      amount,
      holdId: hold.id,
      bankCardId: await bindCard(db, userId),
      status,
      completedAt: completedAt ? new Date(completedAt) : null,
      createdAt: new Date(createdAt),
    });
  }

  async function gift(who: string, amount: string, at: string) {
    const res = await opsCall(t.app, calls.opsAdjustmentCreate.path, { account: m[who]!.account, amount, reason: 'Report test' });
    expect(res.statusCode, res.body).toBe(200);
    await db.update(adjustments).set({ createdAt: new Date(at) }).where(eq(adjustments.orderSn, res.json().data.orderSn));
  }

  /** A transfer through the real calls (agent's fund password, or the member's login password), moved to `at`. */
  async function transferRow(agent: string, to: string, direction: 'to_member' | 'from_member', amount: string, at: string) {
    const res =
      direction === 'to_member'
        ? await moneyCall(t.app, calls.agentMemberTransfer.path, { userId: m[to]!.userId, amount, paymentPassword: '123456' }, { token: m[agent]!.token })
        : await moneyCall(t.app, calls.agentMemberTransferDecrease.path, { userId: m[to]!.userId, amount, memberPassword: 'Passw0rd!' }, { token: m[agent]!.token });
    expect(res.statusCode, res.body).toBe(200);
    await db.update(agentTransfers).set({ createdAt: new Date(at) }).where(eq(agentTransfers.orderSn, res.json().data.orderSn));
  }

  beforeAll(async () => {
    const clock = testClock(NOW);
    t = await startGamesApp(kind, { now: clock.now });
    db = t.database.db;
    // A ─┬─ B (agent) ─┬─ D (agent) ── F
    //    │             └─ E
    //    └─ C
    // X (another agent) ── Y;  P plays on their own.
    await member('A');
    await agent('A', 'REPTOPA1');
    await member('B', 'REPTOPA1');
    await member('C', 'reptopa1');
    await agent('B', 'REPSUBB1');
    await member('D', 'REPSUBB1');
    await member('E', 'REPSUBB1');
    await agent('D', 'REPSUBD1');
    await member('F', 'REPSUBD1');
    await member('X');
    await agent('X', 'REPOTHX1');
    await member('Y', 'REPOTHX1');
    await member('P');
    for (const who of Object.keys(m)) await fund(db, m[who]!.userId, 1_000n * COIN);

    // Registrations on other days (E just before, F just after midnight in Japan).
    const registered: Record<string, string> = { B: '2026-02-20T00:00:00Z', C: '2026-03-06T12:00:00Z', D: '2026-03-08T01:00:00Z', E: '2026-03-10T14:59:59.999Z', F: '2026-03-10T15:00:00Z', Y: '2026-03-09T00:00:00Z' };
    for (const [who, at] of Object.entries(registered)) await db.update(users).set({ createdAt: new Date(at) }).where(eq(users.id, m[who]!.userId));

    // Rounds around 2026-03-11 00:00 in Japan (03-10T15:00Z) and in India (03-10T18:30Z).
    await play('A', ['2026-03-10T16:00:00Z']); // the root's own round: never in its team's figures
    await play('B', ['2026-03-05T00:00:00Z', '2026-03-10T14:59:59.999Z', '2026-03-10T15:00:00Z'], '50');
    await play('C', ['2026-03-10T18:29:59.999Z', '2026-03-10T18:30:00Z', '2026-03-12T09:00:00Z']);
    // The rollup job has taken the rounds so far (as the worker would); the later ones are read live.
    expect((await rollUpReports(db, 'Asia/Tokyo')).rounds).toBe(7);
    await play('D', ['2026-03-04T14:59:59.999Z', '2026-03-11T10:00:00Z']);
    await play('E', ['2026-03-06T00:00:00Z', '2026-03-06T01:00:00Z', '2026-03-14T23:00:00Z'], '50');
    await play('F', ['2026-03-10T15:00:00Z', '2026-03-01T00:00:00Z']);
    await play('Y', ['2026-03-10T16:00:00Z'], '50');
    await play('P', ['2026-03-10T16:00:00Z']);

    await deposit('B', 'paid', '2026-03-05T10:00:00Z', '2026-03-05T10:05:00Z', 300n * COIN);
    await deposit('C', 'paid', '2026-03-10T14:55:00Z', '2026-03-10T15:00:00Z', 1_234_5678n); // paid after JST midnight
    await deposit('E', 'refunded', '2026-03-07T00:00:00Z', '2026-03-07T00:01:00Z', 50n * COIN);
    await deposit('E', 'pending', '2026-03-07T01:00:00Z', null, 70n * COIN);
    await deposit('F', 'paid', '2026-03-10T18:29:00Z', '2026-03-10T18:30:00Z', 20n * COIN);
    await deposit('Y', 'paid', '2026-03-10T12:00:00Z', '2026-03-10T12:00:00Z', 999n * COIN);
    await deposit('A', 'paid', '2026-03-10T12:00:00Z', '2026-03-10T12:00:00Z', 777n * COIN);

    await withdraw('C', 'success', '2026-03-09T00:00:00Z', '2026-03-11T02:00:00Z', 100n * COIN); // counted when completed
    await withdraw('D', 'failed', '2026-03-09T00:00:00Z', '2026-03-09T01:00:00Z', 40n * COIN);
    await withdraw('F', 'review', '2026-03-12T00:00:00Z', null, 30n * COIN);
    await withdraw('E', 'success', '2026-03-13T00:00:00Z', '2026-03-13T00:10:00Z', 25n * COIN);

    await gift('C', '15.5', '2026-03-08T00:00:00Z');
    await gift('F', '2', '2026-03-10T18:30:00Z');
    await gift('E', '-3', '2026-03-08T00:00:00Z'); // a debit is no gift
    await gift('Y', '40', '2026-03-08T00:00:00Z');

    for (const who of ['A', 'B', 'D', 'X']) {
      const res = await call(t.app, calls.paymentPasswordUpdate.path, { password: 'Passw0rd!', paymentPassword: '123456' }, { token: m[who]!.token });
      expect(res.statusCode, res.body).toBe(200);
    }
    await transferRow('A', 'B', 'to_member', '60', '2026-03-06T00:00:00Z');
    await transferRow('A', 'C', 'from_member', '5', '2026-03-10T15:00:00Z');
    await transferRow('B', 'E', 'to_member', '7', '2026-03-10T18:29:59Z');
    await transferRow('D', 'F', 'to_member', '3', '2026-03-12T00:00:00Z');
    await transferRow('X', 'Y', 'to_member', '11', '2026-03-10T00:00:00Z');

    // Rebates paid as the settlement pays them: the row and its ledger transfer together.
    for (const [who, period, amount] of [
      ['A', '2026-03-05', 12_345n],
      ['A', '2026-03-11', 2n * COIN],
      ['A', '2026-02-01', 9n * COIN],
      ['B', '2026-03-10', 1n * COIN],
    ] as const) {
      await payAgent(db, period, { agentId: m[who]!.userId, betAmount: 100n * COIN, amount });
    }
  }, 180_000);
  afterAll(async () => t?.close());

  // ---- The independent computation, from the base rows ----

  interface Base {
    parent: Map<number, number | null>;
    created: Map<number, Date>;
    rounds: { userId: number; bet: bigint; win: bigint; createdAt: Date }[];
    deposits: { userId: number; status: string; coins: bigint; paidAt: Date | null }[];
    draws: { userId: number; status: string; amount: bigint; completedAt: Date | null }[];
    gifts: { userId: number; status: string; amount: bigint; createdAt: Date }[];
    transfers: { memberId: number; direction: string; amount: bigint; createdAt: Date }[];
    rebates: { agentId: number; period: string; amount: bigint }[];
    wallets: Map<number, bigint>;
  }

  async function base(): Promise<Base> {
    const userRows = await db.select({ id: users.id, referrerId: users.referrerId, createdAt: users.createdAt }).from(users);
    const walletRows = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.kind, 'player_wallet'));
    return {
      parent: new Map(userRows.map((u) => [u.id, u.referrerId])),
      created: new Map(userRows.map((u) => [u.id, u.createdAt])),
      rounds: await db.select({ userId: gameRounds.userId, bet: gameRounds.bet, win: gameRounds.win, createdAt: gameRounds.createdAt }).from(gameRounds),
      deposits: await db.select({ userId: paymentOrders.userId, status: paymentOrders.status, coins: paymentOrders.coins, paidAt: paymentOrders.paidAt }).from(paymentOrders),
      draws: await db.select({ userId: withdrawals.userId, status: withdrawals.status, amount: withdrawals.amount, completedAt: withdrawals.completedAt }).from(withdrawals),
      gifts: await db.select({ userId: adjustments.userId, status: adjustments.status, amount: adjustments.amount, createdAt: adjustments.createdAt }).from(adjustments),
      transfers: await db.select({ memberId: agentTransfers.memberId, direction: agentTransfers.direction, amount: agentTransfers.amount, createdAt: agentTransfers.createdAt }).from(agentTransfers),
      rebates: await db.select({ agentId: rebateSettlements.agentId, period: rebateSettlements.period, amount: rebateSettlements.amount }).from(rebateSettlements),
      wallets: new Map(walletRows.map((w) => [w.userId!, w.balance])),
    };
  }

  /** Users below `root` (by walking referrers), with the root itself when asked. */
  function subtree(b: Base, root: number, withRoot: boolean): Set<number> {
    const out = new Set<number>();
    for (const id of b.parent.keys()) {
      let up: number | null | undefined = withRoot ? id : b.parent.get(id);
      while (up != null) {
        if (up === root) {
          out.add(id);
          break;
        }
        up = b.parent.get(up);
      }
    }
    return out;
  }

  /** The caller's calendar day of an instant: the UTC date of instant + offset. */
  const dayOf = (at: Date, tz: number) => new Date(at.getTime() + tz * 60_000).toISOString().slice(0, 10);

  function expected(b: Base, who: Set<number>, rebateOwner: number, from: string, to: string, tz: number) {
    const inRange = (at: Date | null) => at !== null && dayOf(at, tz) >= from && dayOf(at, tz) <= to;
    const sum = (xs: bigint[]) => xs.reduce((a, x) => a + x, 0n);
    const rounds = b.rounds.filter((r) => who.has(r.userId) && inRange(r.createdAt));
    const paid = b.deposits.filter((d) => who.has(d.userId) && d.status === 'paid' && inRange(d.paidAt));
    const draws = b.draws.filter((d) => who.has(d.userId) && d.status === 'success' && inRange(d.completedAt));
    const gifts = b.gifts.filter((g) => who.has(g.userId) && g.status === 'success' && g.amount > 0n && inRange(g.createdAt));
    const transfers = b.transfers.filter((x) => who.has(x.memberId) && inRange(x.createdAt));
    const bet = sum(rounds.map((r) => r.bet));
    const win = sum(rounds.map((r) => r.win));
    return {
      betCount: rounds.length,
      betAmount: formatAmount(bet),
      winAmount: formatAmount(win),
      netAmount: formatAmount(win - bet),
      rechargeCount: paid.length,
      rechargeAmount: formatAmount(sum(paid.map((d) => d.coins))),
      withdrawCount: draws.length,
      withdrawAmount: formatAmount(sum(draws.map((d) => d.amount))),
      registrations: [...who].filter((id) => inRange(b.created.get(id)!)).length,
      activeUsers: new Set(rounds.map((r) => r.userId)).size,
      rebateAmount: formatAmount(sum(b.rebates.filter((r) => r.agentId === rebateOwner && r.period >= from && r.period <= to).map((r) => r.amount))),
      giftAmount: formatAmount(sum(gifts.map((g) => g.amount))),
      transferInAmount: formatAmount(sum(transfers.filter((x) => x.direction === 'to_member').map((x) => x.amount))),
      transferOutAmount: formatAmount(sum(transfers.filter((x) => x.direction === 'from_member').map((x) => x.amount))),
    };
  }

  async function ask<T>(path: string, body: unknown, who = 'A', locale?: string): Promise<T> {
    const res = await call(t.app, path, body, { token: m[who]!.token, locale });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as T;
  }

  const RANGES = [
    { from: '2026-03-05', to: '2026-03-10', tzOffsetMinutes: 540 },
    { from: '2026-03-11', to: '2026-03-11', tzOffsetMinutes: 540 },
    { from: '2026-03-05', to: '2026-03-10', tzOffsetMinutes: 330 },
    { from: '2026-03-11', to: '2026-03-15', tzOffsetMinutes: 330 },
    { from: '2026-03-01', to: '2026-03-15', tzOffsetMinutes: -570 },
    { from: '2026-03-10', to: '2026-03-10', tzOffsetMinutes: 0 },
  ];

  it('the top agent’s cards equal the figures computed from the members’ rows, in every time zone', async () => {
    const b = await base();
    const team = subtree(b, m.A!.userId, false);
    expect(team.size).toBe(5);
    let nonZero = 0;
    for (const range of RANGES) {
      const got = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, range));
      const want = expected(b, team, m.A!.userId, range.from, range.to, range.tzOffsetMinutes);
      expect({ range, got: { ...got, path: undefined, teamSize: undefined, teamBalance: undefined } }).toEqual({ range, got: { ...want, path: undefined, teamSize: undefined, teamBalance: undefined } });
      expect(got.path).toEqual([{ userId: m.A!.userId, account: m.A!.account }]);
      expect(got.teamSize).toBe(5);
      expect(got.teamBalance).toBe(formatAmount([...team].reduce((a, id) => a + (b.wallets.get(id) ?? 0n), 0n)));
      if (got.betCount > 0 && got.rechargeCount > 0) nonZero += 1;
    }
    expect(nonZero).toBeGreaterThanOrEqual(4); // the ranges do hold rows of every kind
    // The boundaries matter: Japan's 03-10 holds B's 14:59:59.999 round, India's holds C's 18:29:59.999 one.
    const jp = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, RANGES[0]));
    const india = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, RANGES[2]));
    expect(jp.betCount).not.toBe(india.betCount);
  });

  it('a drill-down level covers that member’s team, with the path down to it', async () => {
    const b = await base();
    for (const [who, size] of [['B', 3], ['D', 1], ['F', 0], ['C', 0]] as const) {
      for (const range of RANGES) {
        const got = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, { ...range, userId: m[who]!.userId }));
        const { path, teamSize, teamBalance, ...figures } = got;
        expect({ who, range, figures }).toEqual({ who, range, figures: expected(b, subtree(b, m[who]!.userId, false), m[who]!.userId, range.from, range.to, range.tzOffsetMinutes) });
        expect(teamSize).toBe(size);
        expect(teamBalance).toBe(formatAmount([...subtree(b, m[who]!.userId, false)].reduce((a, id) => a + (b.wallets.get(id) ?? 0n), 0n)));
        expect(path.map((step) => step.account)).toEqual(
          { B: [m.A!.account, m.B!.account], D: [m.A!.account, m.B!.account, m.D!.account], F: [m.A!.account, m.B!.account, m.D!.account, m.F!.account], C: [m.A!.account, m.C!.account] }[who],
        );
      }
    }
    // B asking about D: the path starts at B (B sees nothing above itself).
    const fromB = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, { userId: m.D!.userId }, 'B'));
    expect(fromB.path.map((step) => step.userId)).toEqual([m.B!.userId, m.D!.userId]);
  });

  it('the member rows cover each direct member and everything below, and add up to the cards', async () => {
    const b = await base();
    for (const root of ['A', 'B']) {
      for (const range of RANGES) {
        const page = agentSubMemberReportPage.response.parse(await ask(calls.agentSubMemberReportPage.path, { ...range, userId: m[root]!.userId, pageSize: 100 }));
        const direct = [...b.parent].filter(([, p]) => p === m[root]!.userId).map(([id]) => id);
        expect(page.total).toBe(direct.length);
        for (const row of page.list) {
          const { userId, account, isAgent, teamSize, ...figures } = row;
          expect(direct).toContain(userId);
          expect(figures).toEqual(expected(b, subtree(b, userId, true), userId, range.from, range.to, range.tzOffsetMinutes));
          expect(teamSize).toBe(subtree(b, userId, false).size);
          expect(account).toBe(Object.values(m).find((x) => x.userId === userId)!.account);
          expect(isAgent).toBe(userId === m.B!.userId || userId === m.D!.userId);
        }
        // Every amount and count of the rows adds up to the cards (the rebate is the root's own).
        const cards = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, { ...range, userId: m[root]!.userId }));
        for (const key of ['betCount', 'rechargeCount', 'withdrawCount', 'registrations', 'activeUsers'] as const) {
          expect(page.list.reduce((a, row) => a + row[key], 0), key).toBe(cards[key]);
        }
        for (const key of ['betAmount', 'winAmount', 'netAmount', 'rechargeAmount', 'withdrawAmount', 'giftAmount', 'transferInAmount', 'transferOutAmount'] as const) {
          const units = page.list.reduce((a, row) => a + BigInt(row[key].replace('.', '')), 0n);
          expect(formatAmount(units), key).toBe(cards[key]);
        }
      }
    }
  });

  it('a leaf member’s row equals their own game records for the same days', async () => {
    const range = { from: '2026-03-05', to: '2026-03-15', tzOffsetMinutes: 540 };
    const own = await ask<{ count: number; bet: string; win: string; profit: string }>(calls.recordGameCount.path, { from: range.from, to: range.to, tzOffsetMinutes: 540 }, 'E');
    expect(own.count).toBeGreaterThan(0);
    const page = agentSubMemberReportPage.response.parse(await ask(calls.agentSubMemberReportPage.path, { ...range, userId: m.B!.userId }));
    const row = page.list.find((r) => r.userId === m.E!.userId)!;
    expect([row.betCount, row.betAmount, row.winAmount, row.netAmount]).toEqual([own.count, own.bet, own.win, own.profit]);
  });

  it('the daily series holds every day of the range, each equal to that day’s figures', async () => {
    const b = await base();
    for (const [who, tz] of [['A', 540], ['A', 330], ['B', -570]] as const) {
      const range = { from: '2026-03-01', to: '2026-03-15', tzOffsetMinutes: tz, userId: m[who]!.userId };
      const { days } = agentTypeReportStatistics.response.parse(await ask(calls.agentTypeReportStatistics.path, range));
      expect(days.map((d) => d.date)).toEqual(Array.from({ length: 15 }, (_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`));
      const team = subtree(b, m[who]!.userId, false);
      for (const { date, ...figures } of days) expect({ date, figures }).toEqual({ date, figures: expected(b, team, m[who]!.userId, date, date, tz) });
      expect(days.reduce((a, d) => a + d.betCount, 0)).toBe(agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, range)).betCount);
    }
  });

  it('without dates, the last 30 days ending today in the caller’s calendar', async () => {
    const b = await base();
    // NOW is 2026-03-15T03:00Z: 03-15 in Japan, 03-14 ten hours west of UTC.
    const { days } = agentTypeReportStatistics.response.parse(await ask(calls.agentTypeReportStatistics.path, { tzOffsetMinutes: -600 }));
    expect([days.length, days[0]!.date, days.at(-1)!.date]).toEqual([30, '2026-02-13', '2026-03-14']);
    const got = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, { tzOffsetMinutes: 540 }));
    const { path, teamSize, teamBalance, ...figures } = got;
    expect(figures).toEqual(expected(b, subtree(b, m.A!.userId, false), m.A!.userId, '2026-02-14', '2026-03-15', 540));
    expect(got.betCount).toBe(b.rounds.filter((r) => subtree(b, m.A!.userId, false).has(r.userId)).length);
  });

  it('member rows sort by any figure either way, and page', async () => {
    const range = { from: '2026-03-01', to: '2026-03-15', tzOffsetMinutes: 540 };
    const all = agentSubMemberReportPage.response.parse(await ask(calls.agentSubMemberReportPage.path, { ...range, userId: m.B!.userId, pageSize: 100, sortBy: 'account', sortOrder: 'asc' }));
    expect(all.list.map((r) => r.account)).toEqual([m.D!.account, m.E!.account].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())));
    for (const sortBy of ['betAmount', 'winAmount', 'netAmount', 'rechargeAmount', 'withdrawAmount', 'registrations', 'activeUsers'] as const) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const page = agentSubMemberReportPage.response.parse(await ask(calls.agentSubMemberReportPage.path, { ...range, userId: m.A!.userId, sortBy, sortOrder, pageSize: 100 }));
        const values = page.list.map((r) => (typeof r[sortBy] === 'number' ? BigInt(r[sortBy]) : BigInt(String(r[sortBy]).replace('.', ''))));
        const sorted = [...values].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0));
        expect(values, `${sortBy} ${sortOrder}`).toEqual(sortOrder === 'asc' ? sorted : sorted.reverse());
      }
    }
    const first = agentSubMemberReportPage.response.parse(await ask(calls.agentSubMemberReportPage.path, { ...range, userId: m.A!.userId, pageSize: 1, sortBy: 'betAmount' }));
    const second = agentSubMemberReportPage.response.parse(await ask(calls.agentSubMemberReportPage.path, { ...range, userId: m.A!.userId, pageSize: 1, pageNum: 2, sortBy: 'betAmount' }));
    expect([first.total, first.list.length, second.list.length]).toEqual([2, 1, 1]);
    expect(first.list[0]!.userId).not.toBe(second.list[0]!.userId);
    // B's team played 50-coin rounds, C's 10: B first.
    expect(first.list[0]!.userId).toBe(m.B!.userId);
  });

  it('once the job has taken every round, every report answers the same', async () => {
    const answers = async () => {
      const out: unknown[] = [];
      for (const range of RANGES) {
        for (const root of ['A', 'B', 'D']) {
          out.push(await ask(calls.agentDataStatistics.path, { ...range, userId: m[root]!.userId }));
          out.push(await ask(calls.agentSubMemberReportPage.path, { ...range, userId: m[root]!.userId, pageSize: 100 }));
        }
        out.push(await ask(calls.agentTypeReportStatistics.path, range));
      }
      return out;
    };
    const before = await answers();
    expect((await rollUpReports(db, 'Asia/Tokyo')).rounds).toBe(9);
    expect(await answers()).toEqual(before);
  });

  describe('the team’s deposits and withdrawals', () => {
    type Page = { list: { orderSn: string; account: string; status: string; amount: string; coins?: string; channelName?: string; createdAt: string; paidAt?: string | null; completedAt?: string | null }[]; total: number };

    it('lists every deposit of the team (not the caller’s own, not another team’s), newest first', async () => {
      const page = await ask<Page>(calls.agentSubMemberRechargePage.path, { pageSize: 100 }, 'A', 'en-US');
      const b = await base();
      const team = subtree(b, m.A!.userId, false);
      const rows = await db.select().from(paymentOrders);
      const want = rows.filter((o) => team.has(o.userId)).sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime() || y.id - x.id);
      expect(page.list.map((o) => o.orderSn)).toEqual(want.map((o) => o.orderSn));
      expect(page.total).toBe(want.length);
      expect(page.list.find((o) => o.account === m.C!.account)).toMatchObject({ amount: '1234.5678', coins: '1234.5678', status: 'paid', channelName: 'Bank transfer (JPY, sandbox)', paidAt: '2026-03-10T15:00:00.000Z', createdAt: '2026-03-10T14:55:00.000Z' });
      // A pending order past its expiry would read as expired: this one has no expiry, so it is pending.
      expect(page.list.filter((o) => o.status === 'pending').map((o) => o.account)).toEqual([m.E!.account]);
      // B sees only its own team.
      const fromB = await ask<Page>(calls.agentSubMemberRechargePage.path, { pageSize: 100 }, 'B');
      expect(new Set(fromB.list.map((o) => o.account))).toEqual(new Set([m.E!.account, m.F!.account]));
    });

    it('filters by member account, status and the caller’s days, and pages', async () => {
      expect((await ask<Page>(calls.agentSubMemberRechargePage.path, { account: m.E!.account.toUpperCase() })).list.map((o) => o.status)).toEqual(['pending', 'refunded']);
      expect((await ask<Page>(calls.agentSubMemberRechargePage.path, { status: 'paid' })).list.map((o) => o.account)).toEqual([m.F!.account, m.C!.account, m.B!.account]);
      // C's order was made at 23:55 on 03-10 in Japan; F's at 03:59 on 03-11 in Japan.
      expect((await ask<Page>(calls.agentSubMemberRechargePage.path, { from: '2026-03-10', to: '2026-03-10', tzOffsetMinutes: 540 })).list.map((o) => o.account)).toEqual([m.C!.account]);
      expect((await ask<Page>(calls.agentSubMemberRechargePage.path, { from: '2026-03-11', to: '2026-03-11', tzOffsetMinutes: 540 })).list.map((o) => o.account)).toEqual([m.F!.account]);
      const p1 = await ask<Page>(calls.agentSubMemberRechargePage.path, { pageSize: 2 });
      const p3 = await ask<Page>(calls.agentSubMemberRechargePage.path, { pageSize: 2, pageNum: 3 });
      expect([p1.total, p1.list.length, p3.list.length]).toEqual([5, 2, 1]);
      expect((await ask<Page>(calls.agentSubMemberDrawPage.path, { status: 'success' })).list.map((o) => [o.account, o.completedAt])).toEqual([
        [m.E!.account, '2026-03-13T00:10:00.000Z'],
        [m.C!.account, '2026-03-11T02:00:00.000Z'],
      ]);
      expect((await ask<Page>(calls.agentSubMemberDrawPage.path, { account: m.F!.account })).list.map((o) => [o.status, o.amount])).toEqual([['review', '30.0000']]);
      expect((await ask<Page>(calls.agentSubMemberDrawPage.path, { from: '2026-03-09', to: '2026-03-09' })).total).toBe(2);
      const all = await ask<Page>(calls.agentSubMemberDrawPage.path, {});
      expect(all.list.map((o) => o.createdAt)).toEqual([...all.list.map((o) => o.createdAt)].sort().reverse());
      expect(all.total).toBe(4);
    });

    it('an account outside the team is 404, as one that does not exist', async () => {
      for (const account of [m.Y!.account, m.P!.account, m.A!.account, 'nosuchaccount1']) {
        for (const path of [calls.agentSubMemberRechargePage.path, calls.agentSubMemberDrawPage.path]) {
          const res = await call(t.app, path, { account }, { token: m.A!.token });
          expect([account, res.statusCode, res.json().error]).toEqual([account, 404, 'MEMBER_NOT_FOUND']);
        }
      }
      // B may not look at its sibling C's orders.
      const res = await call(t.app, calls.agentSubMemberRechargePage.path, { account: m.C!.account }, { token: m.B!.token });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('who may ask', () => {
    const reportCalls = [
      calls.agentDataStatistics.path,
      calls.agentTypeReportStatistics.path,
      calls.agentSubMemberReportPage.path,
      calls.agentSubMemberRechargePage.path,
      calls.agentSubMemberDrawPage.path,
    ];
    const withUser = reportCalls.slice(0, 3);

    it('a member of another team, or an id above the caller, is 404 MEMBER_NOT_FOUND; nothing else leaks', async () => {
      const count = async () => ((await db.execute(sql`SELECT count(*)::int AS n FROM game_rounds`)) as unknown as { rows: unknown[] }).rows;
      const rounds = await count();
      for (const path of withUser) {
        for (const [who, target] of [['X', 'B'], ['X', 'A'], ['B', 'A'], ['B', 'C'], ['D', 'E'], ['A', 'Y'], ['A', 'P']] as const) {
          const res = await call(t.app, path, { userId: m[target]!.userId }, { token: m[who]!.token, locale: 'en-US' });
          expect([path, who, target, res.statusCode, res.json().error, res.json().msg]).toEqual([path, who, target, 404, 'MEMBER_NOT_FOUND', 'This member is not in your team.']);
        }
        const res = await call(t.app, path, { userId: 2_000_000_000 }, { token: m.A!.token });
        expect(res.statusCode).toBe(404);
      }
      expect(await count()).toEqual(rounds);
    });

    it('another agent sees their own team only', async () => {
      const b = await base();
      const range = { from: '2026-03-01', to: '2026-03-15', tzOffsetMinutes: 0 };
      const { path, teamSize, teamBalance, ...figures } = agentDataStatistics.response.parse(await ask(calls.agentDataStatistics.path, range, 'X'));
      expect(figures).toEqual(expected(b, subtree(b, m.X!.userId, false), m.X!.userId, range.from, range.to, 0));
      expect([figures.betCount, figures.giftAmount, figures.transferInAmount, teamSize]).toEqual([1, '40.0000', '11.0000', 1]);
      expect((await ask<{ list: { account: string }[] }>(calls.agentSubMemberRechargePage.path, {}, 'X')).list.map((o) => o.account)).toEqual([m.Y!.account]);
    });

    it('a member who is not an agent is 403 NOT_AGENT; a visitor and an operator token are 401', async () => {
      for (const path of reportCalls) {
        for (const who of ['C', 'P', 'F']) {
          const res = await call(t.app, path, {}, { token: m[who]!.token, locale: 'ja-JP' });
          expect([path, who, res.statusCode, res.json().error]).toEqual([path, who, 403, 'NOT_AGENT']);
          expect(res.json().msg).toContain('エージェント');
        }
        const visitor = await call(t.app, path, {});
        expect([path, visitor.statusCode, visitor.json().error]).toEqual([path, 401, 'UNAUTHORIZED']);
        const operator = await t.app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` }, payload: {} });
        expect([path, operator.statusCode]).toEqual([path, 401]);
      }
    });
  });

  describe('bad input: a clear 4xx, nothing changed', () => {
    it('refuses bad dates, ranges, ids, sorting and paging', async () => {
      const cases: [string, unknown, number, string?][] = [
        [calls.agentDataStatistics.path, { from: '2026-03-10', to: '2026-03-09' }, 400, 'VALIDATION_FAILED'],
        [calls.agentDataStatistics.path, { from: '2025-03-01', to: '2026-03-02' }, 422, 'REPORT_RANGE_TOO_LONG'],
        [calls.agentDataStatistics.path, { from: '2025-03-02', to: '2026-03-02' }, 200],
        [calls.agentDataStatistics.path, { to: '2026-03-32' }, 400, 'VALIDATION_FAILED'],
        [calls.agentDataStatistics.path, { from: '10/03/2026' }, 400, 'VALIDATION_FAILED'],
        [calls.agentDataStatistics.path, { tzOffsetMinutes: 900 }, 400, 'VALIDATION_FAILED'],
        [calls.agentDataStatistics.path, { tzOffsetMinutes: 1.5 }, 400, 'VALIDATION_FAILED'],
        [calls.agentDataStatistics.path, { userId: '1' }, 400, 'VALIDATION_FAILED'],
        [calls.agentDataStatistics.path, { userId: 0 }, 400, 'VALIDATION_FAILED'],
        [calls.agentDataStatistics.path, { userId: 1e12 }, 400, 'VALIDATION_FAILED'],
        [calls.agentDataStatistics.path, { teamOnly: true }, 400, 'VALIDATION_FAILED'],
        [calls.agentTypeReportStatistics.path, { from: '2026-01-01', to: '2026-04-03' }, 422, 'REPORT_RANGE_TOO_LONG'],
        [calls.agentTypeReportStatistics.path, { from: '2026-01-01', to: '2026-04-02' }, 200],
        [calls.agentTypeReportStatistics.path, { to: '2026-01-01', from: '2026-01-02' }, 400, 'VALIDATION_FAILED'],
        [calls.agentSubMemberReportPage.path, { sortBy: 'password' }, 400, 'VALIDATION_FAILED'],
        [calls.agentSubMemberReportPage.path, { sortOrder: 'up' }, 400, 'VALIDATION_FAILED'],
        [calls.agentSubMemberReportPage.path, { pageSize: 101 }, 400, 'VALIDATION_FAILED'],
        [calls.agentSubMemberReportPage.path, { pageNum: 0 }, 400, 'VALIDATION_FAILED'],
        [calls.agentSubMemberRechargePage.path, { status: 'success' }, 400, 'VALIDATION_FAILED'],
        [calls.agentSubMemberRechargePage.path, { account: 'a b' }, 400, 'VALIDATION_FAILED'],
        [calls.agentSubMemberRechargePage.path, { from: '2026-03-10', to: '2026-03-01' }, 400, 'VALIDATION_FAILED'],
        [calls.agentSubMemberDrawPage.path, { status: 'paid' }, 400, 'VALIDATION_FAILED'],
        [calls.agentSubMemberDrawPage.path, { userId: m.B?.userId ?? 1 }, 400, 'VALIDATION_FAILED'],
      ];
      const rows = async () =>
        ((await db.execute(sql`SELECT (SELECT count(*) FROM game_rounds) + (SELECT count(*) FROM payment_orders) + (SELECT count(*) FROM ledger_transfers) AS n`)) as unknown as { rows: unknown[] }).rows;
      const before = await rows();
      for (const [path, body, status, error] of cases) {
        const res = await call(t.app, path, body, { token: m.A!.token, locale: 'en-US' });
        expect([path, body, res.statusCode], res.body).toEqual([path, body, status]);
        if (error) expect(res.json().error).toBe(error);
      }
      const tooLong = await call(t.app, calls.agentTypeReportStatistics.path, { from: '2026-01-01', to: '2026-04-03' }, { token: m.A!.token, locale: 'en-US' });
      expect(tooLong.json().msg).toBe('The range can be at most 92 days. Change the start or end date.');
      const ja = await call(t.app, calls.agentDataStatistics.path, { from: '2025-01-01', to: '2026-03-02' }, { token: m.A!.token, locale: 'ja-JP' });
      expect(ja.json().msg).toBe('期間は最長 366 日までです。開始日か終了日を変えてください。');
      expect(await rows()).toEqual(before);
      await expectLedgerClean(db);
    });
  });
});
