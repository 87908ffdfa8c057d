import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { appLoginTickets, sessions, users } from '../../server/db/schema.ts';
import { sha256Hex } from '../../server/modules/auth/secrets.fns.ts';
import { accountsConfigFromEnv } from '../../server/modules/auth/accounts.config.ts';
import { call, login, register, startAccountsApp, testClock } from './support/accounts.ts';
import { bothDatabases, oneDatabase } from './support/databases.ts';
import { inParallel } from './support/in-parallel.ts';
import type { TestApp } from './support/test-app.ts';

type Res = { statusCode: number; json(): { error?: string; msg?: string; data?: unknown } };
const status = (res: Res) => [res.statusCode, res.json().error];

describe.each(bothDatabases)('app login by QR on %s', (kind) => {
  let t0: TestApp;
  const clock = testClock();
  beforeAll(async () => {
    t0 = await startAccountsApp(kind, { now: clock.now });
  });
  afterAll(async () => t0?.close());

  const me = (token: string) => call(t0.app, calls.userInfo.path, undefined, { token });
  const code = async (token: string) => {
    const res = await call(t0.app, calls.appLoginCode.path, undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { uri: string; ticket: string; expiresAt: string; expiresIn: number };
  };
  const exchange = (ticket: string, deviceName?: string, locale?: string) =>
    call(t0.app, calls.appLoginExchange.path, { ticket, ...(deviceName ? { deviceName } : {}) }, { locale });
  const signInApp = async (web: string, deviceName?: string) => {
    const res = await exchange((await code(web)).ticket, deviceName);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.token as string;
  };
  const appSessions = async (token: string) => {
    const res = await call(t0.app, calls.appSessionList.path, undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.list as { id: number; deviceName: string | null; createdAt: string; lastUsedAt: string }[];
  };

  it('issues a 60-second ticket as a gamehall:// URI and stores only its sha256', async () => {
    const web = await register(t0.app, 'QrIssue01');
    const issued = await code(web);
    expect(issued.uri).toBe(`gamehall://login?ticket=${issued.ticket}`);
    expect(issued.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.expiresIn).toBe(60);
    expect(new Date(issued.expiresAt).getTime() - clock.now().getTime()).toBe(60_000);
    const rows = await t0.database.db.select().from(appLoginTickets).where(eq(appLoginTickets.ticketHash, sha256Hex(issued.ticket)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(await t0.database.db.select().from(appLoginTickets))).not.toContain(issued.ticket);
    expect(status(await call(t0.app, calls.appLoginCode.path))).toEqual([401, 'UNAUTHORIZED']);
  });

  it('exchanges a ticket once for an app session that signs in as the player, next to the web session', async () => {
    const web = await register(t0.app, 'QrOnce01');
    const { ticket } = await code(web);
    const first = await exchange(ticket, 'Pixel 9');
    expect(first.statusCode, first.body).toBe(200);
    const app = first.json().data as { token: string };
    expect(app.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const asApp = await me(app.token);
    expect(asApp.statusCode).toBe(200);
    expect((asApp.json().data as { account: string }).account).toBe('QrOnce01');
    expect((await me(web)).statusCode).toBe(200);
    const [row] = await t0.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(app.token)));
    expect([row.kind, row.deviceName]).toEqual(['app', 'Pixel 9']);

    const again = await exchange(ticket, undefined, 'ja-JP');
    expect(status(again)).toEqual([409, 'LOGIN_TICKET_USED']);
    expect(again.json().msg).toBe('このQRコードはすでに使用されています。画面に表示されている新しいコードを読み取ってください。');
    expect(status(await exchange(ticket, undefined, 'en-US')).concat((await exchange(ticket, undefined, 'en-US')).json().msg)).toEqual([
      409,
      'LOGIN_TICKET_USED',
      'This QR code has already been used. Scan the new code shown on the screen.',
    ]);
    expect(await appSessions(web)).toHaveLength(1);
  });

  it('refuses a ticket from 60 seconds on, and one it never issued', async () => {
    const web = await register(t0.app, 'QrLate01');
    const inTime = await code(web);
    clock.advance(59_999);
    expect((await exchange(inTime.ticket)).statusCode).toBe(200);
    const late = await code(web);
    clock.advance(60_000);
    const refused = await exchange(late.ticket, undefined, 'en-US');
    expect(status(refused)).toEqual([422, 'LOGIN_TICKET_EXPIRED']);
    expect(refused.json().msg).toBe('This QR code has expired. Scan the new code shown on the screen.');
    // Refused, so still unspent: the refusal changed nothing.
    const [row] = await t0.database.db.select().from(appLoginTickets).where(eq(appLoginTickets.ticketHash, sha256Hex(late.ticket)));
    expect(row.usedAt).toBeNull();
    expect(status(await exchange('A'.repeat(43)))).toEqual([401, 'LOGIN_TICKET_INVALID']);
  });

  it('voids the unspent tickets of a web session that signed out', async () => {
    const web = await register(t0.app, 'QrLogout01');
    const { ticket } = await code(web);
    expect((await call(t0.app, calls.logout.path, undefined, { token: web })).statusCode).toBe(200);
    expect(status(await exchange(ticket))).toEqual([422, 'LOGIN_TICKET_EXPIRED']);
  });

  it('answers 402 ACCOUNT_FROZEN for a frozen account and opens no session', async () => {
    const web = await register(t0.app, 'QrFrozen01');
    const { ticket } = await code(web);
    await t0.database.db.update(users).set({ status: 'frozen' }).where(eq(users.account, 'QrFrozen01'));
    expect(status(await exchange(ticket))).toEqual([402, 'ACCOUNT_FROZEN']);
    const [user] = await t0.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'QrFrozen01'));
    const rows = await t0.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows.filter((r) => r.kind === 'app')).toHaveLength(0);
  });

  it('with SINGLE_SESSION one web and one app session live side by side; a second of a kind ends the first', async () => {
    const web1 = await register(t0.app, 'QrSingle01');
    const app1 = await signInApp(web1, 'Phone A');
    expect((await me(web1)).statusCode).toBe(200);
    // A new web sign-in ends the old web session only.
    const web2 = (await login(t0.app, 'QrSingle01', 'Passw0rd!')).json().data.token as string;
    expect(status(await me(web1))).toEqual([402, 'SESSION_ENDED_ELSEWHERE']);
    expect((await me(app1)).statusCode).toBe(200);
    // A second app sign-in ends the first app session; the web session stays.
    const app2 = await signInApp(web2, 'Phone B');
    expect(status(await me(app1))).toEqual([402, 'SESSION_ENDED_ELSEWHERE']);
    expect((await me(app2)).statusCode).toBe(200);
    expect((await me(web2)).statusCode).toBe(200);
    expect((await appSessions(web2)).map((s) => s.deviceName)).toEqual(['Phone B']);
  });

  it('without SINGLE_SESSION app sessions add up, newest first', async () => {
    const multi = await startAccountsApp(kind, { now: clock.now, accounts: { ...accountsConfigFromEnv({ SINGLE_SESSION: '0' }) } });
    try {
      const web = await register(multi.app, 'QrMulti01');
      const open = async (deviceName: string) => {
        const issued = await call(multi.app, calls.appLoginCode.path, undefined, { token: web });
        const res = await call(multi.app, calls.appLoginExchange.path, { ticket: issued.json().data.ticket, deviceName });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data.token as string;
      };
      const a = await open('Tablet');
      clock.advance(1000);
      const b = await open('Phone');
      for (const token of [a, b, web]) expect((await call(multi.app, calls.userInfo.path, undefined, { token })).statusCode).toBe(200);
      const list = await call(multi.app, calls.appSessionList.path, undefined, { token: web });
      expect((list.json().data.list as { deviceName: string }[]).map((s) => s.deviceName)).toEqual(['Phone', 'Tablet']);
    } finally {
      await multi.close();
    }
  });

  it('lists the app sessions with device, created and last used; ending one makes its token answer 401', async () => {
    const web = await register(t0.app, 'QrEnd01');
    const app = await signInApp(web, 'iPhone 16');
    clock.advance(2 * 60_000);
    expect((await me(app)).statusCode).toBe(200);
    const [listed] = await appSessions(web);
    expect(listed.deviceName).toBe('iPhone 16');
    expect(new Date(listed.lastUsedAt).getTime() - new Date(listed.createdAt).getTime()).toBe(2 * 60_000);

    const ended = await call(t0.app, calls.appSessionEnd.path, { id: listed.id }, { token: web });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(status(await me(app))).toEqual([401, 'UNAUTHORIZED']);
    expect(await appSessions(web)).toEqual([]);
    expect((await me(web)).statusCode).toBe(200);
    expect(status(await call(t0.app, calls.appSessionEnd.path, { id: listed.id }, { token: web }))).toEqual([404, 'APP_SESSION_NOT_FOUND']);
  });

  it("answers 404 for another player's app session, for a web session and for an unknown id, and ends nothing", async () => {
    const ownerWeb = await register(t0.app, 'QrOwner01');
    const ownerApp = await signInApp(ownerWeb, 'Owner phone');
    const [owned] = await appSessions(ownerWeb);
    const otherWeb = await register(t0.app, 'QrOther01');
    expect(await appSessions(otherWeb)).toEqual([]);
    const [otherWebRow] = await t0.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(otherWeb)));
    const [ownerWebRow] = await t0.database.db.select().from(sessions).where(eq(sessions.tokenHash, sha256Hex(ownerWeb)));
    for (const id of [owned.id, ownerWebRow.id, 2_147_483_647]) {
      const res = await call(t0.app, calls.appSessionEnd.path, { id }, { token: otherWeb, locale: 'en-US' });
      expect(status(res)).toEqual([404, 'APP_SESSION_NOT_FOUND']);
      expect(res.json().msg).toBe('This app sign-in was not found. It may already have ended.');
    }
    // The owner's own web session cannot be ended through the app-session call either.
    expect(status(await call(t0.app, calls.appSessionEnd.path, { id: otherWebRow.id }, { token: ownerWeb }))).toEqual([404, 'APP_SESSION_NOT_FOUND']);
    expect(status(await call(t0.app, calls.appSessionEnd.path, { id: ownerWebRow.id }, { token: ownerWeb }))).toEqual([404, 'APP_SESSION_NOT_FOUND']);
    for (const token of [ownerApp, ownerWeb, otherWeb]) expect((await me(token)).statusCode).toBe(200);
  });

  it('a password change ends the app sessions too', async () => {
    const web = await register(t0.app, 'QrPass01');
    const app = await signInApp(web);
    const changed = await call(t0.app, calls.passwordUpdate.path, { oldPassword: 'Passw0rd!', newPassword: 'N3wPass!x' }, { token: web });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(status(await me(app))).toEqual([401, 'UNAUTHORIZED']);
  });

  it('of many exchanges of one ticket at once, exactly one opens a session', async () => {
    const web = await register(t0.app, 'QrRace01');
    const { ticket } = await code(web);
    const answers = await inParallel(Array.from({ length: 12 }, () => () => exchange(ticket)), 12);
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode !== 200).map(status)).toEqual(Array(11).fill([409, 'LOGIN_TICKET_USED']));
    const [user] = await t0.database.db.select({ id: users.id }).from(users).where(eq(users.account, 'QrRace01'));
    const appRows = (await t0.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).filter((r) => r.kind === 'app');
    expect(appRows).toHaveLength(1);
    const [spent] = await t0.database.db.select().from(appLoginTickets).where(eq(appLoginTickets.ticketHash, sha256Hex(ticket)));
    expect(spent.sessionId).toBe(appRows[0].id);
  });
});

describe('app login by QR: the exchange is rate limited per address like sign-in', () => {
  let limited: TestApp;
  beforeAll(async () => {
    // The app's own per-call limits (DEFAULT_CALL_RATE_LIMITS), the global one off.
    limited = await startAccountsApp(oneDatabase, { callRateLimits: {} });
  });
  afterAll(async () => limited?.close());

  it('answers 429 from the 11th exchange in a minute', async () => {
    const guess = () => call(limited.app, calls.appLoginExchange.path, { ticket: 'B'.repeat(43) });
    for (let i = 0; i < 10; i += 1) expect(status(await guess())).toEqual([401, 'LOGIN_TICKET_INVALID']);
    expect(status(await guess())).toEqual([429, 'RATE_LIMITED']);
  });
});
