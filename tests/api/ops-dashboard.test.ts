import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { OperatorRole } from '../../src/contracts/ops-roles.ts';
import type { Db } from '../../server/db/database.ts';
import { agentApplications, gameRounds, kycSubmissions, opsApprovals, playerSeeds, withdrawals } from '../../server/db/schema.ts';
import { databases } from './support/databases.ts';
import { insertDepositRow } from './support/deposit-rows.ts';
import { startGamesApp } from './support/games.ts';
import { opsCallAs } from './support/ops-calls.ts';
import { operatorCredential } from './support/operators.ts';
import type { TestApp } from './support/test-app.ts';
import { opsCall } from './support/wallet.ts';
import { cardPlayer, withdrawToCard } from './withdrawals-fixtures.ts';

// The hall's day 2026-03-10 in Asia/Tokyo runs from 2026-03-09T15:00Z to 2026-03-10T15:00Z; the app's
// clock stands inside it, so rows of the test's own making are the only ones of that day.
const NOW = new Date('2026-03-10T05:00:00.000Z');
const DAY_START = new Date('2026-03-09T15:00:00.000Z');
const DAY_END = new Date('2026-03-10T15:00:00.000Z');
const justBefore = new Date(DAY_START.getTime() - 1);
const lastMoment = new Date(DAY_END.getTime() - 1);

const dashboardPath = calls.opsDashboard.path;

