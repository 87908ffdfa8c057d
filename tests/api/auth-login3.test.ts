import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { userIdentities, users } from '../../server/db/schema.ts';
import { accountsConfigFromEnv } from '../../server/modules/auth/accounts.config.ts';
import { startFakeProviders, type FakeProviders } from '../support/fake-providers.ts';
import { call, register, startAccountsApp } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

const REDIRECT = 'http://127.0.0.1:4999/auth/line/callback';

describe.each(databases)('auth/login3 against sandbox providers on %s', (kind) => {
  let t0: TestApp;
  let providers: FakeProviders;
  beforeAll(async () => {
    providers = await startFakeProviders();
    t0 = await startAccountsApp(kind, { accounts: accountsConfigFromEnv({ ...providers.env, LINE_REDIRECT_URI: REDIRECT }) });
  });
  afterAll(async () => {
    await t0?.close();
    await providers?.stop();
  });

  const login3 = (body: object) => call(t0.app, calls.login3.path, body);
  const me = (token: string) => call(t0.app, calls.userGetInfo.path, undefined, { token });

  it('auth/get publishes the client ids and URLs, never the LINE secret', async () => {
    const res = await call(t0.app, calls.authSettings.path);
    expect(res.json().data).toEqual({
      google: { clientId: providers.googleClientId, scriptUrl: providers.env.GOOGLE_SCRIPT_URL },
      line: { channelId: providers.lineChannelId, authorizeUrl: providers.env.LINE_AUTHORIZE_URL, redirectUri: REDIRECT },
      emailCodeCooldownSeconds: 60,
    });
    expect(res.body).not.toContain(providers.lineChannelSecret);
  });

  it('Google: creates the account on first use, then signs the same person in again', async () => {
    const idToken = await providers.signGoogleIdToken({ email: 'Yuki.Sato@gmail.example', email_verified: true, name: 'Yuki' });
    const first = await login3({ event: 'google', token: idToken });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.created).toBe(true);
    const profile = (await me(first.json().data.token)).json().data;
    expect(profile).toMatchObject({ email: 'yuki.sato@gmail.example', nickname: 'Yuki', signInMethods: ['google'] });
    expect(profile.account).toMatch(/^yukisato\d{4}$/);
    const again = await login3({ event: 'google', token: await providers.signGoogleIdToken({ email: 'Yuki.Sato@gmail.example', email_verified: true }) });
    expect((await me(again.json().data.token)).json().data.id).toBe(profile.id);
    expect(again.json().data.created).toBe(false);
  });

  it('Google: links an existing account with the same verified email', async () => {
    await register(t0.app, 'Linked01', { email: 'linked01@example.com' });
    const idToken = await providers.signGoogleIdToken({ email: 'linked01@example.com', email_verified: true });
    const res = await login3({ event: 'google', token: idToken });
    const profile = (await me(res.json().data.token)).json().data;
    expect(profile).toMatchObject({ account: 'Linked01', signInMethods: ['password', 'google'] });
    expect(res.json().data.created).toBe(false);
  });

  it('Google: an unverified email is neither linked nor stored', async () => {
    await register(t0.app, 'Victim01', { email: 'victim01@example.com' });
    const idToken = await providers.signGoogleIdToken({ email: 'victim01@example.com', email_verified: false });
    const res = await login3({ event: 'google', token: idToken });
    const profile = (await me(res.json().data.token)).json().data;
    expect(profile.account).not.toBe('Victim01');
    expect(profile.email).toBe('');
  });

  it('Google: a forged, foreign or garbled token is refused as THIRD_PARTY_LOGIN_FAILED', async () => {
    const forged = await providers.signGoogleIdToken({ email: 'x@example.com', email_verified: true }, { wrongKey: true });
    const foreign = await providers.signGoogleIdToken({ email: 'x@example.com', email_verified: true }, { audience: 'someone-else' });
    for (const token of [forged, foreign, 'abc.def.ghi']) {
      const res = await login3({ event: 'google', token });
      expect([res.statusCode, res.json().error]).toEqual([401, 'THIRD_PARTY_LOGIN_FAILED']);
    }
    expect(await t0.database.db.select().from(users).where(eq(users.email, 'x@example.com'))).toHaveLength(0);
  });

  it('LINE: exchanges the code on the server and signs in; a code works once', async () => {
    const code = providers.issueLineCode({ email: 'kenta@line.example', name: 'Kenta' }, { redirectUri: REDIRECT });
    const res = await login3({ event: 'line', token: code });
    expect(res.statusCode, res.body).toBe(200);
    const profile = (await me(res.json().data.token)).json().data;
    expect(profile.signInMethods).toEqual(['line']);
    const [identity] = await t0.database.db.select().from(userIdentities).where(eq(userIdentities.userId, profile.id));
    expect(identity.provider).toBe('line');
    const reused = await login3({ event: 'line', token: code });
    expect([reused.statusCode, reused.json().error]).toEqual([401, 'THIRD_PARTY_LOGIN_FAILED']);
  });

  it('LINE: a tampered ID token is refused', async () => {
    const code = providers.issueLineCode({ email: 'tamper@line.example' }, { tamper: true });
    const res = await login3({ event: 'line', token: code });
    expect([res.statusCode, res.json().error]).toEqual([401, 'THIRD_PARTY_LOGIN_FAILED']);
  });

  it('applies a known agent code on creation and refuses an unknown one', async () => {
    await register(t0.app, 'Agent02', { email: 'agent02@example.com' });
    await makeAgent(t0.database.db, 'Agent02', 'LINEAGT1');
    const unknown = await login3({ event: 'google', token: await providers.signGoogleIdToken({ email: 'new1@example.com', email_verified: true }), agentCode: 'NOPE9999' });
    expect([unknown.statusCode, unknown.json().error]).toEqual([422, 'AGENT_CODE_UNKNOWN']);
    const ok = await login3({ event: 'google', token: await providers.signGoogleIdToken({ email: 'new1@example.com', email_verified: true }), agentCode: 'lineagt1' });
    expect(ok.statusCode).toBe(200);
    const [agent] = await t0.database.db.select().from(users).where(eq(users.account, 'Agent02'));
    const [recruit] = await t0.database.db.select().from(users).where(eq(users.email, 'new1@example.com'));
    expect(recruit.referrerId).toBe(agent.id);
  });

  it('a provider that is not configured answers THIRD_PARTY_UNAVAILABLE', async () => {
    const bare = await startAccountsApp(kind);
    try {
      const res = await call(bare.app, calls.login3.path, { event: 'line', token: 'abc' });
      expect([res.statusCode, res.json().error]).toEqual([422, 'THIRD_PARTY_UNAVAILABLE']);
    } finally {
      await bare.close();
    }
  });
});
