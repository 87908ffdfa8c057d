// `npm run bench:agent`: p50/p99 of the team reports through the HTTP API on PostgreSQL for a large
// team, next to a plain indexed `SELECT count(*)` over the same rounds in the same run.
// On a throwaway database of DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test),
// dropped afterwards, bulk SQL (generate_series, not the API) builds a top agent with BENCH_MEMBERS
// (100 000) members over 8 levels (the closure table kept by its trigger, one statement per level),
// BENCH_ROUNDS (1 000 000) rounds over the last 60 days and BENCH_DEPOSITS (100 000) paid deposits
// (their report events written by the tables' triggers, as in the app). Each member gets a wallet
// funded from the house through ledger transfers (balances and transfers agree: ledger:check stays
// clean); rounds and deposits are history and move no balance. Then the rollup job runs as the worker
// runs it (timed and printed), BENCH_TAIL (2 000) more rounds, deposits and wallet fundings of the
// last minute arrive after it (read live by the reports, as between two runs of the job), and the
// calls are measured.
//
//   BENCH_KEEP=1 keeps the database afterwards (its name is printed); BENCH_REUSE=<that name> measures
//   on it again without building: the job rolls what the last run left past it, and a new live tail
//   arrives (profile the report statements there with EXPLAIN ANALYZE).
//   BENCH_CALLS (20) calls per figure line (a quarter, at least 5, for the other calls), one at a time:
//   a report is read by one person
import { randomUUID } from 'node:crypto';
import { sql } from '../server/db/orm.ts';
import { calls } from '../src/contracts/index.ts';
import { agentApplications, games, users } from '../server/db/schema.ts';
import { seedGames } from '../server/db/seed-data.ts';
import { checkLedger } from '../server/ledger/invariants.ts';
import { DEFAULT_HALL_TIME_ZONE } from '../server/config/hall-time-zone.ts';
import { formatAmount } from '../shared/money/amount.fns.ts';
import { houseAccount } from '../server/ledger/ledger.ts';
import { approveInTransaction } from '../server/modules/agent/applications.service.ts';
import { rollUpReports } from '../server/modules/agent/report-rollup.service.ts';
import { admin, benchApp, benchSession, measure, percentile, type Measured } from './bench-support.ts';
import { transactionWithRetry } from '../server/db/retry.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS) || 100_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 1_000_000;
const DEPOSITS = Number(process.env.BENCH_DEPOSITS) || 100_000;
const CALLS = Number(process.env.BENCH_CALLS) || 20;
const TAIL = Number(process.env.BENCH_TAIL) || 2_000;
const LEVELS = 8;
const DAYS = 60;
const TZ = 540; // Japan

/** Level sizes: ×4 a level from 10 (10, 40, 160 … 40 960), the last level taking what is left. */
function levelSizes(total: number): number[] {
  const sizes: number[] = [];
  let size = 10;
  for (let level = 1; level < LEVELS; level++) {
    sizes.push(Math.min(size, Math.max(1, total - sizes.reduce((a, b) => a + b, 0) - (LEVELS - level))));
    size *= 4;
  }
  sizes.push(Math.max(1, total - sizes.reduce((a, b) => a + b, 0)));
  return sizes;
}

const elapsed = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

