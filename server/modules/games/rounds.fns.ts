// A stored round as the screens see it: amounts as decimal strings, the seed only once revealed.
import type { GameRecord, GameRound } from '../../../src/contracts/games.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import type { RoundRow } from './rounds.repo.ts';
import type { SeedRow } from './seeds.repo.ts';

export interface RecordRow {
  id: number;
  machineId: string;
  kind: 'slot' | 'pachinko';
  bet: bigint;
  win: bigint;
  createdAt: Date;
}

export function toGameRecord(row: RecordRow, gameName: string): GameRecord {
  return {
    roundId: row.id,
    gameName,
    machineId: row.machineId,
    kind: row.kind,
    bet: formatAmount(row.bet),
    win: formatAmount(row.win),
    profit: formatAmount(row.win - row.bet),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toGameRound(round: RoundRow, seed: SeedRow, kind: 'slot' | 'pachinko', gameName: string): GameRound {
  return {
    ...toGameRecord({ ...round, kind }, gameName),
    outcome: round.outcome,
    fairness: {
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: round.nonce,
      serverSeed: seed.revealedAt ? seed.serverSeed : null,
    },
  };
}
