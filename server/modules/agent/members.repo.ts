// The agent's team as a list: one page of the caller's subtree from the closure table
// (team_paths), direct members first, then newest first. "Newest" is the user id, which follows
// registration order, so the order and the count come from the index team_paths_ancestor_depth_idx
// alone: the users table is read only for the page's rows (or, with an account filter, for the
// rows the filter must look at). The page rows' subtree sizes and balances come from one grouped
// query over the page's subtrees, so their cost grows with those subtrees, not with the team.
import { sql, type SQL } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';

type Executor = Pick<Db, 'execute'>;

export interface TeamMemberFilter {
  /** Part of the account, matched case-insensitively (letters and digits only, per the contract). */
  account?: string;
  /** Levels below the caller (1 = direct members). */
  level?: number;
}

/** One row as the SQL answers it: bigints as text, times as the driver gives them. */
export interface TeamMemberRow {
  userId: number;
  account: string;
  level: number;
  teamName: string;
  isAgent: boolean;
  teamSize: number | string;
  lastLoginAt: Date | string | null;
  registeredAt: Date | string;
  userBalance: string;
  teamBalance: string;
}

/** The caller's paths below them that the filter keeps (alias tp for team_paths, u for the member). */
function memberWhere(agentId: number, filter: TeamMemberFilter): SQL {
  const conditions: SQL[] = [sql`tp.ancestor_id = ${agentId}`, sql`tp.depth >= 1`];
  if (filter.level !== undefined) conditions.push(sql`tp.depth = ${filter.level}`);
  if (filter.account) conditions.push(sql`strpos(lower(u.account), lower(${filter.account})) > 0`);
  return sql.join(conditions, sql` AND `);
}

/** team_paths alone, or joined to the member's row when the account filter needs it. */
const fromPaths = (filter: TeamMemberFilter) => (filter.account ? sql`team_paths tp JOIN users u ON u.id = tp.descendant_id` : sql`team_paths tp`);

/**
 * The rows of `page` (a query answering "id" and "depth", ordered and limited) with what the list
 * shows: account, team name (the referrer's account), subtree size and balances.
 */
function withFigures(page: SQL): SQL {
  return sql`
    WITH page AS (${page}),
    figures AS (
      SELECT s.ancestor_id AS id, count(*) - 1 AS team_size, COALESCE(sum(w.balance), 0) AS team_balance
      FROM team_paths s LEFT JOIN ledger_accounts w ON w.user_id = s.descendant_id AND w.kind = 'player_wallet'
      WHERE s.ancestor_id IN (SELECT id FROM page)
      GROUP BY s.ancestor_id
    )
    SELECT u.id AS "userId", u.account AS "account", page.depth AS "level", r.account AS "teamName",
      (u.agent_code IS NOT NULL) AS "isAgent", u.last_login_at AS "lastLoginAt", u.created_at AS "registeredAt",
      f.team_size::int AS "teamSize", COALESCE(own.balance, 0)::text AS "userBalance", f.team_balance::text AS "teamBalance"
    FROM page
    JOIN users u ON u.id = page.id
    JOIN users r ON r.id = u.referrer_id
    JOIN figures f ON f.id = page.id
    LEFT JOIN ledger_accounts own ON own.code = 'player:' || page.id || ':wallet'
    ORDER BY (page.depth = 1) DESC, page.id DESC`;
}

export async function findTeamMembers(
  db: Executor,
  agentId: number,
  filter: TeamMemberFilter,
  page: { limit: number; offset: number },
): Promise<TeamMemberRow[]> {
  const pageRows = sql`
    SELECT tp.descendant_id AS id, tp.depth AS depth
    FROM ${fromPaths(filter)}
    WHERE ${memberWhere(agentId, filter)}
    ORDER BY (tp.depth = 1) DESC, tp.descendant_id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
  return rowsOf<TeamMemberRow>(db, withFigures(pageRows));
}

export async function countTeamMembers(db: Executor, agentId: number, filter: TeamMemberFilter): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(db, sql`SELECT count(*)::int AS n FROM ${fromPaths(filter)} WHERE ${memberWhere(agentId, filter)}`);
  return Number(row?.n ?? 0);
}

/** One member of the agent's subtree as the list shows it (undefined when not in it). */
export async function findTeamMember(db: Executor, agentId: number, memberId: number): Promise<TeamMemberRow | undefined> {
  const row = sql`
    SELECT tp.descendant_id AS id, tp.depth AS depth
    FROM team_paths tp
    WHERE tp.ancestor_id = ${agentId} AND tp.descendant_id = ${memberId} AND tp.depth >= 1`;
  const [found] = await rowsOf<TeamMemberRow>(db, withFigures(row));
  return found;
}
