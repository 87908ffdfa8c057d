// The reports' sums, exact, straight from the source rows, over a range of the hall's days. A day is
// the dashboard's (daySums): from its midnight to the next in the hall's time zone; paid deposits by
// paid_at and completed withdrawals by completed_at (partial indexes of migration 0031), rounds by
// created_at (game_rounds_time_machine_idx, whose machine column also serves the per-machine sums).
// Each query reads the whole range once and groups by the local day; generate_series gives the days
// nothing happened on their zero row.
import { sql } from '../../../db/orm.ts';
import type { Locale } from '../../../../shared/locales.ts';
import type { Db } from '../../../db/database.ts';
import { daySumsOf, type DaySums, type DaySumsRow } from '../dashboard/dashboard.repo.ts';

type Reader = Pick<Db, 'execute'>;

/** One hall day's sums, counted as the dashboard counts today. */
export type ReportDaySums = DaySums & { date: string };

export interface ReportMachineSums {
  machineId: string;
  name: string;
  rounds: number;
  bets: bigint;
  wins: bigint;
}

/** The range's first midnight and the midnight after its last day, in `timeZone`. */
function bounds(from: string, to: string, timeZone: string) {
  return {
    start: sql`(${from}::date::timestamp AT TIME ZONE ${timeZone})`,
    end: sql`((${to}::date + 1)::timestamp AT TIME ZONE ${timeZone})`,
  };
}

/** One row per day from `from` to `to` (inclusive, YYYY-MM-DD), oldest first, in one snapshot. */
export async function dailySums(db: Reader, from: string, to: string, timeZone: string): Promise<ReportDaySums[]> {
  const { start, end } = bounds(from, to, timeZone);
  const result = (await db.execute(sql`
    WITH days AS (
      SELECT g::date AS day FROM generate_series(${from}::date::timestamp, ${to}::date::timestamp, interval '1 day') AS g
    ), d AS (
      SELECT (paid_at AT TIME ZONE ${timeZone})::date AS day, count(*)::int AS n, sum(coins) AS coins
        FROM payment_orders WHERE status = 'paid' AND paid_at >= ${start} AND paid_at < ${end} GROUP BY 1
    ), w AS (
      SELECT (completed_at AT TIME ZONE ${timeZone})::date AS day, count(*)::int AS n, sum(amount) AS amount
        FROM withdrawals WHERE status = 'success' AND completed_at >= ${start} AND completed_at < ${end} GROUP BY 1
    ), r AS (
      SELECT (created_at AT TIME ZONE ${timeZone})::date AS day, count(*)::int AS n, sum(bet) AS bets, sum(win) AS wins
        FROM game_rounds WHERE created_at >= ${start} AND created_at < ${end} GROUP BY 1
    )
    SELECT to_char(days.day, 'YYYY-MM-DD') AS date,
           coalesce(d.n, 0)::int AS deposit_count, coalesce(d.coins, 0)::text AS deposits,
           coalesce(w.n, 0)::int AS withdrawal_count, coalesce(w.amount, 0)::text AS withdrawals,
           coalesce(r.n, 0)::int AS rounds, coalesce(r.bets, 0)::text AS bets, coalesce(r.wins, 0)::text AS wins
      FROM days
      LEFT JOIN d ON d.day = days.day
      LEFT JOIN w ON w.day = days.day
      LEFT JOIN r ON r.day = days.day
     ORDER BY days.day
  `)) as unknown as { rows: (DaySumsRow & { date: string })[] };
  return result.rows.map((row) => ({ date: row.date, ...daySumsOf(row) }));
}

/** Every machine of the catalogue (those without rounds in the range as zeros), by machine id. */
export async function machineSums(db: Reader, from: string, to: string, timeZone: string, locale: Locale): Promise<ReportMachineSums[]> {
  const { start, end } = bounds(from, to, timeZone);
  const result = (await db.execute(sql`
    SELECT g.machine_id, coalesce(g.name ->> ${locale}, g.name ->> 'ja-JP') AS name,
           coalesce(r.n, 0)::int AS rounds, coalesce(r.bets, 0)::text AS bets, coalesce(r.wins, 0)::text AS wins
      FROM games g
      LEFT JOIN (
        SELECT machine_id, count(*)::int AS n, sum(bet) AS bets, sum(win) AS wins
          FROM game_rounds WHERE created_at >= ${start} AND created_at < ${end} GROUP BY machine_id
      ) r ON r.machine_id = g.machine_id
     ORDER BY g.machine_id
  `)) as unknown as { rows: { machine_id: string; name: string; rounds: number; bets: string; wins: string }[] };
  return result.rows.map((row) => ({
    machineId: row.machine_id,
    name: row.name,
    rounds: Number(row.rounds),
    bets: BigInt(row.bets),
    wins: BigInt(row.wins),
  }));
}
