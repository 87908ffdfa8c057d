import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { letters, users } from '../../server/db/schema.ts';
import { DEMO_AGENT_CODE, seedDatabase } from '../../server/db/seed.ts';
import { passwordWeakness } from '../../server/modules/auth/password-policy.ts';
import { call, login, startAccountsApp } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

describe.each(databases)('demo accounts and the dev outbox on %s', (kind) => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startAccountsApp(kind);
  });
  afterAll(async () => t0?.close());

  it('seeds a demo player and agent once, with random passwords kept only as hashes', async () => {
    const first = await seedDatabase(t0.database.db);
    expect(first.demoAccounts.map((d) => d.account)).toEqual(['demo', 'agent']);
    const [agent] = await t0.database.db.select().from(users).where(eq(users.account, 'agent'));
    expect(agent.agentCode).toBe(DEMO_AGENT_CODE);
    expect(agent.passwordHash).not.toContain(first.demoAccounts[1].password);
    const signedIn = await login(t0.app, 'demo', first.demoAccounts[0].password);
    expect(signedIn.statusCode).toBe(200);
    // The spring campaign's notice says winners were told in their inbox: the demo player was.
    const inbox = await call(t0.app, calls.stationQuery.path, {}, { token: signedIn.json().data.token, locale: 'en-US' });
    expect(inbox.json().data.list.map((l: { title: string }) => l.title)).toEqual(['You won in the spring campaign']);
    // The demo agent's approval wrote the agent a letter as every approval does.
    const agentInbox = await t0.database.db.select().from(letters).where(eq(letters.userId, agent.id));
    expect(agentInbox.map((l) => l.templateKey)).toContain('agentApproved');
    // The demo passwords pass the rules every new password must pass.
    for (const demo of first.demoAccounts) expect(passwordWeakness(demo.password)).toBeNull();
    const second = await seedDatabase(t0.database.db);
    expect(second.demoAccounts).toEqual([]);
  });

  it('serves the dev outbox as HTML, newest first, with codes visible', async () => {
    await call(t0.app, calls.registerSendEmailCode.path, { email: 'first@example.com' });
    await call(t0.app, calls.registerSendEmailCode.path, { email: 'second@example.com' });
    const res = await t0.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body.indexOf('second@example.com')).toBeLessThan(res.body.indexOf('first@example.com'));
    expect(res.body).toMatch(/\b\d{6}\b/);
  });

  it('has no dev outbox when mail goes out over SMTP', async () => {
    const sent: string[] = [];
    const smtp = await startAccountsApp(kind, { smtpUrl: 'smtp://127.0.0.1:1', mailer: { send: async (m) => void sent.push(m.to) } });
    try {
      for (const url of ['/dev/outbox', '/dev/outbox.json']) {
        expect((await smtp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      }
      await call(smtp.app, calls.registerSendEmailCode.path, { email: 'smtp@example.com' });
      expect(sent).toEqual(['smtp@example.com']);
    } finally {
      await smtp.close();
    }
  });
});
