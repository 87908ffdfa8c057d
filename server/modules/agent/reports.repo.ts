// The team reports' queries. Every figure is summed straight from the members' own rows (rounds,
// deposit orders, withdrawals, adjustments, agent transfers, users) at the moment of asking, so a
// report is exact whenever it is read. A report groups members:
// the root's team as one group (the cards), each direct member's subtree (the member rows), or the
// root's team split by the caller's calendar day (the chart).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ZERO_SUMS, type FigureSums, type ReportRange } from './reports.fns.ts';

type Reader = Pick<Db, 'execute'>;

async function rowsOf<T>(db: Reader, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Who is in each group: rows (g, u) = group key, member id.
 * - `team`: the root's team, every descendant at depth ≥ 1 (not the root), one group keyed by the root.
 * - `directMembers`: one group per direct member m of the root, m and everything below m.
 * - `days`: the root's team, grouped by the caller's calendar day of each row instead.
 */
export type Grouping = { kind: 'team'; rootId: number } | { kind: 'directMembers'; rootId: number } | { kind: 'days'; rootId: number };

export function membersOf(grouping: Grouping): SQL {
  if (grouping.kind === 'directMembers') {
    return sql`SELECT d.ancestor_id AS g, d.descendant_id AS u
      FROM team_paths m JOIN team_paths d ON d.ancestor_id = m.descendant_id
      WHERE m.ancestor_id = ${grouping.rootId} AND m.depth = 1`;
  }
  return sql`SELECT ancestor_id AS g, descendant_id AS u FROM team_paths WHERE ancestor_id = ${grouping.rootId} AND depth >= 1`;
}

/** The group key of a row whose time is `column`: the member's group, or the caller's calendar day. */
export function keyOf(grouping: Grouping, column: SQL, range: ReportRange): SQL {
  if (grouping.kind !== 'days') return sql`m.g::text`;
  return sql`to_char((${column} AT TIME ZONE 'UTC') + make_interval(mins => ${range.tzOffsetMinutes}::int), 'YYYY-MM-DD')`;
}

const ts = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

type Sums = Map<string, FigureSums>;

function add(sums: Sums, key: string, part: Partial<FigureSums>) {
  sums.set(key, { ...ZERO_SUMS, ...sums.get(key), ...part });
}

/** Every figure but the rounds' for each group key; keys with nothing at all are absent. */
async function otherSums(db: Reader, grouping: Grouping, range: ReportRange, sums: Sums): Promise<void> {
  const members = membersOf(grouping);
  const within = (column: SQL) => sql`${column} >= ${ts(range.fromUtc)} AND ${column} < ${ts(range.untilUtc)}`;

  // Paid deposits by the time they were paid (coins credited).
  const deposits = await rowsOf<{ k: string; n: number; amount: string }>(
    db,
    sql`SELECT ${keyOf(grouping, sql`o.paid_at`, range)} AS k, count(*)::int AS n, sum(o.coins)::text AS amount
      FROM (${members}) m JOIN payment_orders o ON o.user_id = m.u
      WHERE o.status = 'paid' AND ${within(sql`o.paid_at`)} GROUP BY 1`,
  );
  for (const row of deposits) add(sums, row.k, { rechargeCount: row.n, rechargeAmount: BigInt(row.amount) });

  // Successful withdrawals by the time they completed.
  const draws = await rowsOf<{ k: string; n: number; amount: string }>(
    db,
    sql`SELECT ${keyOf(grouping, sql`w.completed_at`, range)} AS k, count(*)::int AS n, sum(w.amount)::text AS amount
      FROM (${members}) m JOIN withdrawals w ON w.user_id = m.u
      WHERE w.status = 'success' AND ${within(sql`w.completed_at`)} GROUP BY 1`,
  );
  for (const row of draws) add(sums, row.k, { withdrawCount: row.n, withdrawAmount: BigInt(row.amount) });

  const registrations = await rowsOf<{ k: string; n: number }>(
    db,
    sql`SELECT ${keyOf(grouping, sql`x.created_at`, range)} AS k, count(*)::int AS n
      FROM (${members}) m JOIN users x ON x.id = m.u
      WHERE ${within(sql`x.created_at`)} GROUP BY 1`,
  );
  for (const row of registrations) add(sums, row.k, { registrations: row.n });

  // Gifts: successful operator credits, by the time they were made (as the member's records show them).
  const gifts = await rowsOf<{ k: string; amount: string }>(
    db,
    sql`SELECT ${keyOf(grouping, sql`a.created_at`, range)} AS k, sum(a.amount)::text AS amount
      FROM (${members}) m JOIN adjustments a ON a.user_id = m.u
      WHERE a.status = 'success' AND a.amount > 0 AND ${within(sql`a.created_at`)} GROUP BY 1`,
  );
  for (const row of gifts) add(sums, row.k, { giftAmount: BigInt(row.amount) });

  // Transfers between an agent and a member of the group (the member is the one in the group).
  const transfers = await rowsOf<{ k: string; into: string; out: string }>(
    db,
    sql`SELECT ${keyOf(grouping, sql`t.created_at`, range)} AS k,
        COALESCE(sum(t.amount) FILTER (WHERE t.direction = 'to_member'), 0)::text AS into,
        COALESCE(sum(t.amount) FILTER (WHERE t.direction = 'from_member'), 0)::text AS out
      FROM (${members}) m JOIN agent_transfers t ON t.member_id = m.u
      WHERE ${within(sql`t.created_at`)} GROUP BY 1`,
  );
  for (const row of transfers) add(sums, row.k, { transferInAmount: BigInt(row.into), transferOutAmount: BigInt(row.out) });

  // Rebates paid to the group's own agent (the root, or the direct member) for periods in the range.
  const rebateOwner = grouping.kind === 'directMembers'
    ? sql`SELECT descendant_id AS g FROM team_paths WHERE ancestor_id = ${grouping.rootId} AND depth = 1`
    : sql`SELECT ${grouping.rootId}::int AS g`;
  const rebateKey = grouping.kind === 'days' ? sql`s.period::text` : sql`s.agent_id::text`;
  const rebates = await rowsOf<{ k: string; amount: string }>(
    db,
    sql`SELECT ${rebateKey} AS k, sum(s.amount)::text AS amount
      FROM (${rebateOwner}) o JOIN rebate_settlements s ON s.agent_id = o.g
      WHERE s.period >= ${range.from}::date AND s.period <= ${range.to}::date GROUP BY 1`,
  );
  for (const row of rebates) add(sums, row.k, { rebateAmount: BigInt(row.amount) });
}

/** Rounds: count, bet, win and the distinct members who played, per group key. */
async function roundSums(db: Reader, grouping: Grouping, range: ReportRange, sums: Sums): Promise<void> {
  const rows = await rowsOf<{ k: string; n: number; bet: string; win: string; active: number }>(
    db,
    sql`SELECT ${keyOf(grouping, sql`r.created_at`, range)} AS k, count(*)::int AS n, sum(r.bet)::text AS bet,
        sum(r.win)::text AS win, count(DISTINCT r.user_id)::int AS active
      FROM (${membersOf(grouping)}) m JOIN game_rounds r ON r.user_id = m.u
      WHERE r.created_at >= ${ts(range.fromUtc)} AND r.created_at < ${ts(range.untilUtc)} GROUP BY 1`,
  );
  for (const row of rows) {
    add(sums, row.k, { betCount: row.n, betAmount: BigInt(row.bet), winAmount: BigInt(row.win), activeUsers: row.active });
  }
}

/** The figures of each group key. */
export async function figureSums(db: Reader, grouping: Grouping, range: ReportRange): Promise<Sums> {
  const sums: Sums = new Map();
  await roundSums(db, grouping, range, sums);
  await otherSums(db, grouping, range, sums);
  return sums;
}

export interface PathStep {
  userId: number;
  account: string;
}

/** The chain from `callerId` down to `rootId` (both included), caller first. */
export async function pathDown(db: Reader, callerId: number, rootId: number): Promise<PathStep[]> {
  return rowsOf<PathStep>(
    db,
    sql`SELECT u.id AS "userId", u.account
      FROM team_paths up
      JOIN team_paths mine ON mine.ancestor_id = ${callerId} AND mine.descendant_id = up.ancestor_id
      JOIN users u ON u.id = up.ancestor_id
      WHERE up.descendant_id = ${rootId}
      ORDER BY up.depth DESC`,
  );
}

/** Size of the root's team (depth ≥ 1) and the current balances of its wallets. */
export async function teamNow(db: Reader, rootId: number): Promise<{ teamSize: number; teamBalance: bigint }> {
  const [row] = await rowsOf<{ size: number; balance: string }>(
    db,
    sql`SELECT count(*)::int AS size, COALESCE(sum(a.balance), 0)::text AS balance
      FROM team_paths p LEFT JOIN ledger_accounts a ON a.user_id = p.descendant_id AND a.kind = 'player_wallet'
      WHERE p.ancestor_id = ${rootId} AND p.depth >= 1`,
  );
  return { teamSize: row?.size ?? 0, teamBalance: BigInt(row?.balance ?? '0') };
}

export interface DirectMember {
  userId: number;
  account: string;
  isAgent: boolean;
  /** Members below this one. */
  teamSize: number;
}

/** Every direct member of the root with the size of their own team. */
export async function directMembers(db: Reader, rootId: number): Promise<DirectMember[]> {
  return rowsOf<DirectMember>(
    db,
    sql`SELECT u.id AS "userId", u.account, (u.agent_code IS NOT NULL) AS "isAgent",
        (SELECT count(*)::int FROM team_paths d WHERE d.ancestor_id = u.id AND d.depth >= 1) AS "teamSize"
      FROM team_paths m JOIN users u ON u.id = m.descendant_id
      WHERE m.ancestor_id = ${rootId} AND m.depth = 1`,
  );
}
