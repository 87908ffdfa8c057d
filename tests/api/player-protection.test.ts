// Player protection on the server: limits at, below and above their edge on deposits and play, the
// 24-hour wait before a raise or removal (on a test clock), the session limit, breaks and
// exclusions refusing every money path with the time they end, the operators' view and exclusions,
// and concurrent plays that together could cross a loss limit.
import { randomBytes } from 'node:crypto';
import { sql } from '../../server/db/orm.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type ProtectionLimit } from '../../src/contracts/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database, type Db } from '../../server/db/database.ts';
import { games } from '../../server/db/schema.ts';
import { seedGames } from '../../server/db/seed-data.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { accountsConfigFromEnv } from '../../server/modules/auth/accounts.config.ts';
import { upsertOperator } from '../../server/modules/ops/operators.repo.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import { call, CAPTCHA_TEXT, register, testClock } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { adminQuery, databases, postgresUrlOf } from './support/databases.ts';
import { startGamesApp } from './support/games.ts';
import type { TestApp } from './support/test-app.ts';
import { bindCard, moneyCall, newPlayer, OPERATOR_TOKEN, type Player, testWalletConfig } from './support/wallet.ts';
import { expectLedgerClean, fund } from './ledger-fixtures.ts';

const t = createTranslator();
const ZONE = 'Asia/Tokyo';

const setLimit = (app: FastifyInstance, token: string, kind: string, value: string) =>
  call(app, calls.protectionLimitSet.path, { kind, value, timeZone: ZONE }, { token });
