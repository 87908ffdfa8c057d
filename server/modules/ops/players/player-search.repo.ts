// The console's player search. Each field has an index that serves both exact and prefix matches
// (migration 0029: text_pattern_ops, so LIKE 'abc%' uses it whatever the collation); the query
// text never carries wildcards of its own (the contract refuses %, _ and \).
import { count, eq, like, sql, type SQL } from '../../../db/orm.ts';
import type { Db } from '../../../db/database.ts';
import { users } from '../../../db/schema.ts';

export type PlayerSearchField = 'account' | 'email' | 'phone' | 'id' | 'agentCode';

export interface PlayerSearch {
  field: PlayerSearchField;
  query: string;
  match: 'exact' | 'prefix';
  pageNum: number;
  pageSize: number;
}

export type UserRow = typeof users.$inferSelect;

function condition({ field, query, match }: PlayerSearch): SQL {
  const text = query.trim();
  const compare = (column: SQL, value: string) => (match === 'exact' ? eq(column, value) : like(column, `${value}%`));
  switch (field) {
    case 'account':
      return compare(sql`lower(${users.account})`, text.toLowerCase());
    case 'email':
      // Addresses are stored lowercased.
      return compare(sql`${users.email}`, text.toLowerCase());
    case 'phone':
      return compare(sql`${users.phone}`, text);
    case 'agentCode':
      // Codes are stored uppercased.
      return compare(sql`${users.agentCode}`, text.toUpperCase());
    case 'id':
      // An id is matched whole: a prefix of a number names no useful set of players.
      return eq(users.id, Number(text));
  }
}

/**
 * Results follow the searched index's own order (text_pattern_ops sorts with ~<~), so a page is the
 * index read up to the limit: ordering by id instead lets the planner walk the whole primary key
 * and filter, which on a large hall reads every player for a rare prefix.
 */
function ordering({ field }: PlayerSearch): SQL[] {
  switch (field) {
    case 'account':
      return [sql`lower(${users.account}) USING ~<~`, sql`${users.id}`];
    case 'email':
      return [sql`${users.email} USING ~<~`, sql`${users.id}`];
    case 'phone':
      return [sql`${users.phone} USING ~<~`, sql`${users.id}`];
    case 'agentCode':
      return [sql`${users.agentCode} USING ~<~`, sql`${users.id}`];
    case 'id':
      return [sql`${users.id}`];
  }
}

export async function searchPlayers(db: Db, search: PlayerSearch): Promise<{ rows: UserRow[]; total: number }> {
  const where = condition(search);
  // The page and the count are independent reads: side by side on two connections.
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...ordering(search))
      .limit(search.pageSize)
      .offset((search.pageNum - 1) * search.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The statement a search runs, for EXPLAIN in the tests and the bench. */
export function searchPlayersQuery(db: Db, search: PlayerSearch) {
  return db.select({ id: users.id }).from(users).where(condition(search)).orderBy(...ordering(search)).limit(search.pageSize);
}
