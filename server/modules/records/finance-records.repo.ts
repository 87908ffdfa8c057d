// The financial records query: deposits (payment_orders), withdrawals, adjustments, agent
// transfers and rebates of one user in one UNION ALL, filtered inside each branch (so each uses its (user_id, created_at) index),
// ordered and paged by the database. Totals run over the same union without paging.
import { sql, type SQL } from '../../db/orm.ts';
import type { FinanceRecordType } from '../../../src/contracts/records.ts';
import type { Db } from '../../db/database.ts';
import type { FinanceFilter, FinanceRow } from './finance-records.fns.ts';
import { rowsOf } from '../../db/rows.ts';

/** One SELECT per kind, each naming the same columns (as FinanceRow): any one may stand alone. */
const branches: Record<FinanceRecordType, (userId: number, filter: FinanceFilter) => SQL> = {
  deposit: (userId, filter) => sql`
    SELECT 'deposit'::text AS "type", r.order_sn AS "orderSn", r.coins AS "amount", r.status AS "status",
      r.channel_code AS "channelCode", r.currency AS "currency", r.network AS "network", r.amount AS "originalUnits",
      NULL::text AS "bankName", NULL::text AS "cardLast4", NULL::text AS "counterparty", NULL::text AS "note", r.created_at AS "createdAt"
    FROM payment_orders r WHERE ${branchWhere(sql`r.user_id`, userId, filter)}`,
  withdrawal: (userId, filter) => sql`
    SELECT 'withdrawal'::text AS "type", r.order_sn AS "orderSn", -r.amount AS "amount", r.status AS "status",
      NULL::text AS "channelCode", CASE WHEN r.method = 'crypto' THEN COALESCE(r.coin, '') ELSE 'COIN' END AS "currency",
      r.network AS "network", r.asset_amount AS "originalUnits",
      c.bank_name AS "bankName", right(c.card_number, 4) AS "cardLast4", NULL::text AS "counterparty", r.failure_reason AS "note", r.created_at AS "createdAt"
    FROM withdrawals r LEFT JOIN bank_cards c ON c.id = r.bank_card_id WHERE ${branchWhere(sql`r.user_id`, userId, filter)}`,
  adjustment: (userId, filter) => sql`
    SELECT 'adjustment'::text AS "type", r.order_sn AS "orderSn", r.amount AS "amount", r.status AS "status",
      NULL::text AS "channelCode", 'COIN'::text AS "currency", NULL::text AS "network", NULL::bigint AS "originalUnits",
      NULL::text AS "bankName", NULL::text AS "cardLast4", NULL::text AS "counterparty", r.reason AS "note", r.created_at AS "createdAt"
    FROM adjustments r WHERE ${branchWhere(sql`r.user_id`, userId, filter)}`,
  // Both parties see a transfer: the agent (agent_id) and the member (member_id), each through its
  // own index; the amount is positive for whoever received the coins. A transfer on record has
  // succeeded (it is booked at once), so a status filter has already kept or dropped the kind.
  transfer: (userId, filter) => sql`
    SELECT 'transfer'::text AS "type", r.order_sn AS "orderSn",
      CASE WHEN r.direction = 'from_member' THEN r.amount ELSE -r.amount END AS "amount", 'success'::text AS "status",
      NULL::text AS "channelCode", 'COIN'::text AS "currency", NULL::text AS "network", NULL::bigint AS "originalUnits",
      NULL::text AS "bankName", NULL::text AS "cardLast4", m.account AS "counterparty", NULL::text AS "note", r.created_at AS "createdAt"
    FROM agent_transfers r JOIN users m ON m.id = r.member_id WHERE ${branchWhere(sql`r.agent_id`, userId, filter, false)}
    UNION ALL
    SELECT 'transfer'::text, r.order_sn,
      CASE WHEN r.direction = 'to_member' THEN r.amount ELSE -r.amount END, 'success'::text,
      NULL::text, 'COIN'::text, NULL::text, NULL::bigint,
      NULL::text, NULL::text, a.account, NULL::text, r.created_at
    FROM agent_transfers r JOIN users a ON a.id = r.agent_id WHERE ${branchWhere(sql`r.member_id`, userId, filter, false)}`,
  // An agent's rebates: one per settled day that paid something (a zero settlement moved no coins),
  // paid when the settlement was written. The day itself is the note; the number is RB + the day.
  rebate: (userId, filter) => sql`
    SELECT 'rebate'::text AS "type", 'RB' || to_char(r.period, 'YYYYMMDD') AS "orderSn", r.amount AS "amount", 'success'::text AS "status",
      NULL::text AS "channelCode", 'COIN'::text AS "currency", NULL::text AS "network", NULL::bigint AS "originalUnits",
      NULL::text AS "bankName", NULL::text AS "cardLast4", NULL::text AS "counterparty", to_char(r.period, 'YYYY-MM-DD') AS "note", r.created_at AS "createdAt"
    FROM rebate_settlements r WHERE r.amount > 0 AND ${branchWhere(sql`r.agent_id`, userId, filter, false)}`,
  // Coins sent to the player's JSY wallet: held at once, so shown as leaving while pending; a failed
  // one returned them, and its reason is the note.
  jsy: (userId, filter) => sql`
    SELECT 'jsy'::text AS "type", r.transfer_sn AS "orderSn", -r.amount AS "amount", r.status AS "status",
      NULL::text AS "channelCode", 'COIN'::text AS "currency", NULL::text AS "network", NULL::bigint AS "originalUnits",
      NULL::text AS "bankName", NULL::text AS "cardLast4", r.jsy_account AS "counterparty", r.failure_reason AS "note", r.created_at AS "createdAt"
    FROM jsy_transfers r WHERE ${branchWhere(sql`r.user_id`, userId, filter)}`,
};