const state = async (app: FastifyInstance, token: string) => {
  const res = await call(app, calls.protectionGet.path, {}, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const limitOf = (data: { limits: ProtectionLimit[] }, kind: string) => data.limits.find((l) => l.kind === kind)!;
const play = (app: FastifyInstance, token: string, bet: string, machineId = 'coral-reef', locale?: string) =>
  moneyCall(app, calls.gamePlay.path, { machineId, bet }, { token, locale });

async function lostToday(db: Db, userId: number): Promise<bigint> {
  const result = (await db.execute(sql`SELECT COALESCE(sum(bet - win), 0)::text AS lost FROM game_rounds WHERE user_id = ${userId}`)) as unknown as {
    rows: { lost: string }[];
  };
  return BigInt(result.rows[0]!.lost);
}

describe.each(databases)('player protection on %s', (kind) => {
  let started: TestApp;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    started = await startGamesApp(kind);
    app = started.app;
    db = started.database.db;
  });
  afterAll(async () => {
    if (started) await expectLedgerClean(started.database.db);
    await started?.close();
  });

  async function fundedPlayer(coins = '1000'): Promise<Player> {
    const player = await newPlayer(app, { name: null, fundPassword: null });
    await fund(db, player.userId, toUnits(coins));
    return player;
  }

  describe('loss limits on game/play', () => {
    it('a bet exactly reaching the limit is played; one a unit above is refused (422, the limit and its reset named)', async () => {
      const atEdge = await fundedPlayer();
      expect((await setLimit(app, atEdge.token, 'lossDay', '10')).statusCode).toBe(200);
      const played = await play(app, atEdge.token, '10');
      expect(played.statusCode, played.body).toBe(200);

      const above = await fundedPlayer();
      expect((await setLimit(app, above.token, 'lossDay', '9.9999')).statusCode).toBe(200);
      const refused = await play(app, above.token, '10', 'coral-reef', 'en-US');
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().error).toBe('LOSS_LIMIT_DAY_REACHED');
      expect(refused.json().msg).toMatch(/daily loss limit of 9\.9999 \(9\.9999 left\)\. The limit resets at \d{4}-\d\d-\d\d 00:00 \(Asia\/Tokyo\)/);
      expect(await lostToday(db, above.userId)).toBe(0n);

      const below = await fundedPlayer();
      expect((await setLimit(app, below.token, 'lossWeek', '10.0001')).statusCode).toBe(200);
      expect((await play(app, below.token, '10')).statusCode).toBe(200);
    });

    it('playing on, every accepted bet fits in what is left and the period never loses more than the limit', async () => {
      const player = await fundedPlayer();
      expect((await setLimit(app, player.token, 'lossMonth', '25')).statusCode).toBe(200);
      let refused = 0;
      for (let i = 0; i < 120 && refused === 0; i += 1) {
        const before = await lostToday(db, player.userId);
        const res = await play(app, player.token, '10');
        if (before + toUnits('10') <= toUnits('25')) expect(res.statusCode, res.body).toBe(200);
        else {
          expect([res.statusCode, res.json().error]).toEqual([422, 'LOSS_LIMIT_MONTH_REACHED']);
          refused += 1;
        }
      }
      expect(await lostToday(db, player.userId)).toBeLessThanOrEqual(toUnits('25'));
      // A smaller bet that still fits is played.
      const left = toUnits('25') - (await lostToday(db, player.userId));
      if (left >= toUnits('1')) expect((await play(app, player.token, '1')).statusCode).toBe(200);
    });

    it('the state shows what was lost this period and when it resets', async () => {
      const player = await fundedPlayer();
      await setLimit(app, player.token, 'lossDay', '500');
      await play(app, player.token, '5');
      const limit = limitOf(await state(app, player.token), 'lossDay');
      const lost = await lostToday(db, player.userId);
      expect(limit.value).toBe('500.0000');
      expect(toUnits(limit.used!, { allowZero: true })).toBe(lost > 0n ? lost : 0n);
      expect(new Date(limit.resetsAt!).getTime()).toBeGreaterThan(Date.now());
    });
  });

  describe('deposit limits on pay/order', () => {
    const order = (player: Player & { cardId: number }, amount: string) =>
      moneyCall(app, calls.payOrder.path, { channelCode: 'sandbox-bank-jpy', amount, bankCardId: player.cardId }, { token: player.token, locale: 'ja-JP' });

    it('credited deposits and open orders count: up to the limit is accepted, a coin more is refused', async () => {
      const player = { ...(await newPlayer(app)), cardId: 0 };
      player.cardId = await bindCard(db, player.userId);
      // 2 000 already deposited today.
      await fund(db, player.userId, toUnits('2000'));
      expect((await setLimit(app, player.token, 'depositDay', '5000')).statusCode).toBe(200);
      const first = await order(player, '3000');
      expect(first.statusCode, first.body).toBe(200);
      const over = await order(player, '1000');
      expect(over.statusCode, over.body).toBe(422);
      expect(over.json().error).toBe('DEPOSIT_LIMIT_DAY_REACHED');
      expect(over.json().msg).toBe(
        t('ja-JP', 'errors', 'DEPOSIT_LIMIT_DAY_REACHED', { limit: '5,000', left: '0', resetsAt: over.json().msg.match(/\d{4}-\d\d-\d\d 00:00 \(Asia\/Tokyo\)/)![0] }),
      );
      const rows = (await db.execute(sql`SELECT count(*)::int AS n FROM payment_orders WHERE user_id = ${player.userId}`)) as unknown as { rows: { n: number }[] };
      expect(rows.rows[0]!.n).toBe(1);
    });

    it('a deposit arriving over the limit is still credited; further orders are refused', async () => {
      const player = { ...(await newPlayer(app)), cardId: 0 };
      player.cardId = await bindCard(db, player.userId);
      expect((await setLimit(app, player.token, 'depositWeek', '1500')).statusCode).toBe(200);
      // A payment the provider confirms after the limit was set: booked in full.
      await fund(db, player.userId, toUnits('4000'));
      const res = await order(player, '1000');
      expect([res.statusCode, res.json().error]).toEqual([422, 'DEPOSIT_LIMIT_WEEK_REACHED']);
    });
  });

  describe('breaks and exclusions', () => {
    it('refuse deposits, play and agent transfers in, saying until when; sign-in and reading still work', async () => {
      const player = { ...(await newPlayer(app)), cardId: 0 };
      await fund(db, player.userId, toUnits('1000'));
      player.cardId = await bindCard(db, player.userId);
      const res = await call(app, calls.protectionExclude.path, { period: '24h', timeZone: ZONE }, { token: player.token, locale: 'en-US' });
      expect(res.statusCode, res.body).toBe(200);
      const until = res.json().data.exclusion.until;
      expect(res.json().data.exclusion.kind).toBe('break');
      expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(23.9 * 3_600_000);

      const played = await play(app, player.token, '10', 'coral-reef', 'en-US');
      expect([played.statusCode, played.json().error]).toEqual([422, 'PLAYER_ON_BREAK']);
      expect(played.json().msg).toMatch(/taking a break until \d{4}-\d\d-\d\d \d\d:\d\d \(Asia\/Tokyo\)/);
      const ordered = await moneyCall(app, calls.payOrder.path, { channelCode: 'sandbox-bank-jpy', amount: '1000', bankCardId: player.cardId }, { token: player.token });
      expect([ordered.statusCode, ordered.json().error]).toEqual([422, 'PLAYER_ON_BREAK']);
      expect((await call(app, calls.userInfo.path, {}, { token: player.token })).statusCode).toBe(200);

      // Neither shortened nor undone: a shorter break leaves the end where it was.
      const again = await call(app, calls.protectionExclude.path, { period: '24h' }, { token: player.token });
      expect(new Date(again.json().data.exclusion.until).getTime()).toBeGreaterThanOrEqual(new Date(until).getTime());
      const excluded = await call(app, calls.protectionExclude.path, { period: '6m' }, { token: player.token });
      expect(excluded.json().data.exclusion.kind).toBe('selfExclusion');
      const replay = await play(app, player.token, '10');
      expect(replay.json().error).toBe('PLAYER_SELF_EXCLUDED');
      expect(await lostToday(db, player.userId)).toBe(0n);
    });

    it('an agent cannot send coins to an excluded member', async () => {
      const agent = await newPlayer(app);
      const code = await makeAgent(db, agent.userId);
      await fund(db, agent.userId, toUnits('500'));
      const account = `m${randomBytes(4).toString('hex')}`;
      const memberToken = await register(app, account, { agentCode: code, password: 'Passw0rd!' });
      const memberId = (await call(app, calls.userInfo.path, {}, { token: memberToken })).json().data.id;
      const give = () => moneyCall(app, calls.agentMemberTransfer.path, { userId: memberId, amount: '10', paymentPassword: '123456' }, { token: agent.token });
      expect((await give()).statusCode).toBe(200);
      await call(app, calls.protectionExclude.path, { period: '1w' }, { token: memberToken });
      const refused = await give();
      expect([refused.statusCode, refused.json().error]).toEqual([422, 'MEMBER_EXCLUDED']);
    });

    it('operators see limits, exclusions and history, and add exclusions; the API has no way to remove one', async () => {
      const player = await fundedPlayer();
      await setLimit(app, player.token, 'lossDay', '100');
      const ops = (path: string, body: object) => moneyCall(app, path, body, { operator: true });
      const excluded = await ops(calls.opsProtectionExclude.path, { account: player.account, days: 30, reason: 'Asked by phone' });
      expect(excluded.statusCode, excluded.body).toBe(200);
      expect(excluded.json().data.exclusion.kind).toBe('operator');
      expect((await play(app, player.token, '1')).json().error).toBe('PLAYER_EXCLUDED');
      const view = (await ops(calls.opsProtectionGet.path, { account: player.account })).json().data;
      expect(limitOf(view.state, 'lossDay').value).toBe('100.0000');
      expect(view.exclusions).toEqual([expect.objectContaining({ kind: 'operator', operator: 'test-operator', reason: 'Asked by phone' })]);
      expect(view.history.map((e: { event: string; actor: string }) => [e.event, e.actor])).toEqual([
        ['exclusion', 'test-operator'],
        ['limitSet', 'player'],
      ]);
      expect(Object.values(calls).some((c) => /protection\/(remove|delete|end|lift)/.test(c.path))).toBe(false);
      const unknown = await ops(calls.opsProtectionGet.path, { account: 'Nobody99' });
      expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'USER_NOT_FOUND']);
    });

    it('bad settings are refused with their own keys', async () => {
      const player = await fundedPlayer();
      const zone = await call(app, calls.protectionLimitSet.path, { kind: 'lossDay', value: '10', timeZone: 'Mars/Olympus' }, { token: player.token });
      expect([zone.statusCode, zone.json().error]).toEqual([400, 'TIME_ZONE_UNKNOWN']);
      const minutes = await setLimit(app, player.token, 'sessionMinutes', '2.5');
      expect([minutes.statusCode, minutes.json().error]).toEqual([400, 'SESSION_LIMIT_OUT_OF_RANGE']);
      const cancel = await call(app, calls.protectionLimitCancel.path, { kind: 'lossDay' }, { token: player.token });
      expect([cancel.statusCode, cancel.json().error]).toEqual([422, 'LIMIT_NOT_PENDING']);
      const remove = await call(app, calls.protectionLimitRemove.path, { kind: 'lossDay' }, { token: player.token });
      expect([remove.statusCode, remove.json().error]).toEqual([422, 'LIMIT_NOT_SET']);
    });
  });
});

