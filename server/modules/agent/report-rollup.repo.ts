// A report's figures read from the rollups (report-rollup.service.ts) plus the rows past each cursor
// read live, so a report is as exact and as current as one summed from every row. The caller runs
// these with the cursors of the same snapshot (reports.repo.ts): the rollups and the cursors are then
// of the same moment, and no row is counted twice or missed.
import { sql, type SQL } from '../../db/orm.ts';
import type { ReportRange } from './reports.fns.ts';
import type { Grouping } from './reports.repo.ts';

const ts = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The cursors a statement reads past: rounds, report events and ledger transfers rolled up to these ids. */
export interface TailCursors {
  rounds: number;
  events: number;
  ledger: number;
  /** Ledger accounts whose wallets are in team_wallet_bits. */
  wallets: number;
}

/**
 * Who of the rows past the cursors is in the root's team (depth ≥ 1), without a closure-table probe
 * per row: CTEs `tb` (the root's member bits, one row per 1024 user ids) and `nm` (members registered
 * past the events cursor, whose bits the job has not set yet; found through the registrations only),
 * the join of a row's user to `tb`, and the test. The tail is hash-joined to the root's few bit rows.
 */
export function teamTest(rootId: number, eventsCursor: number) {
  return {
    ctes: sql`tb AS MATERIALIZED (SELECT chunk, bits FROM team_member_bits WHERE ancestor_id = ${rootId}),
      nm AS MATERIALIZED (SELECT e.user_id FROM report_events e
        JOIN team_paths p ON p.ancestor_id = ${rootId} AND p.descendant_id = e.user_id AND p.depth >= 1
        WHERE e.id > ${eventsCursor} AND e.registrations > 0)`,
    join: (user: SQL) => sql`LEFT JOIN tb ON tb.chunk = ${user} >> 10`,
    test: (user: SQL) => sql`(get_bit(tb.bits, ${user} & 1023) = 1 OR ${user} IN (SELECT user_id FROM nm))`,
  };
}

/**
 * Rows (part, k, n, a, b, c) as reports.repo.ts's parts for deposits, withdrawals, registrations,
 * gifts and transfers: the groups' hours from team_event_hours plus the report events past the
 * cursor, and for member rows the direct member's own events (in no rollup of theirs). The hours are
 * UTC hours, so this answers any caller whose days start on whole UTC hours.
 */
