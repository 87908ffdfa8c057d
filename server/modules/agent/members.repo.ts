// The agent's team as a list: one page of the caller's subtree from the closure table
// (team_paths), newest registrations first with direct members ahead of everyone else, and for
// the page's rows only their own subtree's size and balances. The filter and the ordering run over
// the caller's paths (index team_paths_ancestor_depth_idx) joined to users by primary key; the
// per-row figures are correlated subqueries, so their cost grows with the page, not the team.
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';

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

async function rowsOf<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The caller's paths below them that the filter keeps (alias tp for team_paths, u for the member). */
function memberWhere(agentId: number, filter: TeamMemberFilter): SQL {
  const conditions: SQL[] = [sql`tp.ancestor_id = ${agentId}`, sql`tp.depth >= 1`];
  if (filter.level !== undefined) conditions.push(sql`tp.depth = ${filter.level}`);
  if (filter.account) conditions.push(sql`strpos(lower(u.account), lower(${filter.account})) > 0`);
  return sql.join(conditions, sql` AND `);
}

/** Subtree size and balances of each row of `page` (a subquery naming "userId"). */
function withFigures(page: SQL): SQL {
  return sql`
    SELECT page."userId", page."account", page."level", r.account AS "teamName", page."isAgent",
      page."lastLoginAt", page."registeredAt",
      (SELECT count(*) FROM team_paths s WHERE s.ancestor_id = page."userId" AND s.depth >= 1)::int AS "teamSize",
      COALESCE((SELECT w.balance FROM ledger_accounts w WHERE w.code = 'player:' || page."userId" || ':wallet'), 0)::text AS "userBalance",
      COALESCE((SELECT sum(w.balance) FROM team_paths s JOIN ledger_accounts w ON w.user_id = s.descendant_id AND w.kind = 'player_wallet'
                WHERE s.ancestor_id = page."userId"), 0)::text AS "teamBalance"
    FROM (${page}) AS page
    JOIN users r ON r.id = page."referrerId"
    ORDER BY page."direct" DESC, page."registeredAt" DESC, page."userId" DESC`;
}

const memberColumns = sql`u.id AS "userId", u.account AS "account", tp.depth AS "level", u.referrer_id AS "referrerId",
  (u.agent_code IS NOT NULL) AS "isAgent", u.last_login_at AS "lastLoginAt", u.created_at AS "registeredAt",
  (tp.depth = 1) AS "direct"`;

export async function findTeamMembers(
  db: Executor,
  agentId: number,
  filter: TeamMemberFilter,
  page: { limit: number; offset: number },
): Promise<TeamMemberRow[]> {
  const pageRows = sql`
    SELECT ${memberColumns}
    FROM team_paths tp JOIN users u ON u.id = tp.descendant_id
    WHERE ${memberWhere(agentId, filter)}
    ORDER BY (tp.depth = 1) DESC, u.created_at DESC, u.id DESC
    LIMIT ${page.limit} OFFSET ${page.offset}`;
  return rowsOf<TeamMemberRow>(db, withFigures(pageRows));
}

export async function countTeamMembers(db: Executor, agentId: number, filter: TeamMemberFilter): Promise<number> {
  // Without an account filter the users table is not needed at all: the index alone answers.
  const from = filter.account ? sql`team_paths tp JOIN users u ON u.id = tp.descendant_id` : sql`team_paths tp`;
  const [row] = await rowsOf<{ n: number | string }>(db, sql`SELECT count(*)::int AS n FROM ${from} WHERE ${memberWhere(agentId, filter)}`);
  return Number(row?.n ?? 0);
}

/** One member of the agent's subtree as the list shows it (undefined when not in it). */
export async function findTeamMember(db: Executor, agentId: number, memberId: number): Promise<TeamMemberRow | undefined> {
  const row = sql`
    SELECT ${memberColumns}
    FROM team_paths tp JOIN users u ON u.id = tp.descendant_id
    WHERE tp.ancestor_id = ${agentId} AND tp.descendant_id = ${memberId} AND tp.depth >= 1`;
  const [found] = await rowsOf<TeamMemberRow>(db, withFigures(row));
  return found;
}
