// `npm run bench:play`: game rounds per second and p50/p99 latency of game/play through the HTTP API
// on PostgreSQL (each round: idempotency key, seed lock and nonce, the machine, the round row, bet and
// win transfers, in one transaction), for a slot/pachinko mix and for each kind alone, printed next to
// pgbench's TPS for a one-row-update transaction on the same server in the same run. Afterwards the
// ledger is checked, every call has its one round, and every seed pair's nonces run without a gap.
// Runs on a throwaway database of DATABASE_URL's server (default postgres://root@127.0.0.1:5432/test).
//
//   BENCH_CLIENTS (16) HTTP calls in flight · BENCH_ROUNDS (3000) mixed, half as many per kind
//   BENCH_PLAYERS (64) · BENCH_SECONDS (10) pgbench · DB_POOL_MAX (10) the API's pool and pgbench's connections
import { randomUUID } from 'node:crypto';
import { sql } from '../server/db/orm.ts';
import { calls } from '../src/contracts/index.ts';
import { games, users } from '../server/db/schema.ts';
import { seedGames } from '../server/db/seed-data.ts';
import { machines } from '../shared/games/machines.ts';
import { toUnits } from '../shared/money/amount.fns.ts';
import { checkLedger } from '../server/ledger/invariants.ts';
import { gameBankCode, pspClearingOf, transfer, walletOf } from '../server/ledger/ledger.ts';
import { admin, benchApp, adminUrl, benchSession, countRoundTrips, DB_CONNECTIONS, measureLoad, pgbenchTps, printLoadResults, type LoadMeasured, type PgbenchLine, type PreparedRequest } from './bench-support.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS) || 16;
const ROUNDS = Number(process.env.BENCH_ROUNDS) || 3000;
const PLAYERS = Number(process.env.BENCH_PLAYERS) || 64;
const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
/** Enough that nobody runs out whatever the machines do (largest bet × rounds is far below). */
const FUNDING = toUnits('1000000');

/**
 * A pgbench line that books one round a call through a PL/pgSQL function of the bench's own: on a
 * random player and machine, under a fresh key (`v_key`), the bet, win and outcome of the machine's
 * latest round (`v_last`) with a stored answer (`v_response`) and the player's bank of that machine
 * (`v_bank`). `declare` and `body` are the function's own declarations and statements.
 */
function benchRoundLine(userIds: number[], line: { label: string; name: string; declare: string; body: string }): PgbenchLine {
  const ids = userIds.join(',');
  const machineIds = machines.map((machine) => `'${machine.id}'`).join(',');
  // Each player's bank of each machine, machine by machine.
  const bankCodes = machines.flatMap((machine) => userIds.map((userId) => `'${gameBankCode(machine.id, userId)}'`)).join(',');
  return {
    label: line.label,
    setup: `CREATE FUNCTION ${line.name}(p_player integer, p_machine integer) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  v_user integer := (ARRAY[${ids}])[p_player];
  v_machine text := (ARRAY[${machineIds}])[p_machine];
  v_bank text := (ARRAY[${bankCodes}])[(p_machine - 1) * ${userIds.length} + p_player];
  v_key text := gen_random_uuid()::text;
  v_last "game_rounds"%ROWTYPE;
  v_response jsonb;
${line.declare}
BEGIN
  SELECT * INTO v_last FROM "game_rounds" g WHERE g."machine_id" = v_machine ORDER BY g."id" DESC LIMIT 1;
  SELECT k."response" INTO v_response FROM "idempotency_keys" k WHERE k."status" = 'done' LIMIT 1;
${line.body}
END $$;`,
    script: `\\set p random(1, ${userIds.length})\n\\set m random(1, ${machines.length})\nSELECT ${line.name}(:p, :m);\n`,
  };
}

/**
 * pgbench playing rounds through the two database functions of a protected player's round, begin
 * and finish in one call, on the bench's players after the API's run: no HTTP, no Node, one round
 * trip. What the functions cost PostgreSQL, next to game/play's rate.
 */
function roundFunctionsLine(userIds: number[]): PgbenchLine {
  return benchRoundLine(userIds, {
    label: 'game_round_begin + _finish in one call',
    name: 'bench_round',
    declare: `  b record;
  f record;`,
    body: `  SELECT * INTO b FROM game_round_begin(v_user, v_machine, now(), 'bench', v_key, 'bench', true);
  IF b.r_state <> 'ready' THEN RAISE EXCEPTION 'round not ready: %', b.r_state; END IF;
  SELECT * INTO f FROM game_round_finish(b.r_round_id::bigint, v_user, v_machine, b.r_seed_id, b.r_nonce, v_last."bet", v_last."win",
    v_last."outcome", NULL, b.r_wallet_id, v_bank, b.r_balance::bigint - v_last."bet" + v_last."win", 'bench', v_key, v_response);
  IF f.r_state <> 'done' THEN RAISE EXCEPTION 'round not booked: %', f.r_error_key; END IF;
  RETURN f.r_state;`,
  });
}

/**
 * pgbench playing rounds through game_round_play alone (migration 0035), as game/play books a warm
 * round: the player's seed pair and balance are read first (what the API's process keeps between
 * rounds), then the round is booked on them, played again on the answered state when another
 * client's round made it stale. One round trip, no HTTP, no Node.
 */
