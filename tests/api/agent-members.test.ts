// The agent's members and the coins between an agent and a direct member, through the API: the
// team list (levels, team names, subtree sizes and balances, filters, order, paging), a member
// created by the agent (no email until they add one), transfers both ways with their passwords,
// idempotency keys and refusals, both parties' financial records, and who may call what.
import { randomUUID } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { agentTransfers, ledgerTransfers, users } from '../../server/db/schema.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import { checkLedger } from '../../server/ledger/invariants.ts';
import { expectLedgerClean, fund } from './ledger-fixtures.ts';
import { call, CAPTCHA_TEXT, login, mailCount, register, startAccountsApp, testClock } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, moneyCall, newPlayer, OPERATOR_TOKEN, startWalletApp, testWalletConfig, type Player } from './support/wallet.ts';
import { upsertOperator } from '../../server/modules/ops/operators.repo.ts';

const page = calls.agentSubMemberPage.path;
const create = calls.agentSubMemberCreate.path;
const give = calls.agentMemberTransfer.path;
const takeBack = calls.agentMemberTransferDecrease.path;
const records = calls.recordFinanceQuery.path;

const PASSWORD = 'Passw0rd!';
const MEMBER_PASSWORD = 'Memb3r-pass';

describe.each(databases)('agent members and transfers on %s', (kind) => {
  let started: TestApp;
  let app: FastifyInstance;
  let db: Db;
  const clock = testClock();

  /** An agent (fund password 123456) with the given code. */
  let agent: Player;
  let otherAgent: Player;
  let player: Player;
  /** Direct members of `agent`: m1 is an agent with a member of their own (g1). */
  let m1: Player;
  let m2: Player;
  let g1: Player;
  let b1: Player;

  const makeAgentOf = (who: Player, code: string) => makeAgent(db, who.userId, code);

  /** A player who registered with this agent code. */
  async function recruit(account: string, agentCode: string, password = PASSWORD): Promise<Player> {
    clock.advance(60_000);
    const token = await register(app, account, { agentCode, password });
    const info = await call(app, calls.userInfo.path, {}, { token });
    return { token, userId: info.json().data.id, account };
  }

  const members = (token: string, body: object = {}, locale?: string) => call(app, page, body, { token, locale });
  const transferTo = (token: string, body: object, options: { key?: string | null; locale?: string } = {}) =>
    moneyCall(app, give, body, { token, ...options });
  const transferFrom = (token: string, body: object, options: { key?: string | null; locale?: string } = {}) =>
    moneyCall(app, takeBack, body, { token, ...options });
  const failedLogins = async (userId: number) => {
    const [row] = await db.select({ failed: users.failedLogins }).from(users).where(eq(users.id, userId));
    return row;
  };

  beforeAll(async () => {
    started = await startWalletApp(kind, { now: clock.now });
    app = started.app;
    db = started.database.db;
    agent = await newPlayer(app);
    await makeAgentOf(agent, 'AGENTA1');
    otherAgent = await newPlayer(app);
    await makeAgentOf(otherAgent, 'AGENTB1');
    player = await newPlayer(app);
    m1 = await recruit('Alpha01', 'AGENTA1');
    await makeAgentOf(m1, 'SUBAG01');
    g1 = await recruit('Gamma01', 'subag01');
    m2 = await recruit('Beta02', 'AGENTA1', MEMBER_PASSWORD);
    b1 = await recruit('Bravo01', 'AGENTB1');
    await fund(db, agent.userId, toUnits('1000'));
    await fund(db, m1.userId, toUnits('50'));
    await fund(db, g1.userId, toUnits('100.25'));
  }, 120_000);

  afterAll(async () => {
    await started?.close();
  });

  describe('agent/sub/member/page', () => {
    it('lists the whole subtree: direct members first, newest first, with level, team name and balances', async () => {
      const res = await members(agent.token);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ total: 3, pageNum: 1, pageSize: 10 });
      expect(data.list.map((m: { account: string }) => m.account)).toEqual(['Beta02', 'Alpha01', 'Gamma01']);
      const [beta, alpha, gamma] = data.list;
      expect(alpha).toEqual({
        userId: m1.userId,
        account: 'Alpha01',
        level: 1,
        teamName: agent.account,
        isAgent: true,
        teamSize: 1,
        lastLoginAt: expect.any(String),
        registeredAt: expect.any(String),
        userBalance: '50.0000',
        teamBalance: '150.2500',
      });
      expect(gamma).toMatchObject({ userId: g1.userId, level: 2, teamName: 'Alpha01', isAgent: false, teamSize: 0, userBalance: '100.2500', teamBalance: '100.2500' });
      expect(beta).toMatchObject({ level: 1, teamName: agent.account, isAgent: false, teamSize: 0, userBalance: '0.0000', teamBalance: '0.0000' });
      expect(Date.parse(beta.registeredAt)).toBeGreaterThan(Date.parse(alpha.registeredAt));
    });

    it('filters by part of the account (any case) and by level, and pages', async () => {
      const byAccount = await members(agent.token, { account: 'ALPHA' });
      expect(byAccount.json().data.list.map((m: { account: string }) => m.account)).toEqual(['Alpha01']);
      expect(byAccount.json().data.total).toBe(1);
      const contains = await members(agent.token, { account: 'A01' });
      expect(contains.json().data.list.map((m: { account: string }) => m.account).sort()).toEqual(['Alpha01', 'Gamma01']);
      const level2 = await members(agent.token, { level: 2 });
      expect(level2.json().data).toMatchObject({ total: 1, list: [{ account: 'Gamma01' }] });
      const none = await members(agent.token, { level: 3 });
      expect(none.json().data).toEqual({ list: [], total: 0, pageNum: 1, pageSize: 10 });
      const second = await members(agent.token, { pageNum: 2, pageSize: 2 });
      expect(second.json().data).toMatchObject({ total: 3, pageNum: 2, pageSize: 2, list: [{ account: 'Gamma01' }] });
      const empty = await members(agent.token, { account: '' });
      expect(empty.json().data.total).toBe(3);
    });

    it('shows each agent their own subtree only, never themselves', async () => {
      const other = await members(otherAgent.token);
      expect(other.json().data).toMatchObject({ total: 1, list: [{ account: 'Bravo01', level: 1 }] });
      const sub = await members(m1.token);
      expect(sub.json().data).toMatchObject({ total: 1, list: [{ account: 'Gamma01', level: 1, teamName: 'Alpha01' }] });
      const byName = await members(otherAgent.token, { account: 'Alpha' });
      expect(byName.json().data.total).toBe(0);
    });

    it('refuses players who are not agents (403), visitors and operator tokens (401)', async () => {
      for (const token of [player.token, m2.token, g1.token]) {
        const res = await members(token, {}, 'en-US');
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ error: 'NOT_AGENT' });
      }
      expect((await call(app, page, {})).statusCode).toBe(401);
      const operator = await moneyCall(app, page, {}, { operator: true, key: null });
      expect(operator.statusCode).toBe(401);
    });

    it('answers bad input with a localized 400 and nothing else', async () => {
      for (const body of [{ account: 'a%' }, { account: "x' OR 1=1" }, { level: 0 }, { level: 65 }, { pageSize: 101 }, { pageNum: 0 }, { userId: 1 }, { account: 'x'.repeat(21) }]) {
        const res = await members(agent.token, body, 'ja-JP');
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(res.json().error).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('agent/sub/member/create', () => {
    it('creates a direct member without email who signs in with the password and is asked for an email', async () => {
      clock.advance(60_000);
      const res = await call(app, create, { account: 'NewKid01', password: 'Kid-pass-2026' }, { token: agent.token });
      expect(res.statusCode, res.body).toBe(200);
      const created = res.json().data;
      expect(created).toMatchObject({ account: 'NewKid01', level: 1, teamName: agent.account, isAgent: false, teamSize: 0, lastLoginAt: null, userBalance: '0.0000', teamBalance: '0.0000' });
      const [row] = await db.select().from(users).where(eq(users.id, created.userId));
      expect(row).toMatchObject({ email: null, referrerId: agent.userId, agentCode: null, status: 'active' });
      // Newest direct member first in the agent's list; not in anyone else's.
      const listed = await members(agent.token);
      expect(listed.json().data.list[0]).toMatchObject({ userId: created.userId, account: 'NewKid01' });
      expect((await members(otherAgent.token, { account: 'NewKid' })).json().data.total).toBe(0);

      const signIn = await login(app, 'newkid01', 'Kid-pass-2026');
      expect(signIn.statusCode, signIn.body).toBe(200);
      const token = signIn.json().data.token;
      const info = await call(app, calls.userInfo.path, {}, { token });
      expect(info.json().data).toMatchObject({ account: 'NewKid01', email: '', isAgent: false });
      const profile = await call(app, calls.userGetInfo.path, {}, { token });
      expect(profile.statusCode, profile.body).toBe(200);
      expect(profile.json().data).toMatchObject({ email: '', signInMethods: ['password'] });
      // Password recovery answers as for any account, and mails nothing (there is no address).
      const recover = await call(app, calls.findPasswordSend.path, { account: 'NewKid01', uuid: await captcha(), qrcode: CAPTCHA_TEXT });
      expect(recover.statusCode, recover.body).toBe(200);
      await app.background.settled();
    });

    it('refuses a taken account (any case), a weak password and bad input, creating nothing', async () => {
      const before = await db.select({ id: users.id }).from(users);
      const taken = await call(app, create, { account: 'ALPHA01', password: 'Kid-pass-2026' }, { token: agent.token, locale: 'en-US' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toBe('ACCOUNT_TAKEN');
      const weak = await call(app, create, { account: 'Weakling1', password: 'password' }, { token: agent.token });
      expect(weak.statusCode).toBe(422);
      expect(weak.json().error).toBe('PASSWORD_TOO_WEAK');
      for (const body of [{ account: 'ab', password: 'Kid-pass-2026' }, { account: 'bad name', password: 'Kid-pass-2026' }, { account: 'Okname12', password: '12345' }, { account: 'Okname12' }, { account: 'Okname12', password: 'Kid-pass-2026', email: 'x@example.com' }]) {
        const res = await call(app, create, body, { token: agent.token });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      expect(await db.select({ id: users.id }).from(users)).toHaveLength(before.length);
    });

    it('is for agents only', async () => {
      const res = await call(app, create, { account: 'Nobody01', password: 'Kid-pass-2026' }, { token: player.token });
      expect(res.statusCode).toBe(403);
      expect((await call(app, create, { account: 'Nobody01', password: 'Kid-pass-2026' })).statusCode).toBe(401);
      const operator = await moneyCall(app, create, { account: 'Nobody01', password: 'Kid-pass-2026' }, { operator: true, key: null });
      expect(operator.statusCode).toBe(401);
      const [row] = await db.select().from(users).where(eq(users.account, 'Nobody01'));
      expect(row).toBeUndefined();
    });
  });

  async function captcha(): Promise<string> {
    const res = await call(app, calls.captcha.path);
    return res.json().data.uuid;
  }

  describe('agent/type/member/transfer', () => {
    it('moves coins from the agent to a direct member, once per key', async () => {
      const key = randomUUID();
      const body = { userId: m1.userId, amount: '100.5', paymentPassword: '123456' };
      const res = await transferTo(agent.token, body, { key });
      expect(res.statusCode, res.body).toBe(200);
      const record = res.json().data;
      expect(record).toMatchObject({ direction: 'to_member', memberUserId: m1.userId, memberAccount: 'Alpha01', amount: '100.5000', balance: '899.5000' });
      expect(record.orderSn).toMatch(/^T\d{18}$/);
      expect(await balanceText(app, agent.token)).toBe('899.5000');
      expect(await balanceText(app, m1.token)).toBe('150.5000');

      const replay = await transferTo(agent.token, body, { key });
      expect(replay.statusCode).toBe(200);
      expect(replay.json().data).toEqual(record);
      expect(await balanceText(app, agent.token)).toBe('899.5000');
      const rows = await db.select().from(agentTransfers).where(eq(agentTransfers.orderSn, record.orderSn));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ agentId: agent.userId, memberId: m1.userId, direction: 'to_member', amount: 1_005_000n });
      const booked = await db.select().from(ledgerTransfers).where(eq(ledgerTransfers.reference, record.orderSn));
      expect(booked).toMatchObject([{ kind: 'agent_transfer', amount: 1_005_000n }]);

      const reused = await transferTo(agent.token, { ...body, amount: '1' }, { key, locale: 'en-US' });
      expect(reused.statusCode).toBe(422);
      expect(reused.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
      // The same key on the other call (same fields) is another request, not a replay.
      const other = await transferFrom(agent.token, { userId: m1.userId, amount: '100.5', memberPassword: PASSWORD }, { key });
      expect(other.statusCode).toBe(422);
      expect(other.json().error).toBe('IDEMPOTENCY_KEY_REUSED');
      await expectLedgerClean(db);
    });

    it('refuses members outside the direct team: a grandchild, another team, self, an unknown id', async () => {
      const cases: [number, number, string][] = [
        [g1.userId, 422, 'MEMBER_NOT_DIRECT'],
        [b1.userId, 404, 'MEMBER_NOT_FOUND'],
        [player.userId, 404, 'MEMBER_NOT_FOUND'],
        [2_000_000_000, 404, 'MEMBER_NOT_FOUND'],
        [agent.userId, 422, 'MEMBER_IS_SELF'],
      ];
      for (const [userId, status, error] of cases) {
        const res = await transferTo(agent.token, { userId, amount: '1', paymentPassword: '123456' }, { locale: 'en-US' });
        expect(res.statusCode, `${userId}`).toBe(status);
        expect(res.json().error).toBe(error);
        expect(res.json().msg).toBeTruthy();
      }
      // m1 is an agent too, but the agent above them is not their member.
      const up = await transferTo(m1.token, { userId: agent.userId, amount: '1', paymentPassword: '123456' });
      expect(up.statusCode).toBe(404);
      expect(await balanceText(app, agent.token)).toBe('899.5000');
    });

    it('refuses an overdraw, a wrong or missing fund password and a frozen member, moving nothing', async () => {
      const over = await transferTo(agent.token, { userId: m2.userId, amount: '899.5001', paymentPassword: '123456' }, { locale: 'en-US' });
      expect(over.statusCode).toBe(422);
      expect(over.json()).toMatchObject({ error: 'INSUFFICIENT_FUNDS', msg: 'Your balance is not enough for this.' });
      const wrong = await transferTo(agent.token, { userId: m2.userId, amount: '1', paymentPassword: '654321' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error).toBe('PAYMENT_PASSWORD_INCORRECT');
      // The wrong guess was counted (as withdrawals count it): the next right one clears it.
      const [counted] = await db.select({ n: users.failedPaymentPasswords }).from(users).where(eq(users.id, agent.userId));
      expect(counted!.n).toBe(1);
      // m1 has no fund password of their own.
      const unset = await transferTo(m1.token, { userId: g1.userId, amount: '1', paymentPassword: '123456' });
      expect(unset.statusCode).toBe(422);
      expect(unset.json().error).toBe('PAYMENT_PASSWORD_NOT_SET');

      await db.update(users).set({ status: 'frozen' }).where(eq(users.id, m2.userId));
      const frozen = await transferTo(agent.token, { userId: m2.userId, amount: '1', paymentPassword: '123456' }, { locale: 'ja-JP' });
      expect(frozen.statusCode).toBe(422);
      expect(frozen.json().error).toBe('MEMBER_FROZEN');
      await db.update(users).set({ status: 'active' }).where(eq(users.id, m2.userId));
      expect(await balanceText(app, agent.token)).toBe('899.5000');
      expect(await balanceText(app, m2.token)).toBe('0.0000');
      await expectLedgerClean(db);
    });

    it('stores a refusal under its key: the replay is refused alike even once it could succeed', async () => {
      const key = randomUUID();
      const body = { userId: m2.userId, amount: '2000', paymentPassword: '123456' };
      expect((await transferTo(agent.token, body, { key })).json().error).toBe('INSUFFICIENT_FUNDS');
      await fund(db, agent.userId, toUnits('2000'));
      const replay = await transferTo(agent.token, body, { key });
      expect(replay.statusCode).toBe(422);
      expect(replay.json().error).toBe('INSUFFICIENT_FUNDS');
      expect(await balanceText(app, agent.token)).toBe('2899.5000');
    });

    it('answers bad input with 400 and needs an Idempotency-Key', async () => {
      for (const body of [
        { userId: m2.userId, amount: '0', paymentPassword: '123456' },
        { userId: m2.userId, amount: '-1', paymentPassword: '123456' },
        { userId: m2.userId, amount: '1.00001', paymentPassword: '123456' },
        { userId: m2.userId, amount: 'ten', paymentPassword: '123456' },
        { userId: m2.userId, amount: '1', paymentPassword: '12345' },
        { userId: 0, amount: '1', paymentPassword: '123456' },
        { userId: String(m2.userId), amount: '1', paymentPassword: '123456' },
        { userId: m2.userId, amount: '1' },
        { userId: m2.userId, amount: '1', paymentPassword: '123456', direction: 'from_member' },
      ]) {
        const res = await transferTo(agent.token, body, { locale: 'ko-KR' });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
      const noKey = await transferTo(agent.token, { userId: m2.userId, amount: '1', paymentPassword: '123456' }, { key: null });
      expect(noKey.statusCode).toBe(400);
      expect(await balanceText(app, m2.token)).toBe('0.0000');
    });

    it('is for agents only (members, players, visitors, operator tokens are refused)', async () => {
      const body = { userId: m2.userId, amount: '1', paymentPassword: '123456' };
      expect((await transferTo(player.token, body)).statusCode).toBe(403);
      expect((await transferTo(m2.token, { ...body, userId: agent.userId })).statusCode).toBe(403);
      expect((await moneyCall(app, give, body)).statusCode).toBe(401);
      expect((await moneyCall(app, give, body, { operator: true })).statusCode).toBe(401);
      // Another agent cannot reach this agent's member.
      expect((await transferTo(otherAgent.token, body)).statusCode).toBe(404);
    });
  });

  describe('agent/type/member/transfer/decrease', () => {
    it("takes coins back from a direct member with the member's password, once per key", async () => {
      clock.advance(60_000);
      const key = randomUUID();
      const body = { userId: m1.userId, amount: '20.25', memberPassword: PASSWORD };
      const res = await transferFrom(agent.token, body, { key });
      expect(res.statusCode, res.body).toBe(200);
      const record = res.json().data;
      expect(record).toMatchObject({ direction: 'from_member', memberUserId: m1.userId, memberAccount: 'Alpha01', amount: '20.2500', balance: '2919.7500' });
      expect(await balanceText(app, m1.token)).toBe('130.2500');
      const replay = await transferFrom(agent.token, body, { key });
      expect(replay.json().data).toEqual(record);
      expect(await balanceText(app, m1.token)).toBe('130.2500');
      await expectLedgerClean(db);
    });

    it("refuses more than the member's balance with the member's own error", async () => {
      const res = await transferFrom(agent.token, { userId: m1.userId, amount: '130.2501', memberPassword: PASSWORD }, { locale: 'en-US' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ error: 'MEMBER_INSUFFICIENT_FUNDS', msg: "The member's balance is not enough for this." });
      expect(await balanceText(app, m1.token)).toBe('130.2500');
    });

    it('refuses a grandchild, another team and self', async () => {
      expect((await transferFrom(agent.token, { userId: g1.userId, amount: '1', memberPassword: PASSWORD })).json().error).toBe('MEMBER_NOT_DIRECT');
      expect((await transferFrom(agent.token, { userId: b1.userId, amount: '1', memberPassword: PASSWORD })).statusCode).toBe(404);
      expect((await transferFrom(agent.token, { userId: agent.userId, amount: '1', memberPassword: PASSWORD })).json().error).toBe('MEMBER_IS_SELF');
      expect((await transferFrom(player.token, { userId: m1.userId, amount: '1', memberPassword: PASSWORD })).statusCode).toBe(403);
      expect((await moneyCall(app, takeBack, { userId: m1.userId, amount: '1', memberPassword: PASSWORD })).statusCode).toBe(401);
      expect((await moneyCall(app, takeBack, { userId: m1.userId, amount: '1', memberPassword: PASSWORD }, { operator: true })).statusCode).toBe(401);
      expect(await balanceText(app, m1.token)).toBe('130.2500');
    });

    it("counts wrong member passwords towards the member's own lock, then refuses with 423", async () => {
      // m2 has coins to take back.
      expect((await transferTo(agent.token, { userId: m2.userId, amount: '10', paymentPassword: '123456' })).statusCode).toBe(200);
      const body = (memberPassword: string) => ({ userId: m2.userId, amount: '1', memberPassword });
      for (let attempt = 1; attempt <= 4; attempt += 1) {
        const res = await transferFrom(agent.token, body('wrong-guess'), { locale: 'en-US' });
        expect(res.statusCode).toBe(422);
        expect(res.json()).toMatchObject({ error: 'MEMBER_PASSWORD_INCORRECT', msg: "The member's password is incorrect." });
        expect((await failedLogins(m2.userId))!.failed).toBe(attempt);
      }
      // The agent's own account is not what is counted.
      expect((await failedLogins(agent.userId))!.failed).toBe(0);
      const fifth = await transferFrom(agent.token, body('wrong-guess'), { locale: 'en-US' });
      expect(fifth.statusCode).toBe(423);
      expect(fifth.json()).toMatchObject({ error: 'MEMBER_ACCOUNT_LOCKED', msg: "Too many wrong passwords: this member's account is locked for 15 minutes." });
      // Locked: even the right password is not tried, and the member cannot sign in either.
      const right = await transferFrom(agent.token, body(MEMBER_PASSWORD));
      expect(right.statusCode).toBe(423);
      expect((await login(app, 'Beta02', MEMBER_PASSWORD)).statusCode).not.toBe(200);
      // The owner was mailed the unlock link, as after wrong passwords at sign-in.
      expect(await mailCount(app, 'beta02@example.com')).toBeGreaterThanOrEqual(2);
      expect(await balanceText(app, m2.token)).toBe('10.0000');

      clock.advance(16 * 60_000);
      const after = await transferFrom(agent.token, body(MEMBER_PASSWORD));
      expect(after.statusCode, after.body).toBe(200);
      expect(await balanceText(app, m2.token)).toBe('9.0000');
    });

    it('a sign-in guess and a transfer guess add up on the same lock', async () => {
      expect((await login(app, 'Beta02', 'guess-one')).statusCode).not.toBe(200);
      expect((await transferFrom(agent.token, { userId: m2.userId, amount: '1', memberPassword: 'guess-two' })).statusCode).toBe(422);
      expect((await failedLogins(m2.userId))!.failed).toBe(2);
      // A right password ends the run.
      expect((await transferFrom(agent.token, { userId: m2.userId, amount: '1', memberPassword: MEMBER_PASSWORD })).statusCode).toBe(200);
      expect((await failedLogins(m2.userId))!.failed).toBe(0);
    });

    it('refuses a frozen member before trying the password', async () => {
      await db.update(users).set({ status: 'frozen' }).where(eq(users.id, m2.userId));
      const res = await transferFrom(agent.token, { userId: m2.userId, amount: '1', memberPassword: 'not-tried' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('MEMBER_FROZEN');
      expect((await failedLogins(m2.userId))!.failed).toBe(0);
      await db.update(users).set({ status: 'active' }).where(eq(users.id, m2.userId));
    });

    it('answers bad input with 400', async () => {
      for (const body of [
        { userId: m2.userId, amount: '1' },
        { userId: m2.userId, amount: '1', memberPassword: '' },
        { userId: m2.userId, amount: '1', memberPassword: 'x'.repeat(65) },
        { userId: m2.userId, amount: '0.00001', memberPassword: MEMBER_PASSWORD },
        { userId: m2.userId, amount: '1', memberPassword: MEMBER_PASSWORD, paymentPassword: '123456' },
      ]) {
        const res = await transferFrom(agent.token, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
      }
    });
  });

  describe('financial records', () => {
    it('show each transfer to both parties, signed for each, naming the other party', async () => {
      const mine = await call(app, records, { type: 'transfer', tzOffsetMinutes: 0 }, { token: agent.token });
      expect(mine.statusCode, mine.body).toBe(200);
      const agentRows = mine.json().data.list as { orderSn: string; amount: string; method: string; type: string; status: string }[];
      const memberSide = await call(app, records, { type: 'transfer', tzOffsetMinutes: 0 }, { token: m1.token });
      const memberRows = memberSide.json().data.list as typeof agentRows;
      // m1: 100.5 in from the agent, 20.25 back out.
      expect(memberRows.map((r) => [r.amount, r.method, r.status])).toEqual([
        ['-20.2500', agent.account, 'success'],
        ['100.5000', agent.account, 'success'],
      ]);
      for (const row of memberRows) {
        const same = agentRows.find((r) => r.orderSn === row.orderSn);
        expect(same, row.orderSn).toBeDefined();
        expect(same!.amount).toBe(row.amount.startsWith('-') ? row.amount.slice(1) : `-${row.amount}`);
        expect(same!.method).toBe('Alpha01');
      }
      const stored = await db.select().from(agentTransfers).where(eq(agentTransfers.agentId, agent.userId));
      expect(mine.json().data.total).toBe(stored.length);
      // Every kind together still includes them; a status filter keeps them under "success".
      const all = await call(app, records, { status: 'success', tzOffsetMinutes: 0 }, { token: m1.token });
      expect(all.json().data.list.filter((r: { type: string }) => r.type === 'transfer')).toHaveLength(2);
      const nothing = await call(app, records, { type: 'transfer', status: 'failed', tzOffsetMinutes: 0 }, { token: m1.token });
      expect(nothing.statusCode).toBe(400);
      // Someone outside the transfers sees none.
      const outsider = await call(app, records, { type: 'transfer', tzOffsetMinutes: 0 }, { token: g1.token });
      expect(outsider.json().data.total).toBe(0);
      await expectLedgerClean(db);
    });
  });

  describe('ledger check', () => {
    it('finds an agent transfer without its booking, or booked with another amount', async () => {
      const [booked] = await db.select().from(agentTransfers).where(eq(agentTransfers.memberId, m1.userId)).limit(1);
      await db.insert(agentTransfers).values({ orderSn: 'T202603010000000001', agentId: agent.userId, memberId: m1.userId, direction: 'to_member', amount: 5n });
      await db.update(agentTransfers).set({ amount: booked!.amount + 1n }).where(eq(agentTransfers.orderSn, booked!.orderSn));
      const result = (await checkLedger(db)).find((r) => r.name === 'each agent transfer is booked once, between its two wallets')!;
      expect(result.ok).toBe(false);
      expect(result.failures).toContain('agent transfer T202603010000000001 is not booked');
      expect(result.failures.some((f) => f.startsWith(`agent transfer ${booked!.orderSn}: ${booked!.amount + 1n} `))).toBe(true);
      await db.delete(agentTransfers).where(eq(agentTransfers.orderSn, 'T202603010000000001'));
      await db.update(agentTransfers).set({ amount: booked!.amount }).where(eq(agentTransfers.orderSn, booked!.orderSn));
      await expectLedgerClean(db);
    });
  });
});

describe.each(databases)('taking coins back is rate limited per address on %s', (kind) => {
  let started: TestApp;

  beforeAll(async () => {
    started = await startAccountsApp(kind, { wallet: testWalletConfig(), callRateLimits: { agentMemberTransferDecrease: { max: 3, timeWindowMs: 60_000 } } });
    await upsertOperator(started.database.db, 'test-operator', OPERATOR_TOKEN);
  }, 60_000);
  afterAll(async () => {
    await started?.close();
  });

  it('answers 429 once the address has used its guesses', async () => {
    const agent = await newPlayer(started.app);
    await makeAgent(started.database.db, agent.userId, 'RATEAG1');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await moneyCall(started.app, takeBack, { userId: 2_000_000_000, amount: '1', memberPassword: 'guess' }, { token: agent.token });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([404, 404, 404, 429]);
  });
});
