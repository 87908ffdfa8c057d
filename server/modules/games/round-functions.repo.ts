// The database functions of a round. game_round_play (0035_round_play_in_one_statement.sql) books a
// round the caller played on the seed pair, nonce and balance it last saw, in one statement of its
// own, or answers the current ones (`stale`). A protected player's round runs the two functions in
// one transaction (0017_money_functions.sql, 0033_round_protection_check.sql,
// 0034_round_finish_without_subtransaction.sql): game_round_begin answers `protected` when asked to and
// the player's protection needs checking, else locks the seed pair, claims the idempotency key and
// locks the wallet; game_round_finish takes the nonce, records the round, books bet and win and stores
// the answer. Each is one round trip; the rows they answer are read the same way on PostgreSQL and
// PGlite (bigints and times come as text).
import { sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { rowsOf } from '../../db/rows.ts';
import { BIGINT_MAX_UNITS } from '../../../shared/money/amount.fns.ts';
import type { SessionCheck } from '../../http/call-handler.ts';
import type { SessionVerdict } from '../auth/sessions.ts';

export interface KeyClaim {
  scope: string;
  key: string;
  requestHash: string;
}

/** A refusal stored under the key (a retry's, or this round's own). */
export type RoundRefusal = { state: 'failed'; failure: { errorKey: string; params: Record<string, string | number> }; httpStatus: number };

/** What game_round_begin answers: a stored answer for a retry, or everything the engine needs. */
export type BegunRound =
  | { state: 'game_not_found' | 'no_seed' | 'key_reused' | 'protected' }
  | { state: 'done'; response: unknown }
  | RoundRefusal
  | {
      state: 'ready';
      seed: RoundState['seed'];
      nonce: number;
      walletId: number;
      balance: bigint;
      roundId: number;
      /** The transaction's time (ISO, milliseconds): the round's createdAt. */
      playedAt: string;
    };

/** The columns game_round_play answers; game_round_begin answers them and three more. */
interface PlayRow {
  r_state: string;
  r_response: unknown;
  r_http_status: number | null;
  r_seed_id: number | null;
  r_server_seed_hash: string | null;
  r_server_seed: string | null;
  r_client_seed: string | null;
  r_nonce: number | null;
  r_balance: string | null;
}

interface BeginRow extends PlayRow {
  r_wallet_id: number | null;
  r_round_id: string | null;
  r_played_at: string | null;
}

/** A stored refusal (or one just stored), as both functions answer it. */
function failedOf(row: PlayRow): RoundRefusal {
  return { state: 'failed', failure: jsonOf(row.r_response) as RoundRefusal['failure'], httpStatus: row.r_http_status ?? 422 };
}

/** The seed pair a row answers (its secret server seed included). */
function seedOf(row: PlayRow): RoundState['seed'] {
  return { id: row.r_seed_id!, serverSeed: row.r_server_seed!, serverSeedHash: row.r_server_seed_hash!, clientSeed: row.r_client_seed! };
}

/** jsonb as the driver gave it (node-postgres and PGlite parse it; a string is parsed here). */
function jsonOf(value: unknown): unknown {
  return typeof value === 'string' ? JSON.parse(value) : value;
}

/**
 * `now` null skips the release check (the demo seed plays past days). `protection`: answer
 * `protected`, before locking anything, when the player has a break or exclusion in force at `now` or any limit.
 */
export async function beginRound(
  tx: Db,
  input: { userId: number; machineId: string; now: Date | null; claim: KeyClaim | null; protection: boolean },
): Promise<BegunRound> {
  const { userId, machineId, now, claim, protection } = input;
  const [row] = await rowsOf<BeginRow>(
    tx,
    sql`SELECT * FROM game_round_begin(${userId}::integer, ${machineId}::text, ${now ? now.toISOString() : null}::timestamptz,
      ${claim?.scope ?? null}::text, ${claim?.key ?? null}::text, ${claim?.requestHash ?? null}::text, ${protection}::boolean)`,
  );
  if (!row) throw new Error('game_round_begin answered no row');
  switch (row.r_state) {
    case 'game_not_found':
    case 'no_seed':
    case 'key_reused':
    case 'protected':
      return { state: row.r_state };
    case 'done':
      return { state: 'done', response: jsonOf(row.r_response) };
    case 'failed':
      return failedOf(row);
    case 'ready':
      return {
        state: 'ready',
        seed: seedOf(row),
        nonce: row.r_nonce!,
        walletId: row.r_wallet_id!,
        balance: BigInt(row.r_balance!),
        roundId: Number(row.r_round_id),
        playedAt: row.r_played_at!,
      };
    default:
      throw new Error(`game_round_begin answered ${row.r_state}`);
  }
}

export interface FinishInput {
  roundId: number;
  userId: number;
  machineId: string;
  seedId: number;
  nonce: number;
  bet: bigint;
  win: bigint;
  outcome: unknown;
  /** Another time than the transaction's (the demo seed's rounds over past days). */
  playedAt: Date | null;
  walletId: number;
  bankCode: string;
  /** The wallet's balance after bet and win, as the caller computed it; the function checks it. */
  balanceAfter: bigint;
  claim: KeyClaim | null;
  /** The answer stored under the key (null without a key). */
  response: unknown;
}

export type FinishedRound = { state: 'done'; response: unknown } | { state: 'failed'; errorKey: string; httpStatus: number };

export async function finishRound(tx: Db, input: FinishInput): Promise<FinishedRound> {
  const { claim } = input;
  // A win past bigint makes the computed balance unrepresentable; the function refuses that round
  // (LEDGER_LIMIT_REACHED) before it compares, so the parameter goes as null instead of failing the call.
  const balanceAfter = input.balanceAfter <= BIGINT_MAX_UNITS ? input.balanceAfter.toString() : null;
  const [row] = await rowsOf<{ r_state: string; r_response: unknown; r_http_status: number; r_error_key: string | null }>(
    tx,
    sql`SELECT * FROM game_round_finish(${input.roundId}::bigint, ${input.userId}::integer, ${input.machineId}::text,
      ${input.seedId}::integer, ${input.nonce}::integer, ${input.bet.toString()}::bigint, ${input.win.toString()}::bigint,
      ${JSON.stringify(input.outcome)}::jsonb, ${input.playedAt ? input.playedAt.toISOString() : null}::timestamptz,
      ${input.walletId}::integer, ${input.bankCode}::text, ${balanceAfter}::bigint,
      ${claim?.scope ?? null}::text, ${claim?.key ?? null}::text, ${claim ? JSON.stringify(input.response) : null}::jsonb)`,
  );
  if (!row) throw new Error('game_round_finish answered no row');
  if (row.r_state === 'done') return { state: 'done', response: jsonOf(row.r_response) };
  return { state: 'failed', errorKey: row.r_error_key!, httpStatus: row.r_http_status };
}

/** The seed pair, nonce and wallet balance a round is played on (what game_round_play checks). */
export interface RoundState {
  seed: { id: number; serverSeed: string; serverSeedHash: string; clientSeed: string };
  nonce: number;
  balance: bigint;
}

export type PlayAnswer =
  | { state: 'game_not_found' | 'no_seed' | 'key_reused' | 'protected' }
  | { state: 'played' | 'done'; response: unknown }
  | RoundRefusal
  | { state: 'stale'; current: RoundState }
  /** The session (PlayStatement.session) is not live for this player; nothing is written. */
  | { state: 'session'; verdict: Exclude<SessionVerdict, 'ok'> };

export interface PlayStatement {
  userId: number;
  machineId: string;
  now: Date;
  claim: KeyClaim;
  /** What the round was played on; null asks for the current state (answered `stale`). */
  playedOn: RoundState | null;
  bet: bigint;
  win: bigint;
  outcome: unknown;
  bankCode: string;
  /** The answer to store, but for its round id and time, which the function sets. */
  response: unknown;
  /** The caller's session, checked first in the same statement (game_round_play_in_session); null when checked already. */
  session: SessionCheck | null;
}

/**
 * game_round_play, or game_round_play_in_session when the session is to be checked too: one
 * statement, so a transaction of its own (run on the pool, not in one).
 */
export async function playRoundStatement(db: Db, input: PlayStatement): Promise<PlayAnswer> {
  const { claim, playedOn, session } = input;
  const round = sql`${input.userId}::integer, ${input.machineId}::text, ${input.now.toISOString()}::timestamptz,
      ${claim.scope}::text, ${claim.key}::text, ${claim.requestHash}::text,
      ${playedOn?.seed.id ?? null}::integer, ${playedOn?.nonce ?? null}::integer, ${playedOn?.balance.toString() ?? null}::bigint,
      ${input.bet.toString()}::bigint, ${input.win.toString()}::bigint, ${JSON.stringify(input.outcome)}::jsonb, ${input.bankCode}::text,
      ${JSON.stringify(input.response)}::jsonb`;
  const [row] = await rowsOf<PlayRow>(
    db,
    session
      ? sql`SELECT * FROM game_round_play_in_session(${session.tokenHash}::text, ${session.idleLimitMs}::bigint, ${session.touchMs}::bigint, ${round})`
      : sql`SELECT * FROM game_round_play(${round})`,
  );
  if (!row) throw new Error('game_round_play answered no row');
  switch (row.r_state) {
    case 'session':
      return { state: 'session', verdict: (jsonOf(row.r_response) as { verdict: Exclude<SessionVerdict, 'ok'> }).verdict };
    case 'game_not_found':
    case 'no_seed':
    case 'key_reused':
    case 'protected':
      return { state: row.r_state };
    case 'played':
    case 'done':
      return { state: row.r_state, response: jsonOf(row.r_response) };
    case 'failed':
      return failedOf(row);
    case 'stale':
      return {
        state: 'stale',
        current: {
          seed: seedOf(row),
          nonce: row.r_nonce!,
          balance: BigInt(row.r_balance!),
        },
      };
    default:
      throw new Error(`game_round_play answered ${row.r_state}`);
  }
}
