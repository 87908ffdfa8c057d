// The caller's game records (spec §3): rounds newest first, and the totals for the same filter.
import type { GameTotals } from '../../../src/contracts/games.ts';
import type { Locale } from '../../../shared/locales.ts';
import { AppError } from '../../errors.ts';
import { machineById } from '../../../shared/games/machines.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { utcRangeOf, type DateFilterInput } from '../records/date-range.fns.ts';
import type { GamesDeps } from './games.deps.ts';
import { gameNameOf } from './play.service.ts';
import * as repo from './rounds.repo.ts';
import { toGameRecord, toGameRound } from './rounds.fns.ts';

export interface GameRecordFilterInput extends DateFilterInput {
  machineId?: string;
}

function toRoundFilter(input: GameRecordFilterInput): repo.RoundFilter {
  return { machineId: input.machineId ?? null, ...utcRangeOf(input) };
}

export async function queryGameRecords(
  deps: GamesDeps,
  userId: number,
  query: GameRecordFilterInput & { pageNum: number; pageSize: number },
  locale: Locale,
) {
  const filter = toRoundFilter(query);
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, sums] = await Promise.all([repo.findRounds(deps.db, userId, filter, page), repo.sumRounds(deps.db, userId, filter)]);
  return {
    list: rows.map((row) => toGameRecord(row, gameNameOf(deps, locale, row.machineId))),
    total: sums.count,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

export async function countGameRecords(deps: GamesDeps, userId: number, query: GameRecordFilterInput): Promise<GameTotals> {
  const sums = await repo.sumRounds(deps.db, userId, toRoundFilter(query));
  return {
    count: sums.count,
    bet: formatAmount(sums.bet),
    win: formatAmount(sums.win),
    profit: formatAmount(sums.win - sums.bet),
  };
}

/** One of the caller's rounds with its proof; another player's round is "not found". */
export async function roundOf(deps: GamesDeps, userId: number, roundId: number, locale: Locale) {
  const found = await repo.findPlayerRound(deps.db, userId, roundId);
  if (!found) throw new AppError(404, 'ROUND_NOT_FOUND');
  const kind = machineById(found.round.machineId)?.kind ?? 'slot';
  return toGameRound(found.round, found.seed, kind, gameNameOf(deps, locale, found.round.machineId));
}
