// Provably fair seeds: the server seed is committed (its SHA-256 shown) before any round uses it and
// revealed when the player rotates; the client seed is the player's to choose at rotation.
import type { SeedState } from '../../../src/contracts/games.ts';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import type { GamesDeps } from './games.deps.ts';
import * as repo from './seeds.repo.ts';

function toSeedState(active: repo.SeedRow, previous: repo.SeedRow | undefined): SeedState {
  return {
    active: {
      serverSeedHash: active.serverSeedHash,
      clientSeed: active.clientSeed,
      nextNonce: active.nextNonce,
      createdAt: active.createdAt.toISOString(),
    },
    previous:
      previous && previous.revealedAt
        ? {
            serverSeed: previous.serverSeed,
            serverSeedHash: previous.serverSeedHash,
            clientSeed: previous.clientSeed,
            rounds: previous.nextNonce,
            createdAt: previous.createdAt.toISOString(),
            revealedAt: previous.revealedAt.toISOString(),
          }
        : null,
  };
}

export async function seedStateOf(deps: GamesDeps, userId: number): Promise<SeedState> {
  const active = await repo.activeSeedOf(deps.db, userId);
  return toSeedState(active, await repo.findLastRevealedSeed(deps.db, userId));
}

/**
 * Reveals the active server seed and commits a new one. The old pair is locked first, so a round
 * being played with it finishes before it is revealed, and no round can use a revealed seed.
 */
export async function rotateSeed(deps: GamesDeps, userId: number, clientSeed: string | undefined): Promise<SeedState> {
  // All in the database, and a rotation that did not commit did not happen: run again whole on 40001/40P01.
  return transactionWithRetry(deps.db, async (tx: Db) => {
    const current = await repo.activeSeedOf(tx, userId, true);
    const revealedAt = deps.now();
    await repo.revealSeed(tx, current.id, revealedAt);
    await repo.insertSeedPair(tx, userId, clientSeed ?? repo.randomClientSeed());
    const active = await repo.findActiveSeed(tx, userId);
    return toSeedState(active!, { ...current, revealedAt });
  });
}
