// game_round_begin's `protected` answer (migration 0033): a round skips the protection reads of its
// own only when this says nothing applies, so a break in force or any limit must never pass as none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { protectionExclusions, protectionLimits } from '../../server/db/schema.ts';
import { beginRound } from '../../server/modules/games/round-functions.repo.ts';
import { call } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { startGamesApp } from './support/games.ts';
import { newPlayer } from './support/wallet.ts';

const HOUR = 3_600_000;

describe.each(bothDatabases)('game_round_begin and the player protection on %s', (kind) => {
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startGamesApp(kind);
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  it('answers protected for a break in force or any limit row, before anything else; ready otherwise or when not asked', async () => {
    const player = await newPlayer(started.app, { name: null, fundPassword: null });
    // The player's first seed pair.
    expect((await call(started.app, calls.gameSeed.path, {}, { token: player.token })).statusCode).toBe(200);
    const now = new Date();
    const state = async (protection: boolean, machineId = 'coral-reef') =>
      (await beginRound(db, { userId: player.userId, machineId, now, claim: null, protection })).state;

    expect(await state(true)).toBe('ready');
    // Over and not yet begun: nothing in force.
    await db.insert(protectionExclusions).values([
      { userId: player.userId, kind: 'break', startsAt: new Date(now.getTime() - 48 * HOUR), endsAt: new Date(now.getTime() - 24 * HOUR) },
      { userId: player.userId, kind: 'break', startsAt: new Date(now.getTime() + HOUR), endsAt: new Date(now.getTime() + 24 * HOUR) },
    ]);
    expect(await state(true)).toBe('ready');

    const [inForce] = await db
      .insert(protectionExclusions)
      .values({ userId: player.userId, kind: 'selfExclusion', startsAt: now, endsAt: new Date(now.getTime() + HOUR) })
      .returning({ id: protectionExclusions.id });
    expect(await state(true)).toBe('protected');
    // Before the machine is looked at: the caller's own checks come first.
    expect(await state(true, 'no-such-machine')).toBe('protected');
    expect(await state(false)).toBe('ready');
    await db.delete(protectionExclusions).where(eq(protectionExclusions.id, inForce!.id));

    // A limit row of any kind, even one only pending, sends the round through the full checks.
    await db.insert(protectionLimits).values({ userId: player.userId, kind: 'sessionMinutes', value: null, pendingValue: 60n, pendingAt: now, updatedAt: now });
    expect(await state(true)).toBe('protected');
    expect(await state(false)).toBe('ready');
  });
});
