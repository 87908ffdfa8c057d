// game/play in one statement (migration 0035): a round is played on the seed pair, nonce and balance
// this process last saw and booked by game_round_play only while they are current. Whatever moved
// them since (another process's round, a deposit, a seed rotation), the round is played again on the
// current ones: nonces stay gapless, every answer's balance is the wallet's, every round replays from
// its seeds. A stale answer writes nothing; a warm round is two statements (session, round).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database, type Db } from '../../server/db/database.ts';
import { gameRounds, games, idempotencyKeys, playerSeeds, protectionExclusions, sessions, users } from '../../server/db/schema.ts';
import { seedGames } from '../../server/db/seed-data.ts';
import { gameBankCode } from '../../server/ledger/ledger.ts';
import { playRoundStatement, type PlayStatement, type RoundState } from '../../server/modules/games/round-functions.repo.ts';
import { playInTransaction } from '../../server/modules/games/play.service.ts';
import { playRound } from '../../shared/games/core/round.ts';
import { machineById } from '../../shared/games/machines.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import { call, CAPTCHA_TEXT } from './support/accounts.ts';
import { bothDatabases, createTestDatabase, databases } from './support/databases.ts';
import { countStatements } from './support/statements.ts';
import type { TestApp } from './support/test-app.ts';
import { startGamesApp } from './support/games.ts';
import { balanceText, moneyCall, newPlayer, testWalletConfig, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { fundCoins } from './withdrawals-fixtures.ts';

const MACHINE = machineById('coral-reef')!;
const BET = '10';

/** Plays one round through the API and checks its answer against the wallet and the stored round. */
async function playOne(app: FastifyInstance, player: Player, machineId = MACHINE.id, bet = BET) {
  const res = await moneyCall(app, calls.gamePlay.path, { machineId, bet }, { token: player.token });
  expect(res.statusCode, res.body).toBe(200);
  const round = res.json().data;
  expect(round.balance).toBe(await balanceText(app, player.token));
  const stored = (await call(app, calls.gameRoundGet.path, { roundId: round.roundId }, { token: player.token })).json().data;
  const { balance: _balance, ...answered } = round;
  expect(answered).toEqual(stored);
  return round;
}

/** The nonces of the player's rounds in id order, and each round replayed from its (revealed) seed pair. */
async function expectRoundsReplay(db: Db, userId: number) {
  const rounds = await db.select().from(gameRounds).where(eq(gameRounds.userId, userId)).orderBy(asc(gameRounds.id));
  const seeds = new Map((await db.select().from(playerSeeds).where(eq(playerSeeds.userId, userId))).map((seed) => [seed.id, seed]));
  const noncesBySeed = new Map<number, number[]>();
  for (const round of rounds) {
    const seed = seeds.get(round.seedId)!;
    noncesBySeed.set(round.seedId, [...(noncesBySeed.get(round.seedId) ?? []), round.nonce]);
    const replay = playRound(machineById(round.machineId)!, { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce: round.nonce }, round.bet);
    expect(replay.win).toBe(round.win);
    expect(JSON.parse(JSON.stringify(replay.outcome))).toEqual(round.outcome);
  }
  for (const [seedId, nonces] of noncesBySeed) {
    expect(nonces, `seed pair ${seedId}`).toEqual(nonces.map((_, i) => i));
    expect(seeds.get(seedId)!.nextNonce).toBe(nonces.length);
  }
  return rounds;
}

describe.each(bothDatabases)('game/play in one statement on %s', (kind) => {
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startGamesApp(kind);
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  it('a round the process played on a stale state is played again on the current one', async () => {
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '500');
    await playOne(started.app, player);
    await playOne(started.app, player);
    // Another process's round (the locked way): this process still holds the nonce before it.
    await playInTransaction(db, player.userId, { machine: MACHINE }, toUnits(BET));
    expect((await playOne(started.app, player)).fairness.nonce).toBe(3);
    // A deposit: the nonce is current, the balance is not.
    await fundCoins(db, player.userId, '7');
    expect((await playOne(started.app, player)).fairness.nonce).toBe(4);
    // A new seed pair.
    const rotated = (await call(started.app, calls.gameSeedRotate.path, { clientSeed: 'rotated-mid-play' }, { token: player.token })).json().data;
    const afterRotation = await playOne(started.app, player);
    expect(afterRotation.fairness).toMatchObject({ nonce: 0, clientSeed: 'rotated-mid-play', serverSeedHash: rotated.active.serverSeedHash });
    await playOne(started.app, player, 'pachinko-sakura-ama', '50');

    const rounds = await expectRoundsReplay(db, player.userId);
    expect(rounds).toHaveLength(7);
    await expectLedgerClean(db);
  });

  it('a stale state, a retried key or a protected player writes nothing', async () => {
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '100');
    const first = await playOne(started.app, player);
    const [seed] = await db.select().from(playerSeeds).where(eq(playerSeeds.userId, player.userId));
    const current: RoundState = {
      seed: { id: seed!.id, serverSeed: seed!.serverSeed, serverSeedHash: seed!.serverSeedHash, clientSeed: seed!.clientSeed },
      nonce: 1,
      balance: toUnits(first.balance, { allowZero: true }),
    };
    const statement = (playedOn: RoundState | null, key = randomUUID()): PlayStatement => {
      const result = playRound(MACHINE, { serverSeed: current.seed.serverSeed, clientSeed: current.seed.clientSeed, nonce: playedOn?.nonce ?? 0 }, toUnits(BET));
      return {
        userId: player.userId,
        machineId: MACHINE.id,
        now: new Date(),
        claim: { scope: `test:${player.userId}`, key, requestHash: 'h' },
        playedOn,
        bet: toUnits(BET),
        win: result.win,
        outcome: result.outcome,
        bankCode: gameBankCode(MACHINE.id, player.userId),
        response: { roundId: 0, createdAt: '' },
        session: null,
      };
    };
    const before = {
      rounds: (await db.select().from(gameRounds).where(eq(gameRounds.userId, player.userId))).length,
      keys: (await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, `test:${player.userId}`))).length,
      balance: await balanceText(started.app, player.token),
    };
    const unchanged = async () => {
      expect((await db.select().from(gameRounds).where(eq(gameRounds.userId, player.userId))).length).toBe(before.rounds);
      expect((await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.scope, `test:${player.userId}`))).length).toBe(before.keys);
      expect(await balanceText(started.app, player.token)).toBe(before.balance);
      const [now] = await db.select().from(playerSeeds).where(eq(playerSeeds.id, current.seed.id));
      expect(now!.nextNonce).toBe(current.nonce);
    };

    for (const wrong of [
      null,
      { ...current, nonce: 0 },
      { ...current, nonce: 2 },
      { ...current, balance: current.balance + 1n },
      { ...current, seed: { ...current.seed, id: current.seed.id + 1 } },
    ]) {
      const answer = await playRoundStatement(db, statement(wrong));
      expect(answer).toEqual({ state: 'stale', current });
      await unchanged();
    }

    // Booked on the current state, the key holds the answer with the round's id and time.
    const key = randomUUID();
    const played = await playRoundStatement(db, statement(current, key));
    expect(played.state).toBe('played');
    const [round] = await db.select().from(gameRounds).where(eq(gameRounds.userId, player.userId)).orderBy(asc(gameRounds.id)).offset(1);
    expect(played).toEqual({ state: 'played', response: { roundId: round!.id, createdAt: round!.createdAt.toISOString() } });
    // Its retry, even played on a state now stale, answers what the key holds and books nothing more.
    expect(await playRoundStatement(db, statement(current, key))).toEqual({ state: 'done', response: (played as { response: unknown }).response });
    expect(await playRoundStatement(db, { ...statement(current, key), claim: { scope: `test:${player.userId}`, key, requestHash: 'other' } })).toEqual({
      state: 'key_reused',
    });
    expect((await db.select().from(gameRounds).where(eq(gameRounds.userId, player.userId))).length).toBe(before.rounds + 1);

    // A break in force: answered before anything is looked at or locked.
    await db.insert(protectionExclusions).values({ userId: player.userId, kind: 'break', startsAt: new Date(Date.now() - 1000), endsAt: new Date(Date.now() + 3_600_000) });
    expect(await playRoundStatement(db, { ...statement(current), machineId: 'no-such-machine' })).toEqual({ state: 'protected' });
    await expectLedgerClean(db);
  });

  it('a session that ended, expired or whose account was frozen since this process saw it is refused by the round itself, which writes nothing', async () => {
    const keysOf = (userId: number) => db.$count(idempotencyKeys, eq(idempotencyKeys.scope, `user:${userId}`));
    const refusedRound = async (player: Player, change: () => Promise<unknown>, status: number, code: string) => {
      await fundCoins(db, player.userId, '100');
      await playOne(started.app, player);
      const before = { rounds: await db.$count(gameRounds, eq(gameRounds.userId, player.userId)), keys: await keysOf(player.userId) };
      await change();
      const res = await moneyCall(started.app, calls.gamePlay.path, { machineId: MACHINE.id, bet: BET }, { token: player.token });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toBe(code);
      expect({ rounds: await db.$count(gameRounds, eq(gameRounds.userId, player.userId)), keys: await keysOf(player.userId) }).toEqual(before);
      // Forgotten since: the next call is checked before it runs, with the same answer.
      expect((await moneyCall(started.app, calls.gamePlay.path, { machineId: MACHINE.id, bet: BET }, { token: player.token })).statusCode).toBe(status);
    };
    const sessionOf = (player: Player) => eq(sessions.userId, player.userId);

    const signedOut = await newPlayer(started.app, { name: null, fundPassword: null });
    await refusedRound(signedOut, () => db.update(sessions).set({ endedAt: new Date(), endReason: 'logout' }).where(sessionOf(signedOut)), 401, 'UNAUTHORIZED');
    const elsewhere = await newPlayer(started.app, { name: null, fundPassword: null });
    await refusedRound(elsewhere, () => db.update(sessions).set({ endedAt: new Date(), endReason: 'elsewhere' }).where(sessionOf(elsewhere)), 402, 'SESSION_ENDED_ELSEWHERE');
    const idle = await newPlayer(started.app, { name: null, fundPassword: null });
    await refusedRound(idle, () => db.update(sessions).set({ lastUsedAt: new Date(Date.now() - 2 * 3_600_000) }).where(sessionOf(idle)), 401, 'UNAUTHORIZED');
    const frozen = await newPlayer(started.app, { name: null, fundPassword: null });
    await refusedRound(frozen, () => db.update(users).set({ status: 'frozen' }).where(eq(users.id, frozen.userId)), 402, 'ACCOUNT_FROZEN');
    // The round's statement ended the frozen account's session, as the session guard does.
    expect((await db.select({ endReason: sessions.endReason }).from(sessions).where(sessionOf(frozen)))[0]?.endReason).toBe('frozen');

    // A live session's last use is written by the round when it is a minute old or more.
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '100');
    await playOne(started.app, player);
    const old = new Date(Date.now() - 5 * 60_000);
    await db.update(sessions).set({ lastUsedAt: old }).where(sessionOf(player));
    expect((await moneyCall(started.app, calls.gamePlay.path, { machineId: MACHINE.id, bet: BET }, { token: player.token })).statusCode).toBe(200);
    const [{ lastUsedAt }] = await db.select({ lastUsedAt: sessions.lastUsedAt }).from(sessions).where(sessionOf(player));
    expect(lastUsedAt!.getTime()).toBeGreaterThan(old.getTime() + 60_000);
    await expectLedgerClean(db);
  });
});

