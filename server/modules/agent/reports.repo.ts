// The team reports' queries. Every figure is what the members' own rows (rounds, deposit orders,
// withdrawals, adjustments, agent transfers, users, wallets) say at the moment of asking, so a report
// is exact whenever it is read. Where the range allows it the figures come from the rollups plus the
// rows past their cursors (report-rollup.repo.ts); otherwise they are summed from the rows themselves
// against the team from the closure table. A report groups members:
// the root's team as one group (the cards), each direct member's subtree (the member rows), or the
// root's team split by the caller's calendar day (the chart).
import { sql, type SQL } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { rollupAnswers } from './report-rollup.fns.ts';
import { rolledEvents, rolledRounds, rolledTeamNow } from './report-rollup.repo.ts';
import { EVENTS_SOURCE, LEDGER_SOURCE, ROUNDS_SOURCE, WALLETS_SOURCE } from './report-rollup.service.ts';
import { ZERO_SUMS, type FigureSums, type ReportRange } from './reports.fns.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { rowsOf } from '../../db/rows.ts';

type Reader = Pick<Db, 'execute'>;

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

/**
 * One aggregate per source, each as rows (part, k, n, a, b, c): part names the source, k the group
 * key. `rounds` replaces the rounds' part, `events` the deposits', withdrawals', registrations',
 * gifts' and transfers' parts (read from the rollups) when given.
 */
function partsOf(grouping: Grouping, range: ReportRange, rounds: SQL | null, events: SQL | null): SQL[] {
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
    rounds ??
      sql`SELECT 'rounds' AS part, ${key(sql`r.created_at`)} AS k, count(*)::int AS n, sum(r.bet)::text AS a, sum(r.win)::text AS b,
        count(DISTINCT r.user_id)::int AS c
      FROM m JOIN game_rounds r ON r.user_id = m.u WHERE ${within(sql`r.created_at`)} GROUP BY 2`,
    ...(events
      ? [events]
      : [
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
        ]),
    sql`SELECT 'rebates', ${rebateKey}, count(*)::int, sum(s.amount)::text, NULL, NULL
      FROM (${rebateOwner}) o JOIN rebate_settlements s ON s.agent_id = o.g
      WHERE s.period >= ${range.from}::date AND s.period <= ${range.to}::date GROUP BY 2`,
  ];
}

interface PartRow {
  part: 'rounds' | 'deposits' | 'draws' | 'registrations' | 'gifts' | 'transfers' | 'rebates' | 'now' | 'cursors';
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
    default:
      return {};
  }
}

/** The rollup cursors as one text (`source:lastId:zone,…` by source). */
const CURSORS_NOW = sql`(SELECT COALESCE(string_agg(source || ':' || last_id || ':' || time_zone, ',' ORDER BY source), '') FROM report_rollup_cursors)`;

interface Cursors {
  key: string;
  /** Rounds rolled up to this id, in `roundsZone`'s days. */
  rounds: number;
  roundsZone: string | null;
  events: number;
  ledger: number;
  wallets: number;
}

function parseCursors(key: string): Cursors {
  const cursors: Cursors = { key, rounds: 0, roundsZone: null, events: 0, ledger: 0, wallets: 0 };
  for (const item of key ? key.split(',') : []) {
    const [source, last, zone] = item.split(':');
    if (source === ROUNDS_SOURCE) Object.assign(cursors, { rounds: Number(last), roundsZone: zone ?? null });
    if (source === EVENTS_SOURCE) cursors.events = Number(last);
    if (source === LEDGER_SOURCE) cursors.ledger = Number(last);
    if (source === WALLETS_SOURCE) cursors.wallets = Number(last);
  }
  return cursors;
}

async function readCursors(db: Reader): Promise<Cursors> {
  const [row] = await rowsOf<{ key: string }>(db, sql`SELECT ${CURSORS_NOW} AS key`);
  return parseCursors(row?.key ?? '');
}

/**
 * The statement's parts for the cursors `c`: rounds and events from the rollups where the range
 * allows it (else summed from the members' rows), and the team's size and balance when asked.
 */
export function statementOf(grouping: Grouping, range: ReportRange, zone: string, c: Cursors, withNow: boolean): { parts: SQL } {
  const rounds = rollupAnswers(range, zone) && c.rounds > 0 && c.roundsZone === zone ? rolledRounds(grouping, range, c) : null;
  // Event hours are UTC hours: they answer every caller whose days start on whole hours, and
  // before the job's first run the cursor is 0 and every event is read past it.
  const events = eventHoursAnswer(range) ? rolledEvents(grouping, range, c) : null;
  const list = partsOf(grouping, range, rounds, events);
  if (withNow) list.push(sql`SELECT 'now', ${grouping.rootId}::int::text, t.size, t.balance, NULL, NULL FROM (${rolledTeamNow(grouping.rootId, c)}) t`);
  const parts = sql.join(list, sql` UNION ALL `);
  // The members are only looked up when a part sums the members' own rows.
  if (rounds && events) return { parts };
  return { parts: sql`WITH m AS MATERIALIZED (${membersOf(grouping)}) ${parts}` };
}

/**
 * The rows of the report's statement, in one repeatable-read transaction with the cursors it uses
 * (the rollups and the cursors of one moment), without JIT: on a large team the planner's guesses
 * pass JIT's cost threshold, and compiling then costs seconds where the statement takes milliseconds.
 */
async function readParts(db: Pick<Db, 'transaction'>, grouping: Grouping, range: ReportRange, zone: string, withNow: boolean): Promise<PartRow[]> {
  return transactionWithRetry(db, 
    async (tx) => {
      await tx.execute(sql`SET LOCAL jit = off`);
      return rowsOf<PartRow>(tx, statementOf(grouping, range, zone, await readCursors(tx), withNow).parts);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

function sumsOf(rows: PartRow[]): Sums {
  const sums: Sums = new Map();
  for (const row of rows) if (row.part !== 'now') sums.set(row.k, { ...ZERO_SUMS, ...sums.get(row.k), ...figuresOf(row) });
  return sums;
}

/** The figures of each group key (keys with nothing at all are absent). */
export async function figureSums(db: Reader & Pick<Db, 'transaction'>, grouping: Grouping, range: ReportRange, zone: string): Promise<Sums> {
  return sumsOf(await readParts(db, grouping, range, zone, false));
}

/** The cards of the root's team, with the size and balance of the team now, in one statement. */
export async function teamFigures(
  db: Reader & Pick<Db, 'transaction'>,
  rootId: number,
  range: ReportRange,
  zone: string,
): Promise<{ sums: FigureSums; teamSize: number; teamBalance: bigint }> {
  const rows = await readParts(db, { kind: 'team', rootId }, range, zone, true);
  const now = rows.find((row) => row.part === 'now');
  return { sums: sumsOf(rows).get(String(rootId)) ?? ZERO_SUMS, teamSize: now?.n ?? 0, teamBalance: BigInt(now?.a ?? '0') };
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

/** Whether the hourly event rollups can answer the range: the caller's days start on whole UTC hours. */
export function eventHoursAnswer(range: Pick<ReportRange, 'tzOffsetMinutes'>): boolean {
  return range.tzOffsetMinutes % 60 === 0;
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