function roundPlayLine(userIds: number[]): PgbenchLine {
  return benchRoundLine(userIds, {
    label: 'game_round_play, the state read first',
    name: 'bench_round_play',
    declare: `  v_seed integer;
  v_nonce integer;
  v_balance bigint;
  r record;`,
    body: `  SELECT s."id", s."next_nonce" INTO v_seed, v_nonce FROM "player_seeds" s WHERE s."user_id" = v_user AND s."revealed_at" IS NULL;
  SELECT a."balance" INTO v_balance FROM "ledger_accounts" a WHERE a."code" = 'player:' || v_user || ':wallet';
  FOR i IN 1..5 LOOP
    SELECT * INTO r FROM game_round_play(v_user, v_machine, now(), 'bench', v_key, 'bench', v_seed, v_nonce, v_balance,
      v_last."bet", v_last."win", v_last."outcome", v_bank, v_response);
    IF r.r_state <> 'stale' THEN EXIT; END IF;
    v_seed := r.r_seed_id;
    v_nonce := r.r_nonce;
    v_balance := r.r_balance::bigint;
  END LOOP;
  IF r.r_state <> 'played' THEN RAISE EXCEPTION 'round not booked: %', r.r_state; END IF;
  RETURN r.r_state;`,
  });
}

countRoundTrips();
const { throwaway, database, app } = await benchApp('gh_bench');
try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const db = database.db;
  const version = await admin('SHOW server_version');
  await db.insert(games).values(seedGames).onConflictDoNothing();

  // Players signed in and funded straight in the database.
  const clearing = await pspClearingOf(db, 'sandbox');
  const tokens: string[] = [];
  const userIds: number[] = [];
  for (let i = 0; i < PLAYERS; i++) {
    const [user] = await db.insert(users).values({ account: `play${i}x${randomUUID().slice(0, 6)}`, passwordHash: 'unusable' }).returning({ id: users.id });
    const wallet = await walletOf(db, user!.id);
    await transfer(db, { from: clearing.id, to: wallet.id, amount: FUNDING, kind: 'deposit' });
    tokens.push(await benchSession(db, user!.id));
    userIds.push(user!.id);
  }

  // Each call a fresh Idempotency-Key; the load generator (its own process) sends them in order.
  const play = (i: number, machineId: string, bet: string): PreparedRequest => ({
    path: calls.gamePlay.path,
    headers: { 'content-type': 'application/json', token: tokens[i % PLAYERS]!, 'idempotency-key': randomUUID() },
    body: JSON.stringify({ machineId, bet }),
  });
  // Each machine at its smallest bet; player i plays machine i mod 5 so every machine sees every player.
  const rounds = (kinds: string[], count: number) => {
    const pool = machines.filter((machine) => kinds.includes(machine.kind));
    return Array.from({ length: count }, (_, i) => {
      const machine = pool[i % pool.length]!;
      return play(i, machine.id, machine.betSteps[0]!);
    });
  };
  const kindsOf = (kinds: string[]) => machines.filter((m) => kinds.includes(m.kind)).length;
  const load = { url: base, dbName: throwaway.name, connections: CLIENTS };

  // Warm-up, not reported: every player's first round commits their seed pair, and the JIT settles.
  const warmUp = await measureLoad('warm-up', { ...load, requests: rounds(['slot', 'pachinko'], Math.max(PLAYERS, 1000)) });

  const results: LoadMeasured[] = [];
  const mixed = () => rounds(['slot', 'pachinko'], ROUNDS);
  results.push(await measureLoad(`game/play, all ${kindsOf(['slot', 'pachinko'])} machines mixed`, { ...load, requests: mixed(), more: mixed }));
  results.push(await measureLoad(`game/play, slots only (${kindsOf(['slot'])} machines)`, { ...load, requests: rounds(['slot'], Math.ceil(ROUNDS / 2)) }));
  results.push(await measureLoad(`game/play, pachinko only (${kindsOf(['pachinko'])} machines)`, { ...load, requests: rounds(['pachinko'], Math.ceil(ROUNDS / 2)) }));

  const ledger = await checkLedger(db);
  const expectedRounds = results.reduce((sum, r) => sum + r.calls + (r.halfRate ? ROUNDS : 0), warmUp.calls);
  const [check] = ((
    await db.execute(sql`SELECT
      (SELECT count(*)::int FROM game_rounds) AS rounds,
      (SELECT count(*)::int FROM player_seeds s WHERE s.next_nonce <> (SELECT count(*) FROM game_rounds r WHERE r.seed_id = s.id)
         OR s.next_nonce <> (SELECT COALESCE(max(nonce) + 1, 0) FROM game_rounds r WHERE r.seed_id = s.id)) AS gappy`)
  ) as unknown as { rows: { rounds: number; gappy: number }[] }).rows;
  const peer = pgbenchTps(throwaway.name, SECONDS, [roundFunctionsLine(userIds), roundPlayLine(userIds)]);

  printLoadResults({
    title: `bench:play — PostgreSQL ${version} at ${new URL(adminUrl).host}, ${CLIENTS} HTTP clients, ${PLAYERS} players, API pool ${DB_CONNECTIONS} connections`,
    heading: 'game round (through the API)',
    unit: 'rounds',
    results,
    peer,
    seconds: SECONDS,
  });
  const roundsOk = check!.rounds === expectedRounds && check!.gappy === 0;
  console.log(`\nledger check after the run: ${ledger.every((r) => r.ok) ? 'clean' : 'FAILED'}`);
  console.log(`rounds recorded: ${check!.rounds} of ${expectedRounds} calls; seed pairs with a nonce gap: ${check!.gappy}${roundsOk ? '' : ' — FAILED'}`);
  if (!ledger.every((r) => r.ok) || !roundsOk) process.exitCode = 1;
} finally {
  await app.close();
  await database.close();
  await throwaway.drop();
}
