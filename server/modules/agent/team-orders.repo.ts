// The team's deposit and withdrawal lists: orders of every member of the caller's subtree (depth ≥ 1),
// filtered by one member's account, status and the caller's calendar days (of the order's creation),
// newest first. The subtree comes from team_paths with the caller as ancestor, never from the request.
import { sql, type SQL } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { utcRangeOf, type DateFilterInput, type UtcRange } from '../records/date-range.fns.ts';
import { rowsOf } from '../../db/rows.ts';

type Reader = Pick<Db, 'execute'>;

export interface OrderFilterInput extends DateFilterInput {
  account?: string;
  status?: string;
}

export interface OrderFilter extends UtcRange {
  account: string | null;
  status: string | null;
  now: Date;
}

export function orderFilter(input: OrderFilterInput, now: Date): OrderFilter {
  return { ...utcRangeOf(input), account: input.account ?? null, status: input.status ?? null, now };
}

export interface Page {
  limit: number;
  offset: number;
}

const ts = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/**
 * The members whose orders are listed: the caller's team, or the one member the filter names. An
 * account outside the team answers 404 MEMBER_NOT_FOUND, as one that does not exist.
 */
async function membersSql(db: Reader, callerId: number, filter: OrderFilter): Promise<SQL> {
  if (filter.account === null) {
    return sql`SELECT descendant_id AS u FROM team_paths WHERE ancestor_id = ${callerId} AND depth >= 1`;
  }
  const [member] = await rowsOf<{ id: number }>(
    db,
    sql`SELECT u.id FROM users u JOIN team_paths p ON p.descendant_id = u.id AND p.ancestor_id = ${callerId} AND p.depth >= 1
      WHERE lower(u.account) = lower(${filter.account})`,
  );
  if (!member) throw new AppError(404, 'MEMBER_NOT_FOUND', {}, { field: 'account' });
  return sql`SELECT ${member.id}::int AS u`;
}

function timeWhere(filter: OrderFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.fromUtc) conditions.push(sql`o.created_at >= ${ts(filter.fromUtc)}`);
  if (filter.untilUtc) conditions.push(sql`o.created_at < ${ts(filter.untilUtc)}`);
  return conditions;
}

// A pending order past its expiry is expired, as the member's own list shows it.
const depositStatus = (now: Date) =>
  sql`CASE WHEN o.status = 'pending' AND o.expires_at IS NOT NULL AND o.expires_at <= ${ts(now)} THEN 'expired' ELSE o.status END`;

async function depositWhere(db: Reader, callerId: number, filter: OrderFilter): Promise<{ from: SQL; where: SQL }> {
  const conditions = timeWhere(filter);
  if (filter.status !== null) conditions.push(sql`${depositStatus(filter.now)} = ${filter.status}`);
  return {
    from: sql`(${await membersSql(db, callerId, filter)}) m JOIN payment_orders o ON o.user_id = m.u JOIN users x ON x.id = o.user_id`,
    where: conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`,
  };
}

export interface TeamDepositRow {
  orderSn: string;
  userId: number;
  account: string;
  channelCode: string;
  provider: string;
  currency: string;
  network: string | null;
  /** bigint as text. */
  amount: string;
  coins: string;
  status: 'pending' | 'paid' | 'refunding' | 'refunded' | 'expired' | 'cancelled';
  createdAt: string | Date;
  paidAt: string | Date | null;
}

export async function findTeamDeposits(db: Reader, callerId: number, filter: OrderFilter, page: Page): Promise<TeamDepositRow[]> {
  const { from, where } = await depositWhere(db, callerId, filter);
  return rowsOf<TeamDepositRow>(
    db,
    sql`SELECT o.order_sn AS "orderSn", o.user_id AS "userId", x.account, o.channel_code AS "channelCode", o.provider,
        o.currency, o.network, o.amount::text AS amount, o.coins::text AS coins, ${depositStatus(filter.now)} AS status,
        o.created_at AS "createdAt", o.paid_at AS "paidAt"
      FROM ${from} WHERE ${where}
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export async function countTeamDeposits(db: Reader, callerId: number, filter: OrderFilter): Promise<number> {
  const { from, where } = await depositWhere(db, callerId, filter);
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`);
  return row?.n ?? 0;
}

async function withdrawalWhere(db: Reader, callerId: number, filter: OrderFilter): Promise<{ from: SQL; where: SQL }> {
  const conditions = timeWhere(filter);
  if (filter.status !== null) conditions.push(sql`o.status = ${filter.status}`);
  return {
    from: sql`(${await membersSql(db, callerId, filter)}) m JOIN withdrawals o ON o.user_id = m.u JOIN users x ON x.id = o.user_id`,
    where: conditions.length ? sql.join(conditions, sql` AND `) : sql`TRUE`,
  };
}

export interface TeamWithdrawalRow {
  orderSn: string;
  userId: number;
  account: string;
  method: string;
  amount: string;
  status: 'review' | 'withdrawing' | 'success' | 'failed';
  createdAt: string | Date;
  completedAt: string | Date | null;
}

export async function findTeamWithdrawals(db: Reader, callerId: number, filter: OrderFilter, page: Page): Promise<TeamWithdrawalRow[]> {
  const { from, where } = await withdrawalWhere(db, callerId, filter);
  return rowsOf<TeamWithdrawalRow>(
    db,
    sql`SELECT o.order_sn AS "orderSn", o.user_id AS "userId", x.account, o.method, o.amount::text AS amount, o.status,
        o.created_at AS "createdAt", o.completed_at AS "completedAt"
      FROM ${from} WHERE ${where}
      ORDER BY o.created_at DESC, o.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export async function countTeamWithdrawals(db: Reader, callerId: number, filter: OrderFilter): Promise<number> {
  const { from, where } = await withdrawalWhere(db, callerId, filter);
  const [row] = await rowsOf<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${where}`);
  return row?.n ?? 0;
}
