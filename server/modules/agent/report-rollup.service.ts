// The team reports' rollup job: adds the rounds past the cursor to every ancestor's figures (bets
// per UTC hour, and the members' play days for the exact count of active members), the report
// events past theirs (deposits, withdrawals, gifts, agent transfers, registrations per UTC hour and
// the team's size and the members' bits), the ledger transfers past theirs (the balance of the
// team's player wallets) and the ledger accounts past theirs (the team's wallets as bits).
// Any number of processes may run it at once: each batch happens in one transaction that holds the
// source's cursor row FOR UPDATE and moves it past the batch's ids, so a row is added once, by
// whoever got the row. All three sources are append-only, which is what makes an id cursor enough.
import { sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import { rowsOf } from '../../db/rows.ts';

export const ROUNDS_SOURCE = 'game_rounds';
export const EVENTS_SOURCE = 'report_events';
export const LEDGER_SOURCE = 'ledger_transfers';
export const WALLETS_SOURCE = 'ledger_accounts';
/** The time zone recorded with the event and ledger cursors: their rollups are per UTC hour, or not timed. */
const NO_ZONE = 'UTC';
/** Round ids one transaction rolls at most: bounded work per transaction on a long backlog. */
export const ROLLUP_BATCH_ROUNDS = 100_000;

type Runner = Pick<Db, 'execute' | 'transaction'>;

/**
 * The highest round id below which no round can still appear. Ids are handed out before commit,
 * so a round with a lower id may still be in flight: a brief SHARE lock waits for every
 * transaction that is inserting rounds (and holds new ones back for that moment).
 */
async function committedCeiling(db: Runner, table: typeof ROUNDS_SOURCE | typeof EVENTS_SOURCE | typeof LEDGER_SOURCE | typeof WALLETS_SOURCE): Promise<number> {
  return transactionWithRetry(db, async (tx) => {
    await tx.execute(sql`LOCK TABLE ${sql.identifier(table)} IN SHARE MODE`);
    const [row] = await rowsOf<{ id: string | null }>(tx, sql`SELECT max(id)::text AS id FROM ${sql.identifier(table)}`);
    return Number(row?.id ?? 0);
  });
}

export interface RollupResult {
  /** Rounds added to the rollups by this run (0 when another process had already done it). */
  rounds: number;
  /** Batches of rounds this run added. */
  batches: number;
  lastId: number;
  /** Report events, ledger transfers and ledger accounts added by this run. */
  events: number;
  ledgerTransfers: number;
  accounts: number;
}

/** Adds rounds with ids in (cursor, min(ceiling, cursor + batch)] in one transaction; answers the rounds added. */
async function rollOneBatch(db: Runner, ceiling: number, zone: string, batchRounds: number): Promise<{ rounds: number; lastId: number; done: boolean; moved: boolean }> {
  return transactionWithRetry(db, async (tx) => {
    await tx.execute(sql`INSERT INTO report_rollup_cursors (source, last_id, time_zone) VALUES (${ROUNDS_SOURCE}, 0, ${zone}) ON CONFLICT DO NOTHING`);
    const [cursor] = await rowsOf<{ last: string; zone: string }>(
      tx,
      sql`SELECT last_id::text AS last, time_zone AS zone FROM report_rollup_cursors WHERE source = ${ROUNDS_SOURCE} FOR UPDATE`,
    );
    let last = Number(cursor!.last);
    if (cursor!.zone !== zone) {
      // Play days were counted in another zone: start again from the first round.
      await tx.execute(sql`DELETE FROM team_round_hours`);
      await tx.execute(sql`DELETE FROM member_play_days`);
      await tx.execute(sql`DELETE FROM team_active_days`);
      await tx.execute(sql`DELETE FROM player_day_bits`);
      last = 0;
    }
    const upper = Math.min(ceiling, last + batchRounds);
    if (upper <= last) {
      if (cursor!.zone !== zone) await tx.execute(sql`UPDATE report_rollup_cursors SET last_id = 0, time_zone = ${zone} WHERE source = ${ROUNDS_SOURCE}`);
      return { rounds: 0, lastId: last, done: true, moved: false };
    }
    const [counted] = await rowsOf<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM game_rounds WHERE id > ${last} AND id <= ${upper}`);

    // Bets, wins and rounds per ancestor and UTC hour.
    await tx.execute(sql`
      INSERT INTO team_round_hours AS t (ancestor_id, hour, bet_count, bet_amount, win_amount)
      SELECT p.ancestor_id, date_trunc('hour', r.created_at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', count(*)::int, sum(r.bet), sum(r.win)
      FROM game_rounds r JOIN team_paths p ON p.descendant_id = r.user_id AND p.depth >= 1
      WHERE r.id > ${last} AND r.id <= ${upper}
      GROUP BY 1, 2
      ON CONFLICT (ancestor_id, hour) DO UPDATE SET
        bet_count = t.bet_count + excluded.bet_count,
        bet_amount = t.bet_amount + excluded.bet_amount,
        win_amount = t.win_amount + excluded.win_amount`);

    // Play days: a new day of a member changes the chain of (day, previous day) pairs of that member;
    // the ancestors' counts take the difference between the member's chain before and after.
    await tx.execute(sql`
      WITH batch AS (
        SELECT DISTINCT r.user_id, (r.created_at AT TIME ZONE ${zone})::date AS day
        FROM game_rounds r WHERE r.id > ${last} AND r.id <= ${upper}),
      fresh AS (
        SELECT b.user_id, b.day FROM batch b
        WHERE NOT EXISTS (SELECT 1 FROM member_play_days d WHERE d.user_id = b.user_id AND d.day = b.day)),
      touched AS (SELECT DISTINCT user_id FROM fresh),
      before AS (SELECT d.user_id, d.day FROM member_play_days d JOIN touched USING (user_id)),
      chains AS (
        SELECT user_id, day, COALESCE(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity'::date) AS prev, -1 AS sign FROM before
        UNION ALL
        SELECT user_id, day, COALESCE(lag(day) OVER (PARTITION BY user_id ORDER BY day), '-infinity'::date), 1
        FROM (SELECT user_id, day FROM before UNION ALL SELECT user_id, day FROM fresh) after),
      changed AS (
        SELECT user_id, day, prev, sum(sign)::int AS n FROM chains GROUP BY 1, 2, 3 HAVING sum(sign) <> 0),
      added AS (INSERT INTO member_play_days (user_id, day) SELECT user_id, day FROM fresh),
      -- The same new play days as bits (player_day_bits): user u is bit u & 1023 of chunk u >> 10.
      added_bits AS (
        INSERT INTO player_day_bits AS b (chunk, day, bits)
        SELECT user_id >> 10, day, bit_or(set_bit(0::bit(1024), user_id & 1023, 1)) FROM fresh GROUP BY 1, 2
        ON CONFLICT (chunk, day) DO UPDATE SET bits = b.bits | excluded.bits)
      INSERT INTO team_active_days AS t (ancestor_id, day, prev_day, members)
      SELECT p.ancestor_id, c.day, c.prev, sum(c.n)::int
      FROM changed c JOIN team_paths p ON p.descendant_id = c.user_id AND p.depth >= 1
      GROUP BY 1, 2, 3
      ON CONFLICT (ancestor_id, day, prev_day) DO UPDATE SET members = t.members + excluded.members`);

    await tx.execute(sql`UPDATE report_rollup_cursors SET last_id = ${upper}, time_zone = ${zone} WHERE source = ${ROUNDS_SOURCE}`);
    return { rounds: counted?.n ?? 0, lastId: upper, done: upper >= ceiling, moved: true };
  });
}

/**
 * One batch of a source whose rollups are plain sums: ids in (cursor, min(ceiling, cursor + batch)]
 * added by `add(last, upper)` in the transaction that moves the cursor. Answers the rows added.
 */
async function rollSumsBatch(
  db: Runner,
  source: typeof EVENTS_SOURCE | typeof LEDGER_SOURCE | typeof WALLETS_SOURCE,
  ceiling: number,
  batchRows: number,
  add: (tx: Pick<Db, 'execute'>, last: number, upper: number) => Promise<void>,
): Promise<{ rows: number; done: boolean }> {
  return transactionWithRetry(db, async (tx) => {
    await tx.execute(sql`INSERT INTO report_rollup_cursors (source, last_id, time_zone) VALUES (${source}, 0, ${NO_ZONE}) ON CONFLICT DO NOTHING`);
    const [cursor] = await rowsOf<{ last: string }>(tx, sql`SELECT last_id::text AS last FROM report_rollup_cursors WHERE source = ${source} FOR UPDATE`);
    const last = Number(cursor!.last);
    const upper = Math.min(ceiling, last + batchRows);
    if (upper <= last) return { rows: 0, done: true };
    const [counted] = await rowsOf<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM ${sql.identifier(source)} WHERE id > ${last} AND id <= ${upper}`);
    await add(tx, last, upper);
    await tx.execute(sql`UPDATE report_rollup_cursors SET last_id = ${upper} WHERE source = ${source}`);
    return { rows: counted?.n ?? 0, done: upper >= ceiling };
  });
}

/**
 * Report events per ancestor (depth ≥ 1) and UTC hour, the registrations into the team's size, and
 * the registered members into their ancestors' member bits (team_member_bits).
 */
async function addEvents(tx: Pick<Db, 'execute'>, last: number, upper: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO team_event_hours AS t (ancestor_id, hour, deposits, deposit_coins, draws, draw_amount, registrations, gift_amount, transfer_in, transfer_out)
    SELECT p.ancestor_id, date_trunc('hour', e.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
      sum(e.deposits), sum(e.deposit_coins), sum(e.draws), sum(e.draw_amount), sum(e.registrations), sum(e.gift_amount), sum(e.transfer_in), sum(e.transfer_out)
    FROM report_events e JOIN team_paths p ON p.descendant_id = e.user_id AND p.depth >= 1
    WHERE e.id > ${last} AND e.id <= ${upper}
    GROUP BY 1, 2
    ON CONFLICT (ancestor_id, hour) DO UPDATE SET
      deposits = t.deposits + excluded.deposits, deposit_coins = t.deposit_coins + excluded.deposit_coins,
      draws = t.draws + excluded.draws, draw_amount = t.draw_amount + excluded.draw_amount,
      registrations = t.registrations + excluded.registrations, gift_amount = t.gift_amount + excluded.gift_amount,
      transfer_in = t.transfer_in + excluded.transfer_in, transfer_out = t.transfer_out + excluded.transfer_out`);
  await tx.execute(sql`
    INSERT INTO team_totals AS t (ancestor_id, members, balance)
    SELECT p.ancestor_id, sum(e.registrations), 0
    FROM report_events e JOIN team_paths p ON p.descendant_id = e.user_id AND p.depth >= 1
    WHERE e.id > ${last} AND e.id <= ${upper} AND e.registrations <> 0
    GROUP BY 1
    ON CONFLICT (ancestor_id) DO UPDATE SET members = t.members + excluded.members`);
  // Only ever set: a member stays in the team (a deleted user's bit stays, with no rows to count).
  await tx.execute(sql`
    INSERT INTO team_member_bits AS t (ancestor_id, chunk, bits)
    SELECT p.ancestor_id, e.user_id >> 10, bit_or(set_bit(0::bit(1024), e.user_id & 1023, 1))
    FROM report_events e JOIN team_paths p ON p.descendant_id = e.user_id AND p.depth >= 1
    WHERE e.id > ${last} AND e.id <= ${upper} AND e.registrations > 0
    GROUP BY 1, 2
    ON CONFLICT (ancestor_id, chunk) DO UPDATE SET bits = t.bits | excluded.bits`);
}

/** Ledger transfers into (+) and out of (−) members' player wallets, into each ancestor's team balance. */
async function addLedgerTransfers(tx: Pick<Db, 'execute'>, last: number, upper: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO team_totals AS t (ancestor_id, members, balance)
    SELECT p.ancestor_id, 0, sum(x.delta)
    FROM (
      SELECT to_account_id AS account_id, amount AS delta FROM ledger_transfers WHERE id > ${last} AND id <= ${upper}
      UNION ALL
      SELECT from_account_id, -amount FROM ledger_transfers WHERE id > ${last} AND id <= ${upper}) x
    JOIN ledger_accounts a ON a.id = x.account_id AND a.kind = 'player_wallet'
    JOIN team_paths p ON p.descendant_id = a.user_id AND p.depth >= 1
    GROUP BY 1
    ON CONFLICT (ancestor_id) DO UPDATE SET balance = t.balance + excluded.balance`);
}

/** New player wallets into their owner's ancestors' wallet bits (team_wallet_bits). */
async function addWallets(tx: Pick<Db, 'execute'>, last: number, upper: number): Promise<void> {
  await tx.execute(sql`
    INSERT INTO team_wallet_bits AS t (ancestor_id, chunk, bits)
    SELECT p.ancestor_id, a.id >> 10, bit_or(set_bit(0::bit(1024), a.id & 1023, 1))
    FROM ledger_accounts a JOIN team_paths p ON p.descendant_id = a.user_id AND p.depth >= 1
    WHERE a.id > ${last} AND a.id <= ${upper} AND a.kind = 'player_wallet'
    GROUP BY 1, 2
    ON CONFLICT (ancestor_id, chunk) DO UPDATE SET bits = t.bits | excluded.bits`);
}

async function rollSums(
  db: Runner,
  source: typeof EVENTS_SOURCE | typeof LEDGER_SOURCE | typeof WALLETS_SOURCE,
  batchRows: number,
  add: (tx: Pick<Db, 'execute'>, last: number, upper: number) => Promise<void>,
): Promise<number> {
  const ceiling = await committedCeiling(db, source);
  let rows = 0;
  for (;;) {
    const batch = await rollSumsBatch(db, source, ceiling, batchRows, add);
    rows += batch.rows;
    if (batch.done) return rows;
  }
}

/**
 * Rolls every round, report event and ledger transfer committed before the run started, batch by
 * batch (ids `batchRows` apart).
 */
export async function rollUpReports(db: Runner, zone: string, batchRows = ROLLUP_BATCH_ROUNDS): Promise<RollupResult> {
  const ceiling = await committedCeiling(db, ROUNDS_SOURCE);
  const result: RollupResult = { rounds: 0, batches: 0, lastId: 0, events: 0, ledgerTransfers: 0, accounts: 0 };
  for (;;) {
    const batch = await rollOneBatch(db, ceiling, zone, batchRows);
    result.lastId = batch.lastId;
    if (batch.moved) result.batches += 1;
    result.rounds += batch.rounds;
    if (batch.done) break;
  }
  result.events = await rollSums(db, EVENTS_SOURCE, batchRows, addEvents);
  result.ledgerTransfers = await rollSums(db, LEDGER_SOURCE, batchRows, addLedgerTransfers);
  result.accounts = await rollSums(db, WALLETS_SOURCE, batchRows, addWallets);
  return result;
}