describe.each(databases)('ops/dashboard on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  const tokens = new Map<OperatorRole, string>();
  const operatorIds = new Map<OperatorRole, number>();
  const dashboardAs = async (role: OperatorRole) => {
    const res = await opsCallAs(started.app, tokens.get(role)!, dashboardPath, {});
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as {
      queues: { withdrawals: number | null; approvals: number | null; kyc: number | null; agentApplications: number | null };
      today: Record<string, string | number> | null;
    };
  };

  beforeAll(async () => {
    started = await startGamesApp(kind, { now: () => NOW, hallTimeZone: 'Asia/Tokyo' });
    db = started.database.db;
    for (const role of ['support', 'kyc', 'payments', 'approver', 'content', 'agents', 'auditor', 'admin'] as const) {
      const credential = await operatorCredential(db, [role]);
      tokens.set(role, credential.token);
      operatorIds.set(role, credential.operatorId);
    }
  });
  afterAll(async () => {
    await started?.close();
  });

  const paidDeposit = (userId: number, coins: bigint, paidAt: Date, status: 'paid' | 'refunded' = 'paid') => insertDepositRow(db, userId, coins, paidAt, status);


  async function completedWithdrawal(player: Awaited<ReturnType<typeof cardPlayer>>, amount: string, completedAt: Date, status: 'success' | 'failed' = 'success') {
    const orderSn = await withdrawToCard(started.app, player, amount);
    await db.update(withdrawals).set({ status, completedAt }).where(eq(withdrawals.orderSn, orderSn));
    return orderSn;
  }

  async function round(userId: number, seedId: number, nonce: number, bet: bigint, win: bigint, at: Date) {
    await db.insert(gameRounds).values({ userId, machineId: 'lucky-sevens', seedId, nonce, bet, win, outcome: {}, createdAt: at });
  }

  it('counts today’s paid deposits, completed withdrawals, bets, wins and GGR exactly, in the hall’s day', async () => {
    const player = await cardPlayer(started, '100000');
    const before = (await dashboardAs('payments')).today!;
    expect(before).toMatchObject({ date: '2026-03-10', timeZone: 'Asia/Tokyo' });

    // In the day: its first and last moments. Outside: the moment before and the next day's first; and
    // rows of the day that are not paid or not completed.
    await paidDeposit(player.userId, 12_345_6789n, DAY_START);
    await paidDeposit(player.userId, 1n, lastMoment);
    await paidDeposit(player.userId, 500_0000n, justBefore);
    await paidDeposit(player.userId, 500_0000n, DAY_END);
    await paidDeposit(player.userId, 700_0000n, NOW, 'refunded');
    await completedWithdrawal(player, '1000.5', DAY_START);
    await completedWithdrawal(player, '2000', lastMoment);
    await completedWithdrawal(player, '3000', justBefore);
    await completedWithdrawal(player, '4000', NOW, 'failed');
    await withdrawToCard(started.app, player, '5000');
    const [seed] = await db
      .insert(playerSeeds)
      .values({ userId: player.userId, serverSeed: 'a'.repeat(64), serverSeedHash: 'b'.repeat(64), clientSeed: 'c' })
      .returning({ id: playerSeeds.id });
    await round(player.userId, seed!.id, 1, 10_0000n, 0n, DAY_START);
    await round(player.userId, seed!.id, 2, 20_0000n, 55_5555n, NOW);
    await round(player.userId, seed!.id, 3, 1_2345n, 1n, lastMoment);
    await round(player.userId, seed!.id, 4, 99_0000n, 0n, justBefore);
    await round(player.userId, seed!.id, 5, 99_0000n, 0n, DAY_END);

    const after = (await dashboardAs('payments')).today!;
    const delta = (field: string) => (Number(after[field]) - Number(before[field])).toFixed(4);
    expect(Number(after.depositCount) - Number(before.depositCount)).toBe(2);
    expect(delta('deposits')).toBe('12345.6790');
    expect(Number(after.withdrawalCount) - Number(before.withdrawalCount)).toBe(2);
    expect(delta('withdrawals')).toBe('3000.5000');
    expect(Number(after.rounds) - Number(before.rounds)).toBe(3);
    expect(delta('bets')).toBe('31.2345');
    expect(delta('wins')).toBe('55.5556');
    expect(delta('ggr')).toBe('-24.3211');
    // Exact strings, never floats: GGR is bets − wins in the same units (negative here: players won more).
    expect(after.ggr).toMatch(/^-?\d+\.\d{4}$/);
  });

  it('counts what waits for review, each only for the roles that may open that queue', async () => {
    const player = await cardPlayer(started, '10000');
    const before = await dashboardAs('auditor');
    await withdrawToCard(started.app, player, '1000');
    const rejected = await withdrawToCard(started.app, player, '1000');
    expect((await opsCall(started.app, calls.opsWithdrawalReject.path, { orderSn: rejected, reason: 'Duplicate' })).statusCode).toBe(200);
    await db.insert(kycSubmissions).values({ userId: player.userId, frontKey: 'f', backKey: 'b', handheldKey: 'h' });
    await db.insert(agentApplications).values({ userId: player.userId });

    const forPayments = await dashboardAs('payments');
    expect(forPayments.queues.withdrawals! - before.queues.withdrawals!).toBe(1);
    expect(forPayments.queues).toMatchObject({ kyc: null, agentApplications: null });
    const forKyc = await dashboardAs('kyc');
    expect(forKyc).toMatchObject({ queues: { withdrawals: null, agentApplications: null }, today: null });
    expect(forKyc.queues.kyc).toBeGreaterThanOrEqual(1);
    const forAgents = await dashboardAs('agents');
    expect(forAgents).toMatchObject({ queues: { withdrawals: null, kyc: null }, today: null });
    expect(forAgents.queues.agentApplications).toBeGreaterThanOrEqual(1);
    for (const role of ['support', 'content', 'admin'] as const) {
      expect(await dashboardAs(role), role).toEqual({ queues: { withdrawals: null, approvals: null, kyc: null, agentApplications: null }, today: null });
    }
    expect((await dashboardAs('approver')).today).not.toBeNull();
    expect((await dashboardAs('approver')).queues.withdrawals).toBeNull();
  });

  it('counts the approvals awaiting my decision: pending, unexpired and made by someone else', async () => {
    const approverId = operatorIds.get('approver')!;
    const otherId = operatorIds.get('payments')!;
    const before = (await dashboardAs('approver')).queues.approvals!;
    const hour = 3_600_000;
    const adjustment = (makerId: number, overrides: Partial<typeof opsApprovals.$inferInsert> = {}) => ({
      kind: 'adjustment' as const,
      request: { account: 'someone', amount: '200000000', reason: 'Goodwill' },
      amount: 200_000_000n,
      binding: randomUUID(),
      makerId,
      makerName: `maker-${makerId}`,
      makerReason: 'Goodwill',
      createdAt: new Date(NOW.getTime() - hour),
      expiresAt: new Date(NOW.getTime() + hour),
      ...overrides,
    });
    await db.insert(opsApprovals).values([
      adjustment(otherId),
      adjustment(otherId),
      adjustment(approverId), // my own: never mine to decide
      adjustment(otherId, { expiresAt: new Date(NOW.getTime() - 1) }), // expired, though the row still says pending
      adjustment(otherId, { status: 'approved', decidedAt: NOW, decidedById: approverId, decidedByName: 'someone' }),
    ]);
    expect((await dashboardAs('approver')).queues.approvals! - before).toBe(2);
    // Without the approver role there is nothing to count: the inbox is not theirs to decide.
    expect((await dashboardAs('payments')).queues.approvals).toBeNull();
    expect((await dashboardAs('auditor')).queues.approvals).toBeNull();
  });

  it('needs a session, and every /v2/ops answer, refusals included, is never stored', async () => {
    const answers = [
      await opsCallAs(started.app, null, dashboardPath, {}),
      await opsCallAs(started.app, tokens.get('payments')!, dashboardPath, {}),
      await opsCallAs(started.app, tokens.get('support')!, calls.opsWithdrawalList.path, {}),
      await opsCallAs(started.app, tokens.get('payments')!, calls.opsWithdrawalDetail.path, { orderSn: 'W209901010000000000' }),
      await opsCallAs(started.app, tokens.get('payments')!, dashboardPath, { extra: 1 }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([401, 200, 403, 404, 400]);
    for (const res of answers) expect(res.headers['cache-control'], res.body).toBe('no-store');
    // A player call keeps its own caching rules.
    const content = await started.app.inject({ method: 'POST', url: calls.noticeQuery.path, payload: {} });
    expect(content.headers['cache-control']).not.toBe('no-store');
  });
});
