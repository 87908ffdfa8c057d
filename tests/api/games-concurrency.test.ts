// Playing under concurrency on a real PostgreSQL served by TWO app instances: two dozen players on
// all five machines at once, several rounds of one player in flight together, some plays sent twice
// at once with the same Idempotency-Key (to both instances), some players whose coins run out, some
// rotating their seeds mid-play. Afterwards every wallet equals funding − bets + wins over its
// recorded rounds, each seed pair's nonces run 0..n−1 without a gap, every round has exactly its own
// transfers and replays from its seeds, and the ledger is clean. A call answered 503 DATABASE_BUSY
// (it did nothing) is sent again, as a client does.
import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq, inArray } from '../../server/db/orm.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/database.ts';
import { gameRounds, games, ledgerTransfers, playerSeeds } from '../../server/db/schema.ts';
import { seedGames } from '../../server/db/seed-data.ts';
import { playRound } from '../../shared/games/core/round.ts';
import { machineById, machines } from '../../shared/games/machines.ts';
import { formatAmount, toUnits } from '../../shared/money/amount.fns.ts';
import { call, CAPTCHA_TEXT } from './support/accounts.ts';
import { adminQuery, databases, postgresUrlOf } from './support/databases.ts';
import { seededRandom } from '../../shared/seeded-random.ts';
import { balanceText, moneyCallUntilNotBusy, newPlayer, type Player, testWalletConfig, untilNotBusy } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { fundCoins } from './withdrawals-fixtures.ts';

const PLAYERS = 24;
const PLAYS_PER_PLAYER = 18;
/** Every BROKE-th player starts with too few coins for all their bets. */
const BROKE = 4;
const PARALLEL = 24;

const onPostgres = databases.includes('postgres');

