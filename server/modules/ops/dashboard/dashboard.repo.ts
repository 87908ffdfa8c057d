// The dashboard's counts and today's sums, exact, straight from the source rows. Each count reads
// its table's (status, created_at) index; today's sums read paid deposits by paid_at and completed
// withdrawals by completed_at (partial indexes of migration 0031) and rounds by created_at
// (game_rounds_time_machine_idx).
import { sql } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';

type Reader = Pick<Db, 'execute'>;

export interface QueueCounts {
  withdrawals: number;
  kyc: number;
  agentApplications: number;
}

export interface DaySums {
  depositCount: number;
  deposits: bigint;
  withdrawalCount: number;
  withdrawals: bigint;
  rounds: number;
  bets: bigint;
  wins: bigint;
}

/** Pending, unexpired approvals another operator made: what `viewerId` may decide (its approvals inbox). */
export async function approvalsAwaiting(db: Reader, viewerId: number, now: Date): Promise<number> {
  const result = (await db.execute(sql`
    SELECT count(*)::int AS count FROM ops_approvals
     WHERE status = 'pending' AND expires_at > ${now.toISOString()}::timestamptz AND maker_id <> ${viewerId}
  `)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]!.count);
}

export async function queueCounts(db: Reader): Promise<QueueCounts> {
  const result = (await db.execute(sql`
    SELECT (SELECT count(*) FROM withdrawals WHERE status = 'review')::int AS withdrawals,
           (SELECT count(*) FROM kyc_submissions WHERE status = 'pending')::int AS kyc,
           (SELECT count(*) FROM agent_applications WHERE status = 'pending')::int AS agent_applications
  `)) as unknown as { rows: { withdrawals: number; kyc: number; agent_applications: number }[] };
  const row = result.rows[0]!;
  return { withdrawals: Number(row.withdrawals), kyc: Number(row.kyc), agentApplications: Number(row.agent_applications) };
}

/** Sums of one calendar day (YYYY-MM-DD) from its midnight to the next in `timeZone`, in one snapshot. */
export async function daySums(db: Reader, day: string, timeZone: string): Promise<DaySums> {
  const start = sql`(${day}::date::timestamp AT TIME ZONE ${timeZone})`;
  const end = sql`((${day}::date + 1)::timestamp AT TIME ZONE ${timeZone})`;
  const result = (await db.execute(sql`
    SELECT d.n AS deposit_count, d.coins AS deposits, w.n AS withdrawal_count, w.amount AS withdrawals,
           r.n AS rounds, r.bets AS bets, r.wins AS wins
      FROM (SELECT count(*)::int AS n, coalesce(sum(coins), 0)::text AS coins
              FROM payment_orders WHERE status = 'paid' AND paid_at >= ${start} AND paid_at < ${end}) d,
           (SELECT count(*)::int AS n, coalesce(sum(amount), 0)::text AS amount
              FROM withdrawals WHERE status = 'success' AND completed_at >= ${start} AND completed_at < ${end}) w,
           (SELECT count(*)::int AS n, coalesce(sum(bet), 0)::text AS bets, coalesce(sum(win), 0)::text AS wins
              FROM game_rounds WHERE created_at >= ${start} AND created_at < ${end}) r
  `)) as unknown as { rows: DaySumsRow[] };
  return daySumsOf(result.rows[0]!);
}

/** A day's sums as the database answers them (counts as int, sums as exact text). */
export interface DaySumsRow {
  deposit_count: number;
  deposits: string;
  withdrawal_count: number;
  withdrawals: string;
  rounds: number;
  bets: string;
  wins: string;
}

export function daySumsOf(row: DaySumsRow): DaySums {
  return {
    depositCount: Number(row.deposit_count),
    deposits: BigInt(row.deposits),
    withdrawalCount: Number(row.withdrawal_count),
    withdrawals: BigInt(row.withdrawals),
    rounds: Number(row.rounds),
    bets: BigInt(row.bets),
    wins: BigInt(row.wins),
  };
}
