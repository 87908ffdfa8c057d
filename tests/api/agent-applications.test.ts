// Becoming an agent: agent/apply, agent/apply/status, agent/code, agent/is/agent and the operator's
// review (list, approve, reject), with the database rules behind them.
import { randomUUID } from 'node:crypto';
import { and, eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { agentApplications, users } from '../../server/db/schema.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { AGENT_CODE_ALPHABET } from '../../server/modules/agent/agent-code.fns.ts';
import { grantAgentCode } from '../../server/modules/agent/applications.service.ts';
import { call, register } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { newPlayer, OPERATOR_TOKEN, opsCall, startWalletApp, type Player } from './support/wallet.ts';

const t = createTranslator();
const CODE_SHAPE = new RegExp(`^[${AGENT_CODE_ALPHABET}]{8}$`);

describe.each(databases)('agent applications on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  beforeAll(async () => {
    started = await startWalletApp(kind);
    db = started.database.db;
  });
  afterAll(async () => started?.close());

  const as = (player: Player) => (path: string, body?: unknown, locale?: string) => call(started.app, path, body, { token: player.token, locale });
  const ops = (path: string, body: unknown, locale?: string) => opsCall(started.app, path, body, { key: null, locale });
  const pendingIdOf = async (player: Player) => {
    const res = await ops(calls.opsAgentApplicationList.path, { pageSize: 100 });
    expect(res.statusCode, res.body).toBe(200);
    const found = (res.json().data.list as { id: number; userId: number }[]).find((a) => a.userId === player.userId);
    if (!found) throw new Error('not in the pending list');
    return found.id;
  };

  it('a player applies once; the operator approves; the player is an agent with a new code', async () => {
    const player = await newPlayer(started.app);
    const api = as(player);
    expect((await api(calls.agentApplyStatus.path)).json().data).toEqual({ status: 'none', reason: null, appliedAt: null, reviewedAt: null });
    expect((await api(calls.isAgent.path)).json().data).toBe(false);
    const notAgent = await api(calls.agentCode.path, undefined, 'ja-JP');
    expect(notAgent.json()).toMatchObject({ code: 403, error: 'NOT_AGENT', msg: t('ja-JP', 'errors', 'NOT_AGENT') });

    const applied = await api(calls.agentApply.path);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data).toMatchObject({ status: 'pending', reason: null, reviewedAt: null });
    expect(Date.parse(applied.json().data.appliedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect((await api(calls.agentApplyStatus.path)).json().data).toEqual(applied.json().data);

    const again = await api(calls.agentApply.path, undefined, 'ko-KR');
    expect(again.json()).toMatchObject({ code: 409, error: 'AGENT_APPLICATION_PENDING', msg: t('ko-KR', 'errors', 'AGENT_APPLICATION_PENDING') });
    expect(await db.select().from(agentApplications).where(eq(agentApplications.userId, player.userId))).toHaveLength(1);

    const id = await pendingIdOf(player);
    const approved = await ops(calls.opsAgentApplicationApprove.path, { id });
    expect(approved.statusCode, approved.body).toBe(200);
    const answer = approved.json().data;
    expect(answer).toMatchObject({ id, userId: player.userId, account: player.account, status: 'approved', reason: null, reviewedBy: 'test-operator' });
    expect(answer.agentCode).toMatch(CODE_SHAPE);

    expect((await api(calls.isAgent.path)).json().data).toBe(true);
    expect((await api(calls.userInfo.path, {})).json().data.isAgent).toBe(true);
    expect((await api(calls.agentCode.path)).json().data).toEqual({ agentCode: answer.agentCode });
    const status = (await api(calls.agentApplyStatus.path)).json().data;
    expect(status).toMatchObject({ status: 'approved', reason: null, appliedAt: applied.json().data.appliedAt });
    expect(status.reviewedAt).toBe(answer.reviewedAt);

    const agentApplies = await api(calls.agentApply.path, undefined, 'vi-VN');
    expect(agentApplies.json()).toMatchObject({ code: 409, error: 'ALREADY_AGENT', msg: t('vi-VN', 'errors', 'ALREADY_AGENT') });
    for (const path of [calls.opsAgentApplicationApprove.path, calls.opsAgentApplicationReject.path]) {
      const twice = await ops(path, path === calls.opsAgentApplicationReject.path ? { id, reason: 'Too late' } : { id }, 'en-US');
      expect(twice.json()).toMatchObject({ code: 409, error: 'AGENT_APPLICATION_NOT_PENDING', msg: 'This agent application has already been reviewed.' });
    }
    const [row] = await db.select().from(users).where(eq(users.id, player.userId));
    expect(row!.agentCode).toBe(answer.agentCode);
  });

  it('a rejected player reads the reason and may apply again', async () => {
    const player = await newPlayer(started.app);
    const api = as(player);
    await api(calls.agentApply.path);
    const id = await pendingIdOf(player);
    const rejected = await ops(calls.opsAgentApplicationReject.path, { id, reason: '  Please play for a month first  ' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'Please play for a month first', agentCode: null, reviewedBy: 'test-operator' });
    const status = (await api(calls.agentApplyStatus.path)).json().data;
    expect(status).toMatchObject({ status: 'rejected', reason: 'Please play for a month first' });
    expect(status.reviewedAt).not.toBeNull();
    expect((await api(calls.isAgent.path)).json().data).toBe(false);
    expect((await api(calls.agentCode.path)).statusCode).toBe(403);

    const reapplied = await api(calls.agentApply.path);
    expect(reapplied.statusCode, reapplied.body).toBe(200);
    expect(reapplied.json().data).toMatchObject({ status: 'pending', reason: null, reviewedAt: null });
    const listed = await ops(calls.opsAgentApplicationList.path, { status: 'rejected', pageSize: 100 });
    expect(listed.json().data.list.map((a: { id: number }) => a.id)).toContain(id);
  });

  it('lists pending applications oldest first, paged', async () => {
    const players = [await newPlayer(started.app), await newPlayer(started.app), await newPlayer(started.app)];
    for (const p of players) expect((await as(p)(calls.agentApply.path)).statusCode).toBe(200);
    const all = (await ops(calls.opsAgentApplicationList.path, { pageSize: 100 })).json().data;
    const ids = all.list.map((a: { userId: number }) => a.userId);
    const mine = players.map((p) => ids.indexOf(p.userId));
    expect(mine.every((i: number) => i >= 0)).toBe(true);
    expect(mine).toEqual([...mine].sort((a, b) => a - b));
    expect(all.list.every((a: { status: string }) => a.status === 'pending')).toBe(true);
    const page2 = (await ops(calls.opsAgentApplicationList.path, { pageNum: 2, pageSize: 1 })).json().data;
    expect(page2).toMatchObject({ total: all.total, pageNum: 2, pageSize: 1 });
    expect(page2.list[0].id).toBe(all.list[1].id);
  });

  it('refuses bad review input with clear 4xx and changes nothing', async () => {
    const player = await newPlayer(started.app);
    await as(player)(calls.agentApply.path);
    const id = await pendingIdOf(player);
    const unknown = await ops(calls.opsAgentApplicationApprove.path, { id: 2_000_000_000 }, 'zh-CN');
    expect(unknown.json()).toMatchObject({ code: 404, error: 'AGENT_APPLICATION_NOT_FOUND', msg: t('zh-CN', 'errors', 'AGENT_APPLICATION_NOT_FOUND') });
    const bad: [string, unknown][] = [
      [calls.opsAgentApplicationApprove.path, { id: 'x' }],
      [calls.opsAgentApplicationApprove.path, { id: -1 }],
      [calls.opsAgentApplicationApprove.path, { id: 2_147_483_648 }],
      [calls.opsAgentApplicationReject.path, { id: 9_999_999_999, reason: 'No' }],
      [calls.opsAgentApplicationApprove.path, {}],
      [calls.opsAgentApplicationReject.path, { id }],
      [calls.opsAgentApplicationReject.path, { id, reason: '   ' }],
      [calls.opsAgentApplicationReject.path, { id, reason: 'x'.repeat(201) }],
      [calls.opsAgentApplicationReject.path, { id, reason: '<script>' }],
      [calls.opsAgentApplicationList.path, { status: 'unknown' }],
      [calls.opsAgentApplicationList.path, { pageSize: 101 }],
    ];
    for (const [path, body] of bad) {
      const res = await ops(path, body);
      expect([path, res.statusCode, res.json().error]).toEqual([path, 400, 'VALIDATION_FAILED']);
    }
    expect((await as(player)(calls.agentApply.path, { extra: 1 })).statusCode).toBe(400);
    const [row] = await db.select().from(agentApplications).where(eq(agentApplications.id, id));
    expect(row!.status).toBe('pending');
  });

  it('two applications at once: one waits for review, the other is refused', async () => {
    const player = await newPlayer(started.app);
    const answers = await Promise.all([as(player)(calls.agentApply.path), as(player)(calls.agentApply.path), as(player)(calls.agentApply.path)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await db.select().from(agentApplications).where(eq(agentApplications.userId, player.userId))).toHaveLength(1);
  });

  it('two operators deciding at once: exactly one decision stands', async () => {
    const player = await newPlayer(started.app);
    await as(player)(calls.agentApply.path);
    const id = await pendingIdOf(player);
    const answers = await Promise.all([
      ops(calls.opsAgentApplicationApprove.path, { id }),
      ops(calls.opsAgentApplicationReject.path, { id, reason: 'No' }),
      ops(calls.opsAgentApplicationApprove.path, { id }),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 409).map((r) => r.json().error)).toEqual(['AGENT_APPLICATION_NOT_PENDING', 'AGENT_APPLICATION_NOT_PENDING']);
    const [row] = await db.select().from(agentApplications).where(eq(agentApplications.id, id));
    const [user] = await db.select().from(users).where(eq(users.id, player.userId));
    expect(user!.agentCode !== null).toBe(row!.status === 'approved');
  });

  it('a drawn code another agent holds is drawn again', async () => {
    const holder = await newPlayer(started.app);
    await makeAgent(db, holder.userId, 'TAKEN234');
    const player = await newPlayer(started.app);
    await db.insert(agentApplications).values({ userId: player.userId, status: 'approved', reviewedAt: new Date(), reviewedBy: 'test' });
    const draws = ['TAKEN234', 'TAKEN234', 'FRESH234'];
    const code = await db.transaction((tx) => grantAgentCode(tx, player.userId, undefined, () => draws.shift()!));
    expect(code).toBe('FRESH234');
    expect(draws).toEqual([]);
  });

  describe('the database keeps the rules', () => {
    /** The constraint (or the message) of the database error under Drizzle's wrapper. */
    const reasonsOf = (error: unknown): string[] => {
      const found: string[] = [];
      for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
        const { constraint, message } = e as { constraint?: string; message?: string };
        found.push(constraint ?? '', message ?? '');
      }
      return found;
    };
    const refused = async (run: () => Promise<unknown>, constraint: string) => {
      const error = await run().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, `${constraint} did not refuse`).not.toBeNull();
      expect(reasonsOf(error).some((r) => r.includes(constraint)), reasonsOf(error).join(' | ')).toBe(true);
    };

    it('no agent code without an approved application', async () => {
      const player = await newPlayer(started.app);
      await refused(() => db.update(users).set({ agentCode: 'SNEAKY23' }).where(eq(users.id, player.userId)), 'users_agent_code_approved');
      await as(player)(calls.agentApply.path);
      await refused(() => db.update(users).set({ agentCode: 'SNEAKY23' }).where(eq(users.id, player.userId)), 'users_agent_code_approved');
      await refused(
        () => db.insert(users).values({ account: `x${randomUUID().slice(0, 8)}`, email: null, passwordHash: '', agentCode: 'SNEAKY24' }),
        'users_agent_code_approved',
      );
      const [row] = await db.select().from(users).where(eq(users.id, player.userId));
      expect(row!.agentCode).toBeNull();
    });

    it("an agent's code never changes, and a reviewed application is history", async () => {
      const player = await newPlayer(started.app);
      const code = await makeAgent(db, player.userId);
      await refused(() => db.update(users).set({ agentCode: 'OTHER234' }).where(eq(users.id, player.userId)), 'users_agent_code_fixed');
      await refused(() => db.update(users).set({ agentCode: null }).where(eq(users.id, player.userId)), 'users_agent_code_fixed');
      await refused(() => db.update(agentApplications).set({ status: 'rejected', reason: 'oops' }).where(eq(agentApplications.userId, player.userId)), 'agent_applications_reviewed_fixed');
      await refused(() => db.delete(agentApplications).where(eq(agentApplications.userId, player.userId)), 'agent_applications_reviewed_fixed');
      const [row] = await db.select().from(users).where(eq(users.id, player.userId));
      expect(row!.agentCode).toBe(code);
      const approved = await db.select().from(agentApplications).where(and(eq(agentApplications.userId, player.userId), eq(agentApplications.status, 'approved')));
      expect(approved).toHaveLength(1);
    });
  });

  describe('who may call', () => {
    it('user calls need a session; an operator token is no session', async () => {
      for (const contract of [calls.agentApply, calls.agentApplyStatus, calls.agentCode, calls.isAgent]) {
        const visitor = await call(started.app, contract.path);
        expect([contract.path, visitor.statusCode]).toEqual([contract.path, 401]);
        const operator = await started.app.inject({ method: 'POST', url: contract.path, headers: { authorization: `Bearer ${OPERATOR_TOKEN}` } });
        expect([contract.path, operator.statusCode]).toEqual([contract.path, 401]);
      }
    });

    it('operator calls refuse visitors, players and agents', async () => {
      const player = await newPlayer(started.app);
      const agent = await newPlayer(started.app);
      await makeAgent(db, agent.userId);
      await as(player)(calls.agentApply.path);
      const id = await pendingIdOf(player);
      const bodies: [string, unknown][] = [
        [calls.opsAgentApplicationList.path, {}],
        [calls.opsAgentApplicationApprove.path, { id }],
        [calls.opsAgentApplicationReject.path, { id, reason: 'No' }],
      ];
      for (const [path, body] of bodies) {
        for (const token of [undefined, player.token, agent.token]) {
          const res = await call(started.app, path, body, { token });
          expect([path, res.statusCode, res.json().error]).toEqual([path, 401, 'OPS_SESSION_REQUIRED']);
        }
      }
      const [row] = await db.select().from(agentApplications).where(eq(agentApplications.id, id));
      expect(row!.status).toBe('pending');
    });

    it("each caller sees only their own status and code", async () => {
      const a = await newPlayer(started.app);
      const b = await newPlayer(started.app);
      const codeA = await makeAgent(db, a.userId);
      const codeB = await makeAgent(db, b.userId);
      expect((await as(a)(calls.agentCode.path)).json().data.agentCode).toBe(codeA);
      expect((await as(b)(calls.agentCode.path)).json().data.agentCode).toBe(codeB);
      // A member of a's team is a player like any other here: no code, nothing of a's.
      const memberToken = await register(started.app, `m${a.userId}x${b.userId}`, { agentCode: codeA.toLowerCase() });
      const member = { token: memberToken, userId: 0, account: '' };
      expect((await as(member)(calls.agentApplyStatus.path)).json().data).toMatchObject({ status: 'none' });
      expect((await as(member)(calls.isAgent.path)).json().data).toBe(false);
      const memberCode = await as(member)(calls.agentCode.path);
      expect([memberCode.statusCode, memberCode.json().error]).toEqual([403, 'NOT_AGENT']);
      expect(memberCode.body).not.toContain(codeA);
    });
  });
});