/** Runs the tasks with at most `limit` in flight. */
async function inParallel(tasks: (() => Promise<void>)[], limit = PARALLEL): Promise<void> {
  let next = 0;
  async function worker() {
    while (next < tasks.length) await tasks[next++]!();
  }
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

describe.skipIf(!onPostgres)('playing under concurrency, two instances on one PostgreSQL', () => {
  const name = `gh_test_${randomBytes(6).toString('hex')}`;
  const url = postgresUrlOf(name);
  const seed = Number(process.env.GAMES_SEED ?? Date.now() % 100_000);
  const rand = seededRandom(seed);
  const instances: { app: FastifyInstance; database: Database }[] = [];
  const players: (Player & { funded: bigint })[] = [];
  const pick = () => instances[Math.floor(rand() * instances.length)]!.app;
  const choose = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

  beforeAll(async () => {
    await adminQuery(`CREATE DATABASE ${name}`);
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ url });
      const app = await buildApp({ db: database.db, logLevel: 'silent', rateLimit: false, callRateLimits: false, captchaText: () => CAPTCHA_TEXT, wallet: testWalletConfig() });
      await app.ready();
      instances.push({ app, database });
    }
    const db = instances[0]!.database.db;
    await db.insert(games).values(seedGames).onConflictDoNothing();
    for (let i = 0; i < PLAYERS; i++) {
      const player = await newPlayer(instances[i % 2]!.app, { name: null, fundPassword: null });
      const funded = i % BROKE === 0 ? '120' : '3000';
      await fundCoins(db, player.userId, funded);
      players.push({ ...player, funded: toUnits(funded) });
    }
  }, 60_000);

  afterAll(async () => {
    for (const { app, database } of instances) {
      await app.close();
      await database.close();
    }
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it(`every wallet, nonce and transfer adds up (seed ${seed})`, { timeout: 60_000 }, async () => {
    const db = instances[0]!.database.db;
    const answered = new Map<number, Set<number>>(players.map((p) => [p.userId, new Set()]));
    const stats = { rounds: 0, duplicates: 0, refused: 0, rotations: 0 };
    /** What each rotation revealed: the pair (by hash) and how many rounds it had then, for good. */
    const revealed = new Map<string, number>();

    const playTask = (player: Player, broke: boolean) => async () => {
      const machine = choose(machines);
      // Broke players bet big so that they run out; the others bet the low steps.
      const steps = broke ? machine.betSteps.slice(-3) : machine.betSteps.slice(0, 3);
      const body = { machineId: machine.id, bet: choose(steps) };
      const key = randomUUID();
      const sends = rand() < 0.25 ? 2 : 1;
      const answers = await Promise.all(
        Array.from({ length: sends }, (_, i) => moneyCallUntilNotBusy(sends === 2 ? instances[i]!.app : pick(), calls.gamePlay.path, body, { token: player.token, key })),
      );
      // A duplicate answers exactly what the first did, success or refusal.
      expect(new Set(answers.map((r) => r.body.replace(/"reqId":"[^"]+"/, ''))).size, answers.map((r) => r.body).join('\n')).toBe(1);
      if (sends === 2) stats.duplicates += 1;
      const res = answers[0]!;
      if (res.statusCode === 200) {
        answered.get(player.userId)!.add(res.json().data.roundId);
        stats.rounds += 1;
      } else {
        expect([res.statusCode, res.json().error], res.body).toEqual([422, 'INSUFFICIENT_FUNDS']);
        stats.refused += 1;
      }
    };
    const rotateTask = (player: Player) => async () => {
      const body = rand() < 0.5 ? { clientSeed: `mid-play-${randomUUID().slice(0, 8)}` } : {};
      const res = await untilNotBusy(() => call(pick(), calls.gameSeedRotate.path, body, { token: player.token }));
      expect(res.statusCode, res.body).toBe(200);
      const { previous } = res.json().data;
      revealed.set(previous.serverSeedHash, previous.rounds);
      stats.rotations += 1;
    };

    const tasks = players.flatMap((player, index) => [
      ...Array.from({ length: PLAYS_PER_PLAYER }, () => playTask(player, index % BROKE === 0)),
      ...(index % 3 === 1 ? [rotateTask(player), rotateTask(player)] : []),
    ]);
    // Shuffled, so one player's rounds and rotations race each other on both instances.
    for (let i = tasks.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [tasks[i], tasks[j]] = [tasks[j]!, tasks[i]!];
    }
    await inParallel(tasks);
    expect(stats.refused, JSON.stringify(stats)).toBeGreaterThan(0);
    expect(stats.duplicates).toBeGreaterThan(0);
    expect(stats.rotations).toBe(16);

    for (const player of players) {
      const rounds = await db.select().from(gameRounds).where(eq(gameRounds.userId, player.userId)).orderBy(asc(gameRounds.id));
      // Exactly the answered rounds were recorded: a refusal or a duplicate records nothing.
      expect(new Set(rounds.map((r) => r.id))).toEqual(answered.get(player.userId));
      const bets = rounds.reduce((sum, r) => sum + r.bet, 0n);
      const wins = rounds.reduce((sum, r) => sum + r.win, 0n);
      expect(await balanceText(pick(), player.token), player.account).toBe(formatAmount(player.funded - bets + wins));

      // Nonces per pair: 0..n−1, no gap, and the pair's counter says n; one active pair.
      const seeds = await db.select().from(playerSeeds).where(eq(playerSeeds.userId, player.userId));
      expect(seeds.filter((s) => s.revealedAt === null)).toHaveLength(1);
      for (const pair of seeds) {
        const nonces = rounds.filter((r) => r.seedId === pair.id).map((r) => r.nonce).sort((a, b) => a - b);
        expect(nonces, `seed ${pair.id}`).toEqual(Array.from({ length: pair.nextNonce }, (_, i) => i));
      }
      // A revealed pair's round count is final: no round took a nonce from it after the reveal.
      for (const pair of seeds.filter((s) => s.revealedAt)) expect(pair.nextNonce, `seed ${pair.id}`).toBe(revealed.get(pair.serverSeedHash));
      // Every round replays from its pair.
      for (const round of rounds) {
        const pair = seeds.find((s) => s.id === round.seedId)!;
        const replay = playRound(machineById(round.machineId)!, { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: round.nonce }, round.bet);
        expect(replay.win).toBe(round.win);
      }
    }

    // Every round has its bet, its win only when it won, and no game transfer belongs to nothing.
    const rounds = await db.select({ id: gameRounds.id, bet: gameRounds.bet, win: gameRounds.win }).from(gameRounds);
    expect(rounds.length).toBe(stats.rounds);
    const transfers = await db
      .select({ kind: ledgerTransfers.kind, reference: ledgerTransfers.reference, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(inArray(ledgerTransfers.kind, ['game_bet', 'game_win']));
    const expected = rounds.flatMap((r) => [
      `game_bet round:${r.id} ${r.bet}`,
      ...(r.win > 0n ? [`game_win round:${r.id} ${r.win}`] : []),
    ]);
    expect(transfers.map((t) => `${t.kind} ${t.reference} ${t.amount}`).sort()).toEqual(expected.sort());
    await expectLedgerClean(db);
  });
});
