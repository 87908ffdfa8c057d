// The demo seed's team: a real agent (approved application, code DEMO2026) with six members over
// three levels, deposits credited through the payments module and rounds played through the engine
// over the last two weeks, every figure consistent with the ledger.
import { and, eq, inArray } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { agentApplications, gameRounds, ledgerAccounts, ledgerTransfers, paymentOrders, teamPaths, users } from '../../server/db/schema.ts';
import { DEMO_AGENT_CODE, seedDatabase, type SeedResult } from '../../server/db/seed.ts';
import { DEMO_TEAM } from '../../server/db/seed-team.ts';
import { formatAmount } from '../../shared/money/amount.fns.ts';
import { call, login } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { startAccountsApp } from './support/accounts.ts';
import type { TestApp } from './support/test-app.ts';

const DAY = 24 * 3_600_000;

describe.each(databases)('the seeded demo team on %s', (kind) => {
  let t0: TestApp;
  let db: Db;
  let seed: SeedResult;
  const now = new Date();
  beforeAll(async () => {
    t0 = await startAccountsApp(kind);
    db = t0.database.db;
    seed = await seedDatabase(db, now);
  });
  afterAll(async () => t0?.close());

  const idOf = async (account: string) => (await db.select({ id: users.id }).from(users).where(eq(users.account, account)))[0]!.id;

  it('the demo agent is a real agent: approved application, code DEMO2026, agent/is/agent true', async () => {
    const agentId = await idOf('agent');
    const [application] = await db.select().from(agentApplications).where(eq(agentApplications.userId, agentId));
    expect(application).toMatchObject({ status: 'approved', reviewedBy: 'demo' });
    const password = seed.demoAccounts.find((d) => d.account === 'agent')!.password;
    const signedIn = await login(t0.app, 'agent', password);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const token = signedIn.json().data.token as string;
    expect((await call(t0.app, calls.isAgent.path, undefined, { token })).json().data).toBe(true);
    expect((await call(t0.app, calls.agentCode.path, undefined, { token })).json().data).toEqual({ agentCode: DEMO_AGENT_CODE });
    expect((await call(t0.app, calls.agentApplyStatus.path, undefined, { token })).json().data.status).toBe('approved');
    // Only the two demo sign-ins are handed out.
    expect(seed.demoAccounts.map((d) => d.account)).toEqual(['demo', 'agent']);
  });

  it('six members over three levels; the two member agents are approved agents too', async () => {
    const agentId = await idOf('agent');
    const rows = await db
      .select({ account: users.account, depth: teamPaths.depth, agentCode: users.agentCode })
      .from(teamPaths)
      .innerJoin(users, eq(users.id, teamPaths.descendantId))
      .where(and(eq(teamPaths.ancestorId, agentId)));
    const depths = Object.fromEntries(rows.map((r) => [r.account, r.depth]));
    expect(depths).toEqual({ agent: 0, aoi2026: 1, haruto2026: 1, mei2026: 1, sora2026: 2, yui2026: 2, ren2026: 3 });
    const agents = rows.filter((r) => r.agentCode !== null).map((r) => r.account).sort();
    expect(agents).toEqual(['agent', 'haruto2026', 'sora2026']);
    const approved = await db.select().from(agentApplications).where(eq(agentApplications.status, 'approved'));
    expect(approved).toHaveLength(3);
    // The demo player is in nobody's team.
    const demoId = await idOf('demo');
    expect(await db.select().from(teamPaths).where(eq(teamPaths.descendantId, demoId))).toHaveLength(1);
  });

  it('deposits are paid orders credited once through the ledger; balances are deposits − bets + wins', async () => {
    const members = await db.select().from(users).where(inArray(users.account, DEMO_TEAM.map((m) => m.account)));
    expect(members).toHaveLength(DEMO_TEAM.length);
    for (const member of members) {
      const spec = DEMO_TEAM.find((m) => m.account === member.account)!;
      const orders = await db.select().from(paymentOrders).where(eq(paymentOrders.userId, member.id));
      expect(orders.map((o) => [o.status, formatAmount(o.coins)])).toEqual(spec.deposits.map((d) => ['paid', formatAmount(BigInt(d.yen) * 10_000n)]));
      for (const order of orders) {
        expect(order.paidAt!.getTime()).toBeGreaterThan(order.createdAt.getTime());
        const credits = await db.select().from(ledgerTransfers).where(and(eq(ledgerTransfers.kind, 'deposit'), eq(ledgerTransfers.reference, `psp:sandbox:${order.providerRef}`)));
        expect(credits.map((c) => c.amount)).toEqual([order.coins]);
      }
      const rounds = await db.select().from(gameRounds).where(eq(gameRounds.userId, member.id));
      expect(rounds.length).toBeGreaterThan(0);
      for (const round of rounds) expect(round.machineId).toBe(spec.play.machine);
      const deposited = orders.reduce((sum, o) => sum + o.coins, 0n);
      const result = rounds.reduce((sum, r) => sum + r.win - r.bet, 0n);
      const [wallet] = await db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, `player:${member.id}:wallet`));
      expect(wallet!.balance).toBe(deposited + result);
      // Nonces of the member's seed pair run from 0 without a gap: the engine's own bookkeeping.
      expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(rounds.map((_, i) => i));
    }
    await expectLedgerClean(db);
  });

  it('registrations and rounds spread over the last two weeks, none in the future', async () => {
    const rounds = await db.select().from(gameRounds);
    const days = new Set(rounds.map((r) => Math.floor((now.getTime() - r.createdAt.getTime()) / DAY)));
    expect(days.size).toBeGreaterThanOrEqual(10);
    for (const r of rounds) {
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(r.createdAt.getTime()).toBeGreaterThan(now.getTime() - 15 * DAY);
    }
    const members = await db.select().from(users).where(inArray(users.account, DEMO_TEAM.map((m) => m.account)));
    expect(new Set(members.map((m) => Math.floor((now.getTime() - m.createdAt.getTime()) / DAY))).size).toBe(DEMO_TEAM.length);
    const agent = (await db.select().from(users).where(eq(users.account, 'agent')))[0]!;
    for (const m of members) expect(m.createdAt.getTime()).toBeGreaterThan(agent.createdAt.getTime());
  });

  it('seeding again adds nothing', async () => {
    const before = (await db.select().from(gameRounds)).length;
    const again = await seedDatabase(db, new Date());
    expect(again).toEqual({ seeded: [], demoAccounts: [] });
    expect((await db.select().from(gameRounds)).length).toBe(before);
  });

  it('production mode seeds no demo accounts and no team', async () => {
    const bare = await startAccountsApp(kind);
    try {
      await seedDatabase(bare.database.db, new Date(), { demoAccounts: false });
      expect(await bare.database.db.select().from(users)).toHaveLength(0);
      expect(await bare.database.db.select().from(gameRounds)).toHaveLength(0);
      expect(await bare.database.db.select().from(paymentOrders)).toHaveLength(0);
    } finally {
      await bare.close();
    }
  });
});
