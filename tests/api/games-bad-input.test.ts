// Every way a game call can be wrong — unknown machine, a bet off the steps, malformed amounts, unknown
// fields, a missing or reused Idempotency-Key, another player's round or records, no session, a bad
// client seed, a backwards date filter — answers a clear, localized error (never a 500), and moves no
// money, records no round and consumes no nonce.
import { randomUUID } from 'node:crypto';
import { eq, sql } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { games } from '../../server/db/schema.ts';
import { machineById } from '../../shared/games/machines.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { call } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import { startGamesApp } from './support/games.ts';
import type { TestApp } from './support/test-app.ts';
import { moneyCall, newPlayer, type Player } from './support/wallet.ts';
import { fundCoins } from './withdrawals-fixtures.ts';

const t = createTranslator();

/** Bets that are not amounts at all: each is a 400 on the `bet` field. */
const MALFORMED_BETS: unknown[] = ['-10', '0', '0.0000', '10.00001', '1e1', '1E1', '0x10', '10,0', '', ' ', 'ten', 10, 10.5, 1e1, null, true, {}, ['10']];

describe.each(databases)('bad input on game calls (%s)', (kind) => {
  let started: TestApp;
  let player: Player;
  let other: Player;

  /** What a refused call must leave untouched: rounds, transfers, nonces and every balance. */
  const snapshot = async () => {
    const result = await started.database.db.execute(
      sql.raw(`SELECT
        (SELECT count(*)::int FROM game_rounds) AS rounds,
        (SELECT count(*)::int FROM ledger_transfers) AS transfers,
        (SELECT string_agg(id || ':' || next_nonce || ':' || (revealed_at IS NULL), ',' ORDER BY id) FROM player_seeds) AS seeds,
        (SELECT string_agg(code || '=' || balance, ',' ORDER BY code) FROM ledger_accounts) AS balances`),
    );
    return (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  };

  const play = (body: unknown, options: { key?: string | null; locale?: string; token?: string } = {}) =>
    moneyCall(started.app, calls.gamePlay.path, body, { token: player.token, ...options });

  /** The error envelope: status, error key and its message in the caller's language. */
  const expectError = (res: Awaited<ReturnType<typeof play>>, status: number, key: string, locale: string, params?: Record<string, string>) => {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body.error, res.body).toBe(key);
    expect(body.msg).toBe(t(locale as never, 'errors', key, params));
    return body;
  };

  beforeAll(async () => {
    started = await startGamesApp(kind);
    player = await newPlayer(started.app, { name: null, fundPassword: null });
    other = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(started.database.db, player.userId, '500');
    await fundCoins(started.database.db, other.userId, '500');
    // Both players have a committed seed pair before anything is refused, so "no nonce consumed"
    // and "no seed created" are both visible in the snapshot.
    for (const p of [player, other]) expect((await call(started.app, calls.gameSeed.path, {}, { token: p.token })).statusCode).toBe(200);
  });
  afterAll(async () => started?.close());

  it('an unknown or malformed machine id: 404 GAME_NOT_FOUND or 400 on machineId, nothing moves', async () => {
    const before = await snapshot();
    expectError(await play({ machineId: 'no-such-machine', bet: '10' }, { locale: 'ja-JP' }), 404, 'GAME_NOT_FOUND', 'ja-JP');
    for (const machineId of ['Lucky Sevens', '../etc', 'x'.repeat(41), 7, null]) {
      const body = expectError(await play({ machineId, bet: '10' }, { locale: 'en-US' }), 400, 'VALIDATION_FAILED', 'en-US');
      expect(body.issues.map((i: { field: string }) => i.field)).toContain('machineId');
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a bet off the machine’s steps: 422 BET_NOT_ALLOWED naming the steps, localized', async () => {
    const before = await snapshot();
    // The steps as the language writes amounts (Fuji Rush's largest is 1,000).
    const stepsShown = { 'lucky-sevens': '1 / 2 / 5 / 10 / 20 / 50 / 100', 'pachinko-fuji-rush': '50 / 250 / 500 / 1,000' };
    for (const machineId of ['lucky-sevens', 'pachinko-fuji-rush'] as const) {
      const machine = machineById(machineId)!;
      const steps = stepsShown[machineId];
      for (const bet of ['3', '10.5', '99999999']) {
        if (machine.betSteps.some((step) => Number(step) === Number(bet))) continue;
        expectError(await play({ machineId, bet }, { locale: 'ko-KR' }), 422, 'BET_NOT_ALLOWED', 'ko-KR', { steps });
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('negative, zero, five decimals, exponents, numbers instead of strings: 400 on the bet field', async () => {
    const before = await snapshot();
    for (const bet of MALFORMED_BETS) {
      const res = await play({ machineId: 'lucky-sevens', bet }, { locale: 'vi-VN' });
      const body = expectError(res, 400, 'VALIDATION_FAILED', 'vi-VN');
      expect(body.issues.some((i: { field: string }) => i.field === 'bet'), `${JSON.stringify(bet)}: ${res.body}`).toBe(true);
    }
    // A raw JSON exponent never becomes a bet either.
    const raw = await started.app.inject({
      method: 'POST',
      url: calls.gamePlay.path,
      headers: { 'content-type': 'application/json', token: player.token, 'idempotency-key': randomUUID() },
      payload: '{"machineId":"lucky-sevens","bet":1e1}',
    });
    expect([raw.statusCode, raw.json().issues[0].field]).toEqual([400, 'bet']);
    expect(await snapshot()).toEqual(before);
  });

  it('an unknown field is named; a missing Idempotency-Key is refused before anything happens', async () => {
    const before = await snapshot();
    const body = expectError(await play({ machineId: 'lucky-sevens', bet: '10', win: '1000' }, { locale: 'zh-CN' }), 400, 'VALIDATION_FAILED', 'zh-CN');
    expect(body.issues).toContainEqual({ field: 'win', message: t('zh-CN', 'validation', 'unknown_field') });
    expectError(await play({ machineId: 'lucky-sevens', bet: '10' }, { key: null, locale: 'zh-TW' }), 400, 'IDEMPOTENCY_KEY_REQUIRED', 'zh-TW');
    expect(await snapshot()).toEqual(before);
  });

  it('a key replayed with another body: 422 IDEMPOTENCY_KEY_REUSED, the first round stands alone', async () => {
    const key = randomUUID();
    const first = await play({ machineId: 'coral-reef', bet: '10' }, { key });
    expect(first.statusCode, first.body).toBe(200);
    const before = await snapshot();
    expectError(await play({ machineId: 'coral-reef', bet: '20' }, { key, locale: 'fil-PH' }), 422, 'IDEMPOTENCY_KEY_REUSED', 'fil-PH');
    expectError(await play({ machineId: 'lucky-sevens', bet: '10' }, { key, locale: 'fil-PH' }), 422, 'IDEMPOTENCY_KEY_REUSED', 'fil-PH');
    // The same key in another player's key space is another request altogether.
    const theirs = await play({ machineId: 'coral-reef', bet: '20' }, { key, token: other.token });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.roundId).not.toBe(first.json().data.roundId);
    const after = await snapshot();
    expect(after.rounds).toBe((before.rounds as number) + 1);
    // The same bet written another way is the same request: the first round again, not a new one.
    const same = await play({ machineId: 'coral-reef', bet: '10.0000' }, { key });
    expect([same.statusCode, same.json().data?.roundId]).toEqual([200, first.json().data.roundId]);
    expect(await snapshot()).toEqual(after);
  });

  it('a machine not yet released is not listed and not playable (404 GAME_NOT_FOUND)', async () => {
    const future = new Date(Date.now() + 86_400_000);
    const [row] = await started.database.db.select().from(games).where(eq(games.machineId, 'golden-lantern'));
    await started.database.db.update(games).set({ releasedAt: future }).where(eq(games.machineId, 'golden-lantern'));
    try {
      const before = await snapshot();
      const listed = (await call(started.app, calls.gameMachines.path, {})).json().data as { machineId: string }[];
      expect(listed.map((m) => m.machineId)).not.toContain('golden-lantern');
      expect(listed).toHaveLength(4);
      expectError(await play({ machineId: 'golden-lantern', bet: '10' }, { locale: 'en-US' }), 404, 'GAME_NOT_FOUND', 'en-US');
      expect(await snapshot()).toEqual(before);
    } finally {
      await started.database.db.update(games).set({ releasedAt: row!.releasedAt }).where(eq(games.machineId, 'golden-lantern'));
    }
  });

  it('another player’s round is not found (no leak); their records are never listed', async () => {
    const mine = await play({ machineId: 'golden-lantern', bet: '10' });
    expect(mine.statusCode, mine.body).toBe(200);
    const roundId = mine.json().data.roundId;
    const before = await snapshot();
    const res = await call(started.app, calls.gameRoundGet.path, { roundId }, { token: other.token, locale: 'ja-JP' });
    const body = expectError(res, 404, 'ROUND_NOT_FOUND', 'ja-JP');
    expect(body.data ?? null).toBeNull();
    expect(res.body).not.toContain('golden-lantern');
    // A round that does not exist at all reads the same as someone else's.
    const missing = await call(started.app, calls.gameRoundGet.path, { roundId: roundId + 10_000 }, { token: other.token, locale: 'ja-JP' });
    const { reqId: _a, ...missingBody } = missing.json();
    const { reqId: _b, ...foreignBody } = res.json();
    expect(missingBody).toEqual(foreignBody);

    const theirRecords = (await call(started.app, calls.recordGameQuery.path, { pageSize: 100 }, { token: other.token })).json().data;
    expect(theirRecords.list.map((r: { roundId: number }) => r.roundId)).not.toContain(roundId);
    const myRecords = (await call(started.app, calls.recordGameQuery.path, { pageSize: 100 }, { token: player.token })).json().data;
    const theirIds = new Set(theirRecords.list.map((r: { roundId: number }) => r.roundId));
    expect(myRecords.list.some((r: { roundId: number }) => theirIds.has(r.roundId))).toBe(false);
    expect(myRecords.list.map((r: { roundId: number }) => r.roundId)).toContain(roundId);
    expect(await snapshot()).toEqual(before);
  });

  it('without a session every player call is 401, localized', async () => {
    const before = await snapshot();
    const bodies: [keyof typeof calls, unknown][] = [
      ['gamePlay', { machineId: 'lucky-sevens', bet: '10' }],
      ['gameRoundGet', { roundId: 1 }],
      ['gameSeed', {}],
      ['gameSeedRotate', {}],
      ['recordGameQuery', {}],
      ['recordGameCount', {}],
    ];
    for (const [name, body] of bodies) {
      for (const token of [undefined, 'not-a-session-token']) {
        const res = await moneyCall(started.app, calls[name].path, body, { token, locale: 'en-US' });
        expect([name, res.statusCode], res.body).toEqual([name, 401]);
        expect(res.json().msg).toBe(t('en-US', 'errors', res.json().error));
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it('a bad client seed on rotate is a 400 on clientSeed and reveals nothing', async () => {
    const before = await snapshot();
    for (const clientSeed of ['', ' ', 'has space', 'x'.repeat(65), 'ünïcode', 'tab\there', 42, null]) {
      const res = await call(started.app, calls.gameSeedRotate.path, { clientSeed }, { token: player.token, locale: 'ko-KR' });
      const body = expectError(res, 400, 'VALIDATION_FAILED', 'ko-KR');
      expect(body.issues.map((i: { field: string }) => i.field), JSON.stringify(clientSeed)).toContain('clientSeed');
    }
    const extra = await call(started.app, calls.gameSeedRotate.path, { clientSeed: 'ok', serverSeed: 'a'.repeat(64) }, { token: player.token });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().issues.map((i: { field: string }) => i.field)).toContain('serverSeed');
    expect(await snapshot()).toEqual(before);
  });

  it('record filters: to before from is a 400 on `to`; an unknown machine lists nothing; bad values are 400s', async () => {
    for (const path of [calls.recordGameQuery.path, calls.recordGameCount.path]) {
      const backwards = await call(started.app, path, { from: '2026-03-10', to: '2026-03-01' }, { token: player.token, locale: 'vi-VN' });
      const body = expectError(backwards, 400, 'VALIDATION_FAILED', 'vi-VN');
      expect(body.issues.map((i: { field: string }) => i.field)).toEqual(['to']);
      for (const bad of [{ from: '2026-02-30' }, { to: 'yesterday' }, { tzOffsetMinutes: 900 }, { tzOffsetMinutes: 1.5 }, { machineId: 'NOPE!' }, { kind: 'slot' }]) {
        const res = await call(started.app, path, bad, { token: player.token });
        expect(res.statusCode, `${path} ${JSON.stringify(bad)}: ${res.body}`).toBe(400);
        expect(res.json().issues.length).toBeGreaterThan(0);
      }
    }
    const unknown = (await call(started.app, calls.recordGameQuery.path, { machineId: 'no-such-machine' }, { token: player.token })).json().data;
    expect([unknown.total, unknown.list]).toEqual([0, []]);
    const totals = (await call(started.app, calls.recordGameCount.path, { machineId: 'no-such-machine' }, { token: player.token })).json().data;
    expect(totals).toEqual({ count: 0, bet: '0.0000', win: '0.0000', profit: '0.0000' });
    for (const pageSize of [0, -1, 1000, 'ten']) {
      const res = await call(started.app, calls.recordGameQuery.path, { pageSize }, { token: player.token });
      expect(res.statusCode, `pageSize ${pageSize}: ${res.body}`).toBe(400);
    }
  });

  it('a round id that is not a positive integer is a 400 on roundId', async () => {
    for (const roundId of [0, -1, 1.5, '1', null, 2 ** 53]) {
      const res = await call(started.app, calls.gameRoundGet.path, { roundId }, { token: player.token });
      expect(res.statusCode, `${JSON.stringify(roundId)}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 404) expect([res.statusCode, res.json().issues.map((i: { field: string }) => i.field)]).toEqual([400, ['roundId']]);
    }
  });
});
