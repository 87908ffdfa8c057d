import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { gameRounds } from '../../server/db/schema.ts';
import { playRound } from '../../shared/games/core/round.ts';
import { seedMatchesCommitment } from '../../shared/games/core/seeds.ts';
import { machineById } from '../../shared/games/machines.ts';
import { toUnits } from '../../shared/money/amount.fns.ts';
import { call } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { startGamesApp } from './support/games.ts';
import { balanceText, moneyCall, newPlayer } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { fundCoins } from './withdrawals-fixtures.ts';

describe.each(bothDatabases)('playing a round on %s', (kind) => {
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startGamesApp(kind);
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  it('debits the bet, credits the win, records the round, and the revealed seed reproduces it', async () => {
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '1000');
    const seed = (await call(started.app, calls.gameSeed.path, {}, { token: player.token })).json().data;
    expect(seed.active.nextNonce).toBe(0);

    let expected = toUnits('1000');
    const played = [];
    for (let i = 0; i < 12; i += 1) {
      const machineId = i % 2 ? 'coral-reef' : 'pachinko-sakura-ama';
      const bet = i % 2 ? '10' : '50';
      const res = await moneyCall(started.app, calls.gamePlay.path, { machineId, bet }, { token: player.token });
      expect(res.statusCode, res.body).toBe(200);
      const round = res.json().data;
      expected += toUnits(round.win, { allowZero: true }) - toUnits(bet);
      expect(toUnits(round.balance, { allowZero: true })).toBe(expected);
      expect(round.fairness).toMatchObject({ serverSeedHash: seed.active.serverSeedHash, nonce: i, serverSeed: null });
      played.push(round);
    }
    expect(toUnits(await balanceText(started.app, player.token), { allowZero: true })).toBe(expected);

    const rotated = (await call(started.app, calls.gameSeedRotate.path, { clientSeed: 'my-lucky-seed' }, { token: player.token })).json().data;
    expect(rotated.previous.rounds).toBe(12);
    expect(seedMatchesCommitment(rotated.previous.serverSeed, seed.active.serverSeedHash)).toBe(true);
    expect(rotated.active).toMatchObject({ clientSeed: 'my-lucky-seed', nextNonce: 0 });
    expect(rotated.active.serverSeedHash).not.toBe(seed.active.serverSeedHash);

    for (const round of played) {
      const proof = (await call(started.app, calls.gameRoundGet.path, { roundId: round.roundId }, { token: player.token })).json().data;
      expect(proof.fairness.serverSeed).toBe(rotated.previous.serverSeed);
      const replay = playRound(
        machineById(round.machineId)!,
        { serverSeed: proof.fairness.serverSeed, clientSeed: proof.fairness.clientSeed, nonce: proof.fairness.nonce },
        toUnits(round.bet),
      );
      expect(replay.win).toBe(toUnits(round.win, { allowZero: true }));
      expect(JSON.parse(JSON.stringify(replay.outcome))).toEqual(proof.outcome);
    }

    const totals = (await call(started.app, calls.recordGameCount.path, {}, { token: player.token })).json().data;
    expect(totals.count).toBe(12);
    expect(toUnits(totals.profit, { allowNegative: true, allowZero: true })).toBe(expected - toUnits('1000'));
    const page = (await call(started.app, calls.recordGameQuery.path, { machineId: 'coral-reef', pageSize: 3 }, { token: player.token })).json().data;
    expect(page.total).toBe(6);
    expect(page.list).toHaveLength(3);
    await expectLedgerClean(db);
  });

  it('a retry with the same key answers the same round; not enough balance records nothing', async () => {
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    await fundCoins(db, player.userId, '60');
    const key = randomUUID();
    const body = { machineId: 'lucky-sevens', bet: '50' };
    const first = await moneyCall(started.app, calls.gamePlay.path, body, { token: player.token, key });
    const again = await moneyCall(started.app, calls.gamePlay.path, body, { token: player.token, key });
    expect(again.body).toBe(first.body);
    const rounds = await db.select().from(gameRounds).where(eq(gameRounds.userId, player.userId));
    expect(rounds).toHaveLength(1);
    const balance = toUnits(first.json().data.balance, { allowZero: true });
    if (balance < toUnits('50')) {
      const broke = await moneyCall(started.app, calls.gamePlay.path, body, { token: player.token });
      expect(broke.statusCode).toBe(422);
      expect(broke.json().error).toBe('INSUFFICIENT_FUNDS');
      expect(await db.select().from(gameRounds).where(eq(gameRounds.userId, player.userId))).toHaveLength(1);
    }
  });
});