export function rolledEvents(grouping: Grouping, range: ReportRange, cursors: Pick<TailCursors, 'events'>): SQL {
  const rootId = grouping.rootId;
  const lastId = cursors.events;
  const team = teamTest(rootId, lastId);
  const within = (column: SQL) => sql`${column} >= ${ts(range.fromUtc)} AND ${column} < ${ts(range.untilUtc)}`;
  const key = (column: SQL) =>
    grouping.kind === 'days'
      ? sql`to_char((${column} AT TIME ZONE 'UTC') + make_interval(mins => ${range.tzOffsetMinutes}::int), 'YYYY-MM-DD')`
      : sql`${rootId}::int::text`;
  const figures = (t: string) =>
    sql.raw(`${t}.deposits AS dn, ${t}.deposit_coins AS da, ${t}.draws AS wn, ${t}.draw_amount AS wa, ${t}.registrations AS rn, ${t}.gift_amount AS ga, ${t}.transfer_in AS ti, ${t}.transfer_out AS tout`);
  const sums = sql.raw(
    'sum(deposits) AS dn, sum(deposit_coins) AS da, sum(draws) AS wn, sum(draw_amount) AS wa, sum(registrations) AS rn, sum(gift_amount) AS ga, sum(transfer_in) AS ti, sum(transfer_out) AS tout',
  );
  const tail = sql`e.id > ${lastId} AND ${within(sql`e.at`)}`;
  let rows: SQL;
  if (grouping.kind === 'directMembers') {
    // Each direct member's team (rolled under the member, through its primary key), the member's own
    // events (all of them, through report_events_user_idx), and the team's events past the cursor
    // under the direct member above them.
    rows = sql`WITH gs AS (SELECT descendant_id AS a FROM team_paths WHERE ancestor_id = ${rootId} AND depth = 1)
      SELECT gs.a::text AS k, h.* FROM gs CROSS JOIN LATERAL (
        SELECT ${sums} FROM team_event_hours WHERE ancestor_id = gs.a AND ${within(sql`hour`)}) h
      UNION ALL
      SELECT gs.a::text, o.* FROM gs CROSS JOIN LATERAL (
        SELECT ${sums} FROM report_events WHERE user_id = gs.a AND ${within(sql`at`)}) o
      UNION ALL
      SELECT up.ancestor_id::text, ${figures('e')} FROM report_events e
        JOIN team_paths p ON p.ancestor_id = ${rootId} AND p.descendant_id = e.user_id AND p.depth >= 2
        JOIN team_paths up ON up.descendant_id = e.user_id AND up.depth = p.depth - 1
        WHERE ${tail}`;
  } else {
    rows = sql`SELECT ${key(sql`h.hour`)} AS k, ${figures('h')} FROM team_event_hours h WHERE h.ancestor_id = ${rootId} AND ${within(sql`h.hour`)}
      UNION ALL
      SELECT ${key(sql`e.at`)}, ${figures('e')} FROM report_events e ${team.join(sql`e.user_id`)}
        WHERE ${tail} AND ${team.test(sql`e.user_id`)}`;
  }
  return sql`SELECT part, k, n, a, b, NULL::int AS c FROM (
    WITH ${grouping.kind === 'directMembers' ? sql`` : sql`${team.ctes},`} ev AS (
      SELECT k, COALESCE(sum(dn), 0) AS dn, COALESCE(sum(da), 0) AS da, COALESCE(sum(wn), 0) AS wn, COALESCE(sum(wa), 0) AS wa,
        COALESCE(sum(rn), 0) AS rn, COALESCE(sum(ga), 0) AS ga, COALESCE(sum(ti), 0) AS ti, COALESCE(sum(tout), 0) AS tout
      FROM (${rows}) x GROUP BY k)
    SELECT 'deposits' AS part, k, dn::int AS n, da::text AS a, NULL::text AS b FROM ev
    UNION ALL SELECT 'draws', k, wn::int, wa::text, NULL FROM ev
    UNION ALL SELECT 'registrations', k, rn::int, NULL, NULL FROM ev
    UNION ALL SELECT 'gifts', k, 0, ga::text, NULL FROM ev
    UNION ALL SELECT 'transfers', k, 0, ti::text, tout::text FROM ev
  ) y`;
}

/**
 * The size of the root's team (depth ≥ 1) and the balance of its player wallets now: team_totals
 * plus the registrations and ledger transfers past their cursors (a transfer's account tested
 * against the team's wallet bits, not looked up). Run in one repeatable-read transaction with the
 * cursors' reading.
 */
export function rolledTeamNow(rootId: number, cursors: Pick<TailCursors, 'events' | 'ledger' | 'wallets'>): SQL {
  const team = (column: SQL) => sql`team_paths p ON p.ancestor_id = ${rootId} AND p.descendant_id = ${column} AND p.depth >= 1`;
  // The team's wallets: their bits (`wb`), and wallets opened past the accounts cursor (`nw`, few).
  return sql`WITH wb AS MATERIALIZED (SELECT chunk, bits FROM team_wallet_bits WHERE ancestor_id = ${rootId}),
      nw AS MATERIALIZED (SELECT a.id FROM ledger_accounts a JOIN ${team(sql`a.user_id`)}
        WHERE a.id > ${cursors.wallets} AND a.kind = 'player_wallet')
    SELECT
      (COALESCE((SELECT members FROM team_totals WHERE ancestor_id = ${rootId}), 0)
        + COALESCE((SELECT sum(e.registrations) FROM report_events e JOIN ${team(sql`e.user_id`)}
            WHERE e.id > ${cursors.events} AND e.registrations <> 0), 0))::int AS size,
      (COALESCE((SELECT balance FROM team_totals WHERE ancestor_id = ${rootId}), 0)
        -- Per account first: the house and the clearing accounts are in most transfers.
        + COALESCE((SELECT sum(x.delta) FROM (
            SELECT account_id, sum(delta) AS delta FROM (
              SELECT to_account_id AS account_id, amount AS delta FROM ledger_transfers WHERE id > ${cursors.ledger}
              UNION ALL
              SELECT from_account_id, -amount FROM ledger_transfers WHERE id > ${cursors.ledger}) d GROUP BY 1) x
          LEFT JOIN wb ON wb.chunk = x.account_id >> 10
          WHERE get_bit(wb.bits, x.account_id & 1023) = 1 OR x.account_id IN (SELECT id FROM nw)), 0))::text AS balance`;
}