describe.skipIf(!databases.includes('postgres'))('game/play in one statement, two instances on one PostgreSQL', () => {
  const instances: { app: FastifyInstance; database: Database }[] = [];
  let drop: () => Promise<void> = async () => {};

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url: created.url });
      const app = await buildApp({ db: database.db, logLevel: 'silent', rateLimit: false, callRateLimits: false, captchaText: () => CAPTCHA_TEXT, wallet: testWalletConfig() });
      await app.ready();
      instances.push({ app, database });
    }
    await instances[0]!.database.db.insert(games).values(seedGames);
  });
  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await drop();
  });

  it('rounds alternate between the instances; a warm round is one statement, a stale one two', async () => {
    const [first, second] = instances.map(({ app }) => app) as [FastifyInstance, FastifyInstance];
    const db = instances[0]!.database.db;
    const player = await newPlayer(first, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '500');
    const apps = [first, second];
    for (let i = 0; i < 6; i += 1) expect((await playOne(apps[i % 2]!, player)).fairness.nonce).toBe(i);

    const counted = async (send: () => Promise<{ statusCode: number; body: string }>) => {
      const { statements, result: res } = await countStatements(send);
      expect(res.statusCode, res.body).toBe(200);
      return statements;
    };
    const play = (app: FastifyInstance) => () => moneyCall(app, calls.gamePlay.path, { machineId: MACHINE.id, bet: BET }, { token: player.token });
    // Each instance last saw the nonce before the other's last round: stale, then the round; then,
    // warm, the round alone. The session is checked in each of these statements.
    expect(await counted(play(first))).toBe(2);
    expect(await counted(play(first))).toBe(1);
    expect(await counted(play(second))).toBe(2);
    expect(await counted(play(second))).toBe(1);

    const rounds = await expectRoundsReplay(db, player.userId);
    expect(rounds).toHaveLength(10);

    // Signed out through the second instance: the first, which still knows the token, is refused by
    // the round's own statement, and a token neither knows is checked before the round.
    expect((await call(second, calls.logout.path, {}, { token: player.token })).statusCode).toBe(200);
    expect((await play(first)()).statusCode).toBe(401);
    expect((await play(second)()).statusCode).toBe(401);
    expect((await play(first)()).statusCode).toBe(401);
    expect(await db.$count(gameRounds, eq(gameRounds.userId, player.userId))).toBe(10);
    await expectLedgerClean(db);
  });
});