const REUSE = process.env.BENCH_REUSE;
const { throwaway, database, app } = await benchApp('gh_bench_agent', {}, REUSE);
try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = database.db;
  const version = await admin('SHOW server_version');
  const machineIds = seedGames.map((g) => g.machineId);
  const machineList = sql.raw(`ARRAY[${machineIds.map((id) => `'${id}'`).join(',')}]`);
  let members = 0;
  // A wallet per member funded from the house: one ledger transfer each, the wallets' balances moved with it.
  const fundWallets = async (count: number, offset: number, kind: string) => {
    const house = await houseAccount(db);
    await db.execute(sql`
      WITH picked AS (
        SELECT m.user_id, w.id AS wallet, (10000 * (1 + g % 1000))::bigint AS amount
        FROM generate_series(0, ${count - 1}::int) g
        JOIN bench_members m ON m.k = (g * 13 + ${offset}::int) % ${members}::int
        JOIN ledger_accounts w ON w.user_id = m.user_id AND w.kind = 'player_wallet'),
      booked AS (
        INSERT INTO ledger_transfers (from_account_id, to_account_id, amount, kind)
        SELECT ${house.id}::int, wallet, amount, ${kind} FROM picked RETURNING to_account_id, amount),
      credited AS (
        UPDATE ledger_accounts a SET balance = a.balance + b.amount
        FROM (SELECT to_account_id, sum(amount) AS amount FROM booked GROUP BY 1) b WHERE a.id = b.to_account_id RETURNING b.amount)
      SELECT count(*) FROM credited`); // the house keeps no balance row: its transfers are its balance
  };
  /** The team, its rounds, deposits and funded wallets, in bulk SQL (not the API). */
  async function buildTeam() {
    await db.insert(games).values(seedGames).onConflictDoNothing();
    // The top agent, approved through the review service like any agent.
    const build = performance.now();
    const [top] = await db.insert(users).values({ account: `benchtop${randomUUID().slice(0, 6)}`, passwordHash: 'unusable' }).returning({ id: users.id });
    await transactionWithRetry(db, async (tx) => {
      const [application] = await tx.insert(agentApplications).values({ userId: top!.id, status: 'pending' }).returning();
      await approveInTransaction(tx, application!.id, 'bench', new Date());
    });
    // Members level by level: member i of a level joins member (i mod size) of the level above.
    const sizes = levelSizes(MEMBERS);
    await db.execute(sql`CREATE TEMP TABLE bench_levels (level int, idx int, user_id int, PRIMARY KEY (level, idx))`);
    await db.execute(sql`INSERT INTO bench_levels VALUES (0, 0, ${top!.id})`);
    for (const [i, size] of sizes.entries()) {
      const level = i + 1;
      const above = level === 1 ? 1 : sizes[i - 1]!;
      await db.execute(sql`
        WITH made AS (
          INSERT INTO users (account, password_hash, referrer_id, created_at)
          SELECT 'b' || ${level}::int || 'x' || g, 'unusable', p.user_id, now() - random() * interval '400 days'
          FROM generate_series(0, ${size - 1}::int) g
          JOIN bench_levels p ON p.level = ${level - 1}::int AND p.idx = g % ${above}::int
          ORDER BY g
          RETURNING id, account)
        INSERT INTO bench_levels SELECT ${level}::int, substring(account FROM position('x' IN account) + 1)::int, id FROM made`);
  }
  console.log(`team: ${sizes.join(' + ')} = ${sizes.reduce((a, b) => a + b, 0)} members over ${LEVELS} levels (${elapsed(build)})`);

  // One seed pair per member, then the rounds: nonce = how many of the member's rounds came before.
  const data = performance.now();
  await db.execute(sql`
    INSERT INTO player_seeds (user_id, server_seed, server_seed_hash, client_seed)
    SELECT user_id, md5(user_id::text) || md5('s' || user_id), md5('h' || user_id) || md5(user_id || 'h'), 'bench'
    FROM bench_levels WHERE level >= 1`);
  await db.execute(sql`CREATE TEMP TABLE bench_members AS SELECT row_number() OVER (ORDER BY s.user_id) - 1 AS k, s.user_id, s.id AS seed_id FROM player_seeds s`);
  await db.execute(sql`CREATE UNIQUE INDEX ON bench_members (k)`);
  members = sizes.reduce((a, b) => a + b, 0);
  for (let start = 0; start < ROUNDS; start += 250_000) {
    const end = Math.min(ROUNDS, start + 250_000) - 1;
    await db.execute(sql`
      INSERT INTO game_rounds (user_id, machine_id, seed_id, nonce, bet, win, outcome, created_at)
      SELECT m.user_id, (${machineList})[1 + g % ${machineIds.length}::int], m.seed_id, g / ${members}::int,
        b.bet, CASE WHEN random() < 0.3 THEN (b.bet * (random() * 5)::int) ELSE 0 END, '{}'::jsonb,
        now() - random() * interval '${sql.raw(String(DAYS))} days'
      FROM generate_series(${start}::int, ${end}::int) g
      JOIN bench_members m ON m.k = g % ${members}::int
      CROSS JOIN LATERAL (SELECT (10000 * (1 + g % 5))::bigint AS bet) b`);
  }
  await db.execute(sql`
    INSERT INTO payment_orders (order_sn, user_id, channel_code, provider, currency, amount, coins, status, provider_ref, paid_at, created_at, updated_at)
    SELECT 'BD' || g, m.user_id, 'sandbox-bank-jpy', 'sandbox', 'JPY', a.amount, a.amount, 'paid', 'bench-' || g, t.at + interval '1 minute', t.at, t.at
    FROM generate_series(0, ${DEPOSITS - 1}::int) g
    JOIN bench_members m ON m.k = (g * 7) % ${members}::int
    CROSS JOIN LATERAL (SELECT (10000 * (100 + g % 50000))::bigint AS amount, now() - random() * interval '${sql.raw(String(DAYS))} days' AS at) a
    CROSS JOIN LATERAL (SELECT a.at) t`);
  await db.execute(sql`
    INSERT INTO ledger_accounts (code, kind, user_id)
    SELECT 'player:' || user_id || ':wallet', 'player_wallet', user_id FROM bench_members ON CONFLICT (code) DO NOTHING`);
  await fundWallets(members, 0, 'bench_funding');
  await db.execute(sql`ANALYZE`);
  console.log(`data: ${ROUNDS} rounds, ${DEPOSITS} paid deposits over ${DAYS} days, ${members} funded wallets (${elapsed(data)})`);
  }

  if (!REUSE) await buildTeam();
  else {
    await db.execute(sql`CREATE TEMP TABLE bench_members AS SELECT row_number() OVER (ORDER BY s.user_id) - 1 AS k, s.user_id, s.id AS seed_id FROM player_seeds s`);
    await db.execute(sql`CREATE UNIQUE INDEX ON bench_members (k)`);
    members = ((await db.execute(sql`SELECT count(*)::int AS n FROM bench_members`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    console.log(`reusing ${REUSE}: ${members} members`);
  }
  // Members are named b<level>x<index>, the top agent benchtop…
  const idOf = async (account: string) =>
    ((await db.execute(sql`SELECT id FROM users WHERE account LIKE ${account}`)) as unknown as { rows: { id: number }[] }).rows[0]!.id;
  const topId = await idOf('benchtop%');

  // The rollup job as the worker runs it (the app's hall time zone is the default one).
  const rolling = performance.now();
  const rolled = await rollUpReports(db, DEFAULT_HALL_TIME_ZONE);
  const rollupTime = elapsed(rolling);
  // What autovacuum does after the job's upserts on a server that runs it (this one runs without):
  // the rollups' dead row versions gone, their pages marked all-visible.
  for (const table of ['team_round_hours', 'team_active_days', 'member_play_days', 'team_event_hours', 'team_totals', 'team_member_bits', 'player_day_bits', 'team_paths']) {
    await db.execute(sql`VACUUM ANALYZE ${sql.identifier(table)}`);
  }
  await db.execute(sql`ANALYZE`);
  const [rollupRows] = (
    (await db.execute(
      sql`SELECT (SELECT count(*) FROM team_round_hours)::int AS hours, (SELECT count(*) FROM team_active_days)::int AS active, (SELECT count(*) FROM member_play_days)::int AS days, (SELECT count(*) FROM team_event_hours)::int AS "eventHours"`,
    )) as unknown as { rows: { hours: number; active: number; days: number; eventHours: number }[] }
  ).rows;
  console.log(
    `rollup job: ${rolled.rounds} rounds in ${rolled.batches} batches, ${rolled.events} report events, ${rolled.ledgerTransfers} ledger transfers (${rollupTime}): ${rollupRows!.hours} ancestor-hours of rounds, ${rollupRows!.days} member-days, ${rollupRows!.active} ancestor-day pairs, ${rollupRows!.eventHours} ancestor-hours of events`,
  );
  // Rounds of the last minute, after the job: the reports read them live.
  const tailTag = randomUUID().slice(0, 8);
  await db.execute(sql`
    INSERT INTO game_rounds (user_id, machine_id, seed_id, nonce, bet, win, outcome, created_at)
    SELECT m.user_id, (${machineList})[1 + g % ${machineIds.length}::int], m.seed_id, n.next + g, 10000, 0, '{}'::jsonb, now() - random() * interval '1 minute'
    FROM generate_series(0, ${TAIL - 1}::int) g
    JOIN bench_members m ON m.k = (g * 31) % ${members}::int
    CROSS JOIN (SELECT max(nonce) + 1 AS next FROM game_rounds) n`);
  await db.execute(sql`
    INSERT INTO payment_orders (order_sn, user_id, channel_code, provider, currency, amount, coins, status, provider_ref, paid_at, created_at, updated_at)
    SELECT 'BT' || ${tailTag}::text || g, m.user_id, 'sandbox-bank-jpy', 'sandbox', 'JPY', 1000000, 1000000, 'paid', 'bench-tail-' || ${tailTag}::text || g, now() - random() * interval '1 minute', now() - interval '2 minutes', now()
    FROM generate_series(0, ${TAIL - 1}::int) g
    JOIN bench_members m ON m.k = (g * 37) % ${members}::int`);
  await fundWallets(TAIL, 7, 'bench_tail_funding');
  console.log(`live tail: ${TAIL} rounds, ${TAIL} paid deposits and ${TAIL} wallet fundings of the last minute after the job`);

  const token = await benchSession(db, topId);
  const drillId = await idOf('b1x0');
  const levelTwoId = await idOf('b2x0');
  const sizeOf = async (id: number) =>
    ((await db.execute(sql`SELECT count(*)::int AS n FROM team_paths WHERE ancestor_id = ${id} AND depth >= 1`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  const today = new Date(Date.now() + TZ * 60_000).toISOString().slice(0, 10);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const range = { from, to: today, tzOffsetMinutes: TZ };
  const ask = (path: string, body: unknown) => () =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', token }, body: JSON.stringify(body) });

  // Warm-up, not reported.
  await measure('warm-up', Array.from({ length: 10 }, () => ask(calls.agentDataStatistics.path, range)), 1);

  const results: Measured[] = [];
  results.push(await measure(`agent/data/statistics, top agent (${await sizeOf(topId)} members), 30 days`, Array.from({ length: CALLS }, () => ask(calls.agentDataStatistics.path, range)), 1));
  results.push(await measure(`agent/data/statistics, level 1 (${await sizeOf(drillId)} members), 30 days`, Array.from({ length: CALLS }, () => ask(calls.agentDataStatistics.path, { ...range, userId: drillId })), 1));
  results.push(await measure(`agent/data/statistics, level 2 (${await sizeOf(levelTwoId)} members), 30 days`, Array.from({ length: CALLS }, () => ask(calls.agentDataStatistics.path, { ...range, userId: levelTwoId })), 1));
  const few = Math.max(5, Math.floor(CALLS / 4));
  results.push(await measure('agent/type/report/statistics, top agent, 30 days', Array.from({ length: few }, () => ask(calls.agentTypeReportStatistics.path, range)), 1));
  results.push(await measure('agent/sub/member/report/page, top agent, 30 days', Array.from({ length: few }, () => ask(calls.agentSubMemberReportPage.path, range)), 1));
  results.push(await measure('agent/sub/member/recharge/page, top agent, page 1', Array.from({ length: few }, () => ask(calls.agentSubMemberRechargePage.path, {})), 1));

  // The peer: a plain indexed count over the same rounds and days, on the app's own pool.
  const fromUtc = new Date(Date.parse(`${from}T00:00:00Z`) - TZ * 60_000);
  const untilUtc = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000 - TZ * 60_000);
  const peerLatencies: number[] = [];
  let counted = 0;
  for (let i = 0; i < CALLS; i++) {
    const t0 = performance.now();
    const result = (await db.execute(
      sql`SELECT count(*)::int AS n FROM game_rounds WHERE created_at >= ${fromUtc.toISOString()}::timestamptz AND created_at < ${untilUtc.toISOString()}::timestamptz`,
    )) as unknown as { rows: { n: number }[] };
    peerLatencies.push(performance.now() - t0);
    counted = result.rows[0]!.n;
  }
  peerLatencies.sort((a, b) => a - b);

  const stats = (await (await ask(calls.agentDataStatistics.path, range)()).json()) as {
    data: { betCount: number; rechargeCount: number; rechargeAmount: string; activeUsers: number; registrations: number; teamSize: number; teamBalance: string };
  };
  console.log(`\nTeam reports on PostgreSQL ${version} (one call at a time, ${CALLS} calls a line; ${today} in UTC+9)\n`);
  console.log(`${'call'.padEnd(62)} ${'calls'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`);
  for (const r of results) console.log(`${r.label.padEnd(62)} ${String(r.calls).padStart(6)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`);
  console.log(
    `${`peer: SELECT count(*) FROM game_rounds, same 30 days (${counted})`.padEnd(62)} ${String(CALLS).padStart(6)} ${percentile(peerLatencies, 50).toFixed(1).padStart(8)} ${percentile(peerLatencies, 99).toFixed(1).padStart(8)}`,
  );
  console.log(
    `\ntop agent, 30 days: ${stats.data.betCount} rounds (the peer counts ${counted}, the agent's own none), ${stats.data.rechargeCount} deposits, ${stats.data.registrations} registrations, ${stats.data.activeUsers} active members; team of ${stats.data.teamSize}, balance ${stats.data.teamBalance}`,
  );
  if (stats.data.betCount !== counted) throw new Error(`the report counts ${stats.data.betCount} rounds, the database ${counted}`);
  // The same figures straight from the rows, as the reports summed them before the rollups.
  const window = sql`>= ${fromUtc.toISOString()}::timestamptz AND`;
  const until = sql`< ${untilUtc.toISOString()}::timestamptz`;
  const [raw] = (
    (await db.execute(sql`
      WITH m AS (SELECT descendant_id AS u FROM team_paths WHERE ancestor_id = ${topId} AND depth >= 1)
      SELECT (SELECT count(*)::int FROM m JOIN payment_orders o ON o.user_id = m.u WHERE o.status = 'paid' AND o.paid_at ${window} o.paid_at ${until}) AS deposits,
        (SELECT COALESCE(sum(o.coins), 0)::text FROM m JOIN payment_orders o ON o.user_id = m.u WHERE o.status = 'paid' AND o.paid_at ${window} o.paid_at ${until}) AS coins,
        (SELECT count(*)::int FROM m JOIN users x ON x.id = m.u WHERE x.created_at ${window} x.created_at ${until}) AS registrations,
        (SELECT count(*)::int FROM m) AS size,
        (SELECT COALESCE(sum(a.balance), 0)::text FROM m JOIN ledger_accounts a ON a.user_id = m.u AND a.kind = 'player_wallet') AS balance`)) as unknown as {
      rows: { deposits: number; coins: string; registrations: number; size: number; balance: string }[];
    }
  ).rows;
  const got = { deposits: stats.data.rechargeCount, coins: stats.data.rechargeAmount, registrations: stats.data.registrations, size: stats.data.teamSize, balance: stats.data.teamBalance };
  const want = { ...raw!, coins: formatAmount(BigInt(raw!.coins)), balance: formatAmount(BigInt(raw!.balance)) };
  if (JSON.stringify(got) !== JSON.stringify(want)) throw new Error(`the report says ${JSON.stringify(got)}, the rows ${JSON.stringify(want)}`);
  console.log('figures against the rows: equal');
  const ledger = await checkLedger(db);
  if (!ledger.every((r) => r.ok)) throw new Error('ledger check failed');
  console.log('ledger check: clean');
} finally {
  await app.close();
  await database.close();
  // BENCH_KEEP=1 keeps the database for EXPLAIN ANALYZE of the report statements (drop it by hand).
  if (process.env.BENCH_KEEP) console.log(`kept database ${throwaway.name}`);
  else await throwaway.drop();
}