describe.each(databases)('limit changes over time on %s (test clock)', (kind) => {
  let started: TestApp;
  let app: FastifyInstance;
  let db: Db;
  // Mid-month in Tokyo: a day later is still the same month.
  const clock = testClock(new Date('2026-03-10T03:00:00Z'));

  beforeAll(async () => {
    // Sessions outlast the clock's jumps (a day without a call would end them otherwise).
    started = await startGamesApp(kind, { now: clock.now, accounts: { ...accountsConfigFromEnv({}), sessionIdleMinutes: 0, sessionTtlHours: 24 * 30 } });
    app = started.app;
    db = started.database.db;
  });
  afterAll(async () => started?.close());

  it('a lower limit applies at once; a raise waits 24 hours, shows as pending, and can be cancelled', async () => {
    const player = { ...(await newPlayer(app)), cardId: 0 };
    player.cardId = await bindCard(db, player.userId);
    await fund(db, player.userId, toUnits('3000'));
    const order = (amount: string) => moneyCall(app, calls.payOrder.path, { channelCode: 'sandbox-bank-jpy', amount, bankCardId: player.cardId }, { token: player.token });

    expect((await setLimit(app, player.token, 'depositMonth', '5000')).statusCode).toBe(200);
    const lowered = await setLimit(app, player.token, 'depositMonth', '4000');
    expect(limitOf(lowered.json().data, 'depositMonth')).toMatchObject({ value: '4000.0000', pending: null, used: '3000.0000' });
    expect((await order('1500')).json().error).toBe('DEPOSIT_LIMIT_MONTH_REACHED');

    const raised = limitOf((await setLimit(app, player.token, 'depositMonth', '10000')).json().data, 'depositMonth');
    expect(raised).toMatchObject({ value: '4000.0000', pending: { value: '10000.0000', at: '2026-03-11T03:00:00.000Z' } });
    clock.advance(24 * 3_600_000 - 1);
    expect((await order('1500')).json().error).toBe('DEPOSIT_LIMIT_MONTH_REACHED');
    clock.advance(1);
    expect(limitOf(await state(app, player.token), 'depositMonth')).toMatchObject({ value: '10000.0000', pending: null });
    const accepted = await order('1500');
    expect(accepted.statusCode, accepted.body).toBe(200);

    // A removal waits too; cancelled, the limit stays.
    const removing = limitOf((await call(app, calls.protectionLimitRemove.path, { kind: 'depositMonth' }, { token: player.token })).json().data, 'depositMonth');
    expect(removing).toMatchObject({ value: '10000.0000', pending: { value: null } });
    const cancelled = limitOf((await call(app, calls.protectionLimitCancel.path, { kind: 'depositMonth' }, { token: player.token })).json().data, 'depositMonth');
    expect(cancelled).toMatchObject({ value: '10000.0000', pending: null });
    await call(app, calls.protectionLimitRemove.path, { kind: 'depositMonth' }, { token: player.token });
    clock.advance(24 * 3_600_000);
    expect(limitOf(await state(app, player.token), 'depositMonth')).toMatchObject({ value: null, pending: null });
  });

  it('the session limit refuses play once the session is that old', async () => {
    const player = await newPlayer(app, { name: null, fundPassword: null });
    await fund(db, player.userId, toUnits('100'));
    expect((await setLimit(app, player.token, 'sessionMinutes', '30')).statusCode).toBe(200);
    clock.advance(29 * 60_000);
    expect((await play(app, player.token, '1')).statusCode).toBe(200);
    clock.advance(60_000);
    const refused = await play(app, player.token, '1');
    expect([refused.statusCode, refused.json().error]).toEqual([422, 'SESSION_LIMIT_REACHED']);
    const summary = (await call(app, calls.protectionSession.path, {}, { token: player.token })).json().data;
    expect(summary).toMatchObject({ bet: '1.0000', realityCheckMinutes: 60 });
    expect(new Date(summary.now).getTime() - new Date(summary.startedAt).getTime()).toBe(30 * 60_000);
  });

  it('the reality-check interval is the player’s choice of 15, 30 or 60 minutes', async () => {
    const player = await newPlayer(app, { name: null, fundPassword: null });
    expect((await state(app, player.token)).realityCheckMinutes).toBe(60);
    const res = await call(app, calls.protectionRealityCheckSet.path, { minutes: 15 }, { token: player.token });
    expect(res.json().data.realityCheckMinutes).toBe(15);
    const bad = await call(app, calls.protectionRealityCheckSet.path, { minutes: 20 }, { token: player.token });
    expect(bad.statusCode).toBe(400);
  });
});