/**
 * Rows ('rounds', k, n, a, b, c) as reports.repo.ts's parts: round count, bets, wins and distinct
 * members who played, per group key. Only for ranges `rollupAnswers` accepts (whole UTC hours, the
 * hall's days), so whole hour rows and whole play days cover the range.
 */
export function rolledRounds(grouping: Grouping, range: ReportRange, cursors: Pick<TailCursors, 'rounds' | 'events'>): SQL {
  const rootId = grouping.rootId;
  const lastId = cursors.rounds;
  const members = teamTest(rootId, cursors.events);
  const within = (column: SQL) => sql`${column} >= ${ts(range.fromUtc)} AND ${column} < ${ts(range.untilUtc)}`;
  const dayOf = (column: SQL) => sql`to_char((${column} AT TIME ZONE 'UTC') + make_interval(mins => ${range.tzOffsetMinutes}::int), 'YYYY-MM-DD')`;
  const from = sql`${range.from}::date`;
  const to = sql`${range.to}::date`;
  const tail = sql`r.id > ${lastId} AND ${within(sql`r.created_at`)}`;
  // Who of the tail's members `lv` played in days [from, to] before it: their bits in player_day_bits
  // (member_play_days as bits), read for the tail's chunks only.
  const playedBefore = sql`pd AS MATERIALIZED (SELECT chunk, bit_or(bits) AS bits FROM player_day_bits
      WHERE chunk IN (SELECT DISTINCT user_id >> 10 FROM lv) AND day >= ${from} AND day <= ${to} GROUP BY chunk)`;
  const notPlayedBefore = (user: SQL) => sql`COALESCE(get_bit(pd.bits, ${user} & 1023), 0) = 0`;

  if (grouping.kind === 'days') {
    // The team of the root, one key per day: a member counts as active on each day they played.
    return sql`SELECT 'rounds' AS part, k, sum(n)::int AS n, sum(a)::text AS a, sum(b)::text AS b, sum(c)::int AS c FROM (
      WITH ${members.ctes},
      lv AS (SELECT r.user_id, ${dayOf(sql`r.created_at`)} AS k, r.bet, r.win FROM game_rounds r ${members.join(sql`r.user_id`)}
        WHERE ${tail} AND ${members.test(sql`r.user_id`)}),
      -- The tail's members and days already in member_play_days (as bits, for the tail's chunks and days).
      pd AS MATERIALIZED (SELECT chunk, day, bits FROM player_day_bits
        WHERE chunk IN (SELECT DISTINCT user_id >> 10 FROM lv) AND day IN (SELECT DISTINCT k::date FROM lv))
      SELECT ${dayOf(sql`h.hour`)} AS k, sum(h.bet_count) AS n, sum(h.bet_amount) AS a, sum(h.win_amount) AS b, 0 AS c
        FROM team_round_hours h WHERE h.ancestor_id = ${rootId} AND ${within(sql`h.hour`)} GROUP BY 1
      UNION ALL
      SELECT to_char(d.day, 'YYYY-MM-DD'), 0, 0, 0, sum(d.members)
        FROM team_active_days d WHERE d.ancestor_id = ${rootId} AND d.day >= ${from} AND d.day <= ${to} GROUP BY 1
      UNION ALL
      SELECT k, count(*), sum(bet), sum(win), 0 FROM lv GROUP BY 1
      UNION ALL
      SELECT t.k, 0, 0, 0, count(*) FROM (SELECT DISTINCT user_id, k FROM lv) t
        LEFT JOIN pd ON pd.chunk = t.user_id >> 10 AND pd.day = t.k::date
        WHERE ${notPlayedBefore(sql`t.user_id`)}
        GROUP BY 1
    ) x GROUP BY k`;
  }

  // Groups: the root's team (rolled under the root), or each direct member m's team (rolled under m)
  // and m's own rounds. `g` is the group's key, `a` the ancestor whose rollups hold the group's team.
  const groups =
    grouping.kind === 'team'
      ? sql`SELECT ${rootId}::int AS a`
      : sql`SELECT descendant_id AS a FROM team_paths WHERE ancestor_id = ${rootId} AND depth = 1`;
  // Live rounds of the groups' teams: the member r.user_id and the group it is in.
  const live =
    grouping.kind === 'team'
      ? sql`SELECT ${rootId}::int AS g, r.user_id, r.bet, r.win FROM game_rounds r ${members.join(sql`r.user_id`)}
          WHERE ${tail} AND ${members.test(sql`r.user_id`)}`
      : // The direct member above r.user_id is its ancestor one level below the root.
        sql`SELECT up.ancestor_id AS g, r.user_id, r.bet, r.win FROM game_rounds r
          JOIN team_paths p ON p.ancestor_id = ${rootId} AND p.descendant_id = r.user_id AND p.depth >= 2
          JOIN team_paths up ON up.descendant_id = r.user_id AND up.depth = p.depth - 1 WHERE ${tail}`;
  // A direct member's own rounds are in no rollup of theirs (a team is depth ≥ 1): read them all.
  const own =
    grouping.kind === 'directMembers'
      ? sql`UNION ALL
        SELECT gs.a, o.n, o.a, o.b, o.c FROM gs CROSS JOIN LATERAL (
          SELECT count(*) AS n, sum(r.bet) AS a, sum(r.win) AS b, count(DISTINCT r.user_id) AS c
          FROM game_rounds r WHERE r.user_id = gs.a AND ${within(sql`r.created_at`)}) o`
      : sql``;
  return sql`SELECT 'rounds' AS part, k::text AS k, sum(n)::int AS n, sum(a)::text AS a, sum(b)::text AS b, sum(c)::int AS c FROM (
    WITH ${grouping.kind === 'team' ? sql`${members.ctes},` : sql``} gs AS (${groups}), lv AS (${live}), ${playedBefore}
    -- LATERAL: each group's rows through the primary key (a join would scan millions of rollup rows).
    SELECT gs.a AS k, h.n, h.a, h.b, 0 AS c FROM gs CROSS JOIN LATERAL (
      SELECT sum(bet_count) AS n, sum(bet_amount) AS a, sum(win_amount) AS b
      FROM team_round_hours WHERE ancestor_id = gs.a AND ${within(sql`hour`)}) h
    UNION ALL
    -- Each member once, on their first play day in the range (the previous one is before it).
    SELECT gs.a, 0, 0, 0, d.c FROM gs CROSS JOIN LATERAL (
      SELECT sum(members) AS c FROM team_active_days
      WHERE ancestor_id = gs.a AND day >= ${from} AND day <= ${to} AND prev_day < ${from}) d
    UNION ALL
    SELECT g, count(*), sum(bet), sum(win), 0 FROM lv GROUP BY 1
    UNION ALL
    -- Members who played only past the cursor within the range.
    SELECT g, 0, 0, 0, count(DISTINCT user_id) FROM lv LEFT JOIN pd ON pd.chunk = lv.user_id >> 10
      WHERE ${notPlayedBefore(sql`lv.user_id`)}
      GROUP BY 1
    ${own}
  ) x GROUP BY k`;
}
