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

/** One aggregate per source, each as rows (part, k, n, a, b): part names the source, k the group key. */
function partsOf(grouping: Grouping, range: ReportRange): SQL[] {
  const within = (column: SQL) => sql`${column} >= ${ts(range.fromUtc)} AND ${column} < ${ts(range.untilUtc)}`;
  const key = (column: SQL) => keyOf(grouping, column, range);
  // Rebates are the group's own agent's (the root, or each direct member), for periods in the range.
  const rebateOwner =
    grouping.kind === 'directMembers'
      ? sql`SELECT descendant_id AS g FROM team_paths WHERE ancestor_id = ${grouping.rootId} AND depth = 1`
      : sql`SELECT ${grouping.rootId}::int AS g`;
  const rebateKey = grouping.kind === 'days' ? sql`s.period::text` : sql`s.agent_id::text`;
  return [
    // Rounds: count, bet, win and the distinct members who played.
    sql`SELECT 'rounds' AS part, ${key(sql`r.created_at`)} AS k, count(*)::int AS n, sum(r.bet)::text AS a, sum(r.win)::text AS b,
        count(DISTINCT r.user_id)::int AS c
      FROM m JOIN game_rounds r ON r.user_id = m.u WHERE ${within(sql`r.created_at`)} GROUP BY 2`,
    // Paid deposits by the time they were paid (coins credited).
    sql`SELECT 'deposits', ${key(sql`o.paid_at`)}, count(*)::int, sum(o.coins)::text, NULL, NULL
      FROM m JOIN payment_orders o ON o.user_id = m.u WHERE o.status = 'paid' AND ${within(sql`o.paid_at`)} GROUP BY 2`,
    // Successful withdrawals by the time they completed.
    sql`SELECT 'draws', ${key(sql`w.completed_at`)}, count(*)::int, sum(w.amount)::text, NULL, NULL
      FROM m JOIN withdrawals w ON w.user_id = m.u WHERE w.status = 'success' AND ${within(sql`w.completed_at`)} GROUP BY 2`,
    sql`SELECT 'registrations', ${key(sql`x.created_at`)}, count(*)::int, NULL, NULL, NULL
      FROM m JOIN users x ON x.id = m.u WHERE ${within(sql`x.created_at`)} GROUP BY 2`,
    // Gifts: successful operator credits, by the time they were made (as the member's records show them).
    sql`SELECT 'gifts', ${key(sql`j.created_at`)}, count(*)::int, sum(j.amount)::text, NULL, NULL
      FROM m JOIN adjustments j ON j.user_id = m.u WHERE j.status = 'success' AND j.amount > 0 AND ${within(sql`j.created_at`)} GROUP BY 2`,
    // Transfers between an agent and a member of the group (the member is the one in the group).
    sql`SELECT 'transfers', ${key(sql`t.created_at`)}, count(*)::int,
        COALESCE(sum(t.amount) FILTER (WHERE t.direction = 'to_member'), 0)::text,
        COALESCE(sum(t.amount) FILTER (WHERE t.direction = 'from_member'), 0)::text, NULL
      FROM m JOIN agent_transfers t ON t.member_id = m.u WHERE ${within(sql`t.created_at`)} GROUP BY 2`,
    sql`SELECT 'rebates', ${rebateKey}, count(*)::int, sum(s.amount)::text, NULL, NULL
      FROM (${rebateOwner}) o JOIN rebate_settlements s ON s.agent_id = o.g
      WHERE s.period >= ${range.from}::date AND s.period <= ${range.to}::date GROUP BY 2`,
  ];
}

interface PartRow {
  part: 'rounds' | 'deposits' | 'draws' | 'registrations' | 'gifts' | 'transfers' | 'rebates';
  k: string;
  n: number;
  a: string | null;
  b: string | null;
  c: number | null;
}

function figuresOf(row: PartRow): Partial<FigureSums> {
  const a = BigInt(row.a ?? '0');
  const b = BigInt(row.b ?? '0');
  switch (row.part) {
    case 'rounds':
      return { betCount: row.n, betAmount: a, winAmount: b, activeUsers: row.c ?? 0 };
    case 'deposits':
      return { rechargeCount: row.n, rechargeAmount: a };
    case 'draws':
      return { withdrawCount: row.n, withdrawAmount: a };
    case 'registrations':
      return { registrations: row.n };
    case 'gifts':
      return { giftAmount: a };
    case 'transfers':
      return { transferInAmount: a, transferOutAmount: b };
    case 'rebates':
      return { rebateAmount: a };
  }
}

/**
 * The figures of each group key (keys with nothing at all are absent), in one statement: the group's
 * members are found once and every source is summed against them.
 */
export async function figureSums(db: Reader, grouping: Grouping, range: ReportRange): Promise<Sums> {
  const rows = await rowsOf<PartRow>(
    db,
    sql`WITH m AS MATERIALIZED (${membersOf(grouping)}) ${sql.join(partsOf(grouping, range), sql` UNION ALL `)}`,
  );
  const sums: Sums = new Map();
  for (const row of rows) sums.set(row.k, { ...ZERO_SUMS, ...sums.get(row.k), ...figuresOf(row) });
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
