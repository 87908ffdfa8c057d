// Joining a team: every sign-up path with an agent code (email registration, Google and LINE creating
// an account) puts the new player directly below the agent, in the closure table the database keeps;
// a sign-in of an account that exists changes nothing; the tree holds at any depth and never moves.
import { and, eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { teamPaths, users } from '../../server/db/schema.ts';
import { accountsConfigFromEnv } from '../../server/modules/auth/accounts.config.ts';
import { startFakeProviders, type FakeProviders } from '../support/fake-providers.ts';
import { call, register, startAccountsApp } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

const REDIRECT = 'http://127.0.0.1:4999/auth/line/callback';

describe.each(databases)('joining an agent’s team on %s', (kind) => {
  let t0: TestApp;
  let db: Db;
  let providers: FakeProviders;
  beforeAll(async () => {
    providers = await startFakeProviders();
    t0 = await startAccountsApp(kind, { accounts: accountsConfigFromEnv({ ...providers.env, LINE_REDIRECT_URI: REDIRECT }) });
    db = t0.database.db;
  });
  afterAll(async () => {
    await t0?.close();
    await providers?.stop();
  });

  const userOf = async (where: { account?: string; email?: string }) => {
    const [row] = await db.select().from(users).where(where.account ? eq(users.account, where.account) : eq(users.email, where.email!));
    if (!row) throw new Error(`no user ${JSON.stringify(where)}`);
    return row;
  };
  /** ancestor id → depth, for every ancestor of the user (the user itself at 0). */
  const ancestorsOf = async (userId: number) =>
    Object.fromEntries((await db.select().from(teamPaths).where(eq(teamPaths.descendantId, userId))).map((p) => [p.ancestorId, p.depth]));
  const login3 = (body: object) => call(t0.app, calls.login3.path, body);

  let agentId = 0;
  beforeAll(async () => {
    await register(t0.app, 'TeamBoss1', { email: 'teamboss1@example.com' });
    agentId = (await userOf({ account: 'TeamBoss1' })).id;
    await makeAgent(db, agentId, 'BOSS2345');
  });

  it('email registration with the code, in any case, makes a direct member', async () => {
    await register(t0.app, 'Recruit10', { email: 'recruit10@example.com', agentCode: 'boss2345' });
    const recruit = await userOf({ account: 'Recruit10' });
    expect(recruit.referrerId).toBe(agentId);
    expect(await ancestorsOf(recruit.id)).toEqual({ [recruit.id]: 0, [agentId]: 1 });
  });

  it('Google creating an account with the code makes a direct member', async () => {
    const token = await providers.signGoogleIdToken({ email: 'g.recruit@example.com', email_verified: true });
    const res = await login3({ event: 'google', token, agentCode: 'Boss2345' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.created).toBe(true);
    const recruit = await userOf({ email: 'g.recruit@example.com' });
    expect(await ancestorsOf(recruit.id)).toEqual({ [recruit.id]: 0, [agentId]: 1 });
  });

  it('LINE creating an account with the code makes a direct member', async () => {
    const code = providers.issueLineCode({ email: 'l.recruit@line.example', name: 'Line Recruit' }, { redirectUri: REDIRECT });
    const res = await login3({ event: 'line', token: code, agentCode: 'BOSS2345' });
    expect(res.statusCode, res.body).toBe(200);
    const recruit = await userOf({ email: 'l.recruit@line.example' });
    expect(recruit.referrerId).toBe(agentId);
    expect(await ancestorsOf(recruit.id)).toEqual({ [recruit.id]: 0, [agentId]: 1 });
  });

  it('Google or LINE signing in an account that exists changes nothing, whatever code comes along', async () => {
    // A player without a team signs up by email, then signs in with Google (linked by the verified email).
    await register(t0.app, 'Loner01', { email: 'loner01@example.com' });
    const loner = await userOf({ account: 'Loner01' });
    const linked = await login3({ event: 'google', token: await providers.signGoogleIdToken({ email: 'loner01@example.com', email_verified: true }), agentCode: 'BOSS2345' });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.created).toBe(false);
    // …and again, now through the linked identity, with an unknown code too.
    for (const agentCode of ['BOSS2345', 'NOSUCH99']) {
      const again = await login3({ event: 'google', token: await providers.signGoogleIdToken({ email: 'loner01@example.com', email_verified: true }), agentCode });
      expect(again.statusCode, again.body).toBe(200);
    }
    expect((await userOf({ account: 'Loner01' })).referrerId).toBeNull();
    expect(await ancestorsOf(loner.id)).toEqual({ [loner.id]: 0 });

    // A member of the team signing in with LINE under another agent's code stays where they are.
    await register(t0.app, 'OtherBoss1', { email: 'otherboss1@example.com' });
    await makeAgent(db, 'OtherBoss1', 'OTHR2345');
    const member = await userOf({ email: 'l.recruit@line.example' });
    const code = providers.issueLineCode({ email: 'l.recruit@line.example' }, { redirectUri: REDIRECT });
    const res = await login3({ event: 'line', token: code, agentCode: 'OTHR2345' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await userOf({ email: 'l.recruit@line.example' })).referrerId).toBe(agentId);
    expect(await ancestorsOf(member.id)).toEqual({ [member.id]: 0, [agentId]: 1 });
  });

  it('a code nobody was approved for is refused on every path, and no account is made', async () => {
    await register(t0.app, 'Pending01', { email: 'pending01@example.com' });
    // Applying gives no code: there is nothing a recruit could type.
    const pending = await userOf({ account: 'Pending01' });
    expect(pending.agentCode).toBeNull();
    const google = await login3({ event: 'google', token: await providers.signGoogleIdToken({ email: 'nobody1@example.com', email_verified: true }), agentCode: 'ZZZZ2345' });
    expect([google.statusCode, google.json().error]).toEqual([422, 'AGENT_CODE_UNKNOWN']);
    expect(await db.select().from(users).where(eq(users.email, 'nobody1@example.com'))).toHaveLength(0);
  });

  it('the closure table holds every ancestor at any depth', async () => {
    // A chain of agents eight levels deep, each joining through the previous one's code.
    const chain = [agentId];
    let code = 'BOSS2345';
    for (let level = 1; level <= 8; level += 1) {
      const account = `Chain${level}x`;
      await register(t0.app, account, { email: `${account.toLowerCase()}@example.com`, agentCode: code });
      const user = await userOf({ account });
      chain.push(user.id);
      code = await makeAgent(db, user.id);
    }
    const deepest = chain.at(-1)!;
    expect(await ancestorsOf(deepest)).toEqual(Object.fromEntries(chain.map((id, i) => [id, chain.length - 1 - i])));
    // The top agent's subtree is one indexed lookup: every chain member at its depth.
    const below = await db.select().from(teamPaths).where(and(eq(teamPaths.ancestorId, agentId)));
    for (const [i, id] of chain.entries()) expect(below.find((p) => p.descendantId === id)?.depth).toBe(i);
    // Rows in all: each user has one row per ancestor and itself.
    const all = await db.select().from(teamPaths);
    const allUsers = await db.select({ id: users.id }).from(users);
    let expected = 0;
    for (const u of allUsers) expected += Object.keys(await ancestorsOf(u.id)).length;
    expect(all).toHaveLength(expected);
    expect(all.every((p) => (p.ancestorId === p.descendantId) === (p.depth === 0))).toBe(true);
  });

  it('a member never changes team: referrer_id cannot be set or changed', async () => {
    const loner = await userOf({ account: 'Loner01' });
    const recruit = await userOf({ account: 'Recruit10' });
    const other = await userOf({ account: 'OtherBoss1' });
    await expect(db.update(users).set({ referrerId: agentId }).where(eq(users.id, loner.id))).rejects.toThrow();
    await expect(db.update(users).set({ referrerId: other.id }).where(eq(users.id, recruit.id))).rejects.toThrow();
    await expect(db.update(users).set({ referrerId: null }).where(eq(users.id, recruit.id))).rejects.toThrow();
    expect((await userOf({ account: 'Recruit10' })).referrerId).toBe(agentId);
    expect(await ancestorsOf(loner.id)).toEqual({ [loner.id]: 0 });
    // Other columns of a member still change as usual.
    await db.update(users).set({ nickname: 'Still here' }).where(eq(users.id, recruit.id));
    expect((await userOf({ account: 'Recruit10' })).nickname).toBe('Still here');
  });
});