/** `owner`: the column naming whose record it is; `byStatus`: whether the table has a status to filter on. */
function branchWhere(owner: SQL, userId: number, filter: FinanceFilter, byStatus = true): SQL {
  const conditions: SQL[] = [sql`${owner} = ${userId}`];
  if (byStatus && filter.status !== null) conditions.push(sql`r.status = ${filter.status}`);
  if (filter.fromUtc) conditions.push(sql`r.created_at >= ${filter.fromUtc.toISOString()}::timestamptz`);
  if (filter.untilUtc) conditions.push(sql`r.created_at < ${filter.untilUtc.toISOString()}::timestamptz`);
  return sql.join(conditions, sql` AND `);
}

/** Null when the filter leaves no kind of record at all. */
function unionOf(userId: number, filter: FinanceFilter): SQL | null {
  if (filter.types.length === 0) return null;
  return sql.join(
    filter.types.map((type) => branches[type](userId, filter)),
    sql` UNION ALL `,
  );
}

export interface FinancePage {
  limit: number;
  offset: number;
}

export async function findFinanceRows(db: Db, userId: number, filter: FinanceFilter, page: FinancePage): Promise<FinanceRow[]> {
  const union = unionOf(userId, filter);
  if (!union) return [];
  return rowsOf<FinanceRow>(
    db,
    sql`SELECT "type", "orderSn", "amount"::text AS "amount", "status", "channelCode", "currency", "network",
          "originalUnits"::text AS "originalUnits", "bankName", "cardLast4", "counterparty", "note", "createdAt"
        FROM (${union}) AS records
        ORDER BY "createdAt" DESC, "orderSn" DESC, "type" DESC
        LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export interface FinanceSums {
  count: number;
  /** Units of 1/10 000 coin. Paid deposits. */
  deposits: bigint;
  /** Successful withdrawals, as a positive amount. */
  withdrawals: bigint;
  /** Successful adjustments, signed. */
  adjustments: bigint;
}

export async function sumFinanceRows(db: Db, userId: number, filter: FinanceFilter): Promise<FinanceSums> {
  const union = unionOf(userId, filter);
  if (!union) return { count: 0, deposits: 0n, withdrawals: 0n, adjustments: 0n };
  const [row] = await rowsOf<{ count: number | string; deposits: string; withdrawals: string; adjustments: string }>(
    db,
    sql`SELECT count(*)::int AS "count",
          COALESCE(sum("amount") FILTER (WHERE "type" = 'deposit' AND "status" = 'paid'), 0)::text AS "deposits",
          (-COALESCE(sum("amount") FILTER (WHERE "type" = 'withdrawal' AND "status" = 'success'), 0))::text AS "withdrawals",
          COALESCE(sum("amount") FILTER (WHERE "type" = 'adjustment' AND "status" = 'success'), 0)::text AS "adjustments"
        FROM (${union}) AS records`,
  );
  return {
    count: Number(row?.count ?? 0),
    deposits: BigInt(row?.deposits ?? '0'),
    withdrawals: BigInt(row?.withdrawals ?? '0'),
    adjustments: BigInt(row?.adjustments ?? '0'),
  };
}