describe.skipIf(!databases.includes('postgres'))('concurrent plays against a loss limit, two instances on one PostgreSQL', () => {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  const instances: { app: FastifyInstance; database: Database }[] = [];

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    for (let i = 0; i < 2; i += 1) {
      const database = await openDatabase({ url: postgresUrlOf(name) });
      const app = await buildApp({ db: database.db, logLevel: 'silent', rateLimit: false, callRateLimits: false, captchaText: () => CAPTCHA_TEXT, wallet: testWalletConfig() });
      await app.ready();
      instances.push({ app, database });
    }
    await instances[0]!.database.db.insert(games).values(seedGames).onConflictDoNothing();
    await upsertOperator(instances[0]!.database.db, 'test-operator', OPERATOR_TOKEN);
  }, 60_000);
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('forty plays at once never lose more than the limit', async () => {
    const db = instances[0]!.database.db;
    for (let round = 0; round < 3; round += 1) {
      const player = await newPlayer(instances[0]!.app, { name: null, fundPassword: null });
      await fund(db, player.userId, toUnits('1000'));
      expect((await setLimit(instances[0]!.app, player.token, 'lossDay', '35')).statusCode).toBe(200);
      const results = await Promise.all(Array.from({ length: 40 }, (_, i) => play(instances[i % 2]!.app, player.token, '10')));
      for (const res of results) expect([200, 422], res.body).toContain(res.statusCode);
      expect(results.filter((r) => r.statusCode === 422).every((r) => r.json().error === 'LOSS_LIMIT_DAY_REACHED')).toBe(true);
      expect(await lostToday(db, player.userId)).toBeLessThanOrEqual(toUnits('35'));
    }
    await expectLedgerClean(db);
  }, 120_000);
});
