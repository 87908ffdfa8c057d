// A round is played by the engine here, from the player's seed pair and nonce, and booked by the
// database in one transaction.
//
// Most rounds are one statement (server/db/migrations/0035_round_play_in_one_statement.sql): the
// engine plays on the seed pair, nonce and balance this process last saw for the player
// (round-states.ts), and game_round_play books the round only if they are still current, under the
// seed pair's and the wallet's locks; else it answers the current ones, writes nothing, and the
// round is played again on them. One player's rounds take turns in this process, so only another
// process (or a deposit, a seed rotation) makes a round stale.
// When the session guard named the caller's session from memory (SessionRef.unchecked), the first
// statement checks it too (game_round_play_in_session, 0036_session_check_in_statement.sql): a warm
// round is then one round trip.
//
// A player whose protection needs checking (a break, an exclusion or any limit) plays in a
// transaction of two database calls (0017_money_functions.sql):
//  1. game_round_begin: the machine is released, the player's seed pair is locked (their rounds take
//     nonces one after another), the idempotency key is claimed (a retry gets the stored answer),
//     the wallet is locked and its balance read;
//  2. the engine plays the round from the seeds and the nonce, here;
//  3. game_round_finish: refuses a bet beyond the locked wallet (or a win past bigint) before it
//     writes anything, else takes the nonce, records the round, books the bet into the machine's bank
//     and the win back (the wallet's non-negative CHECK stays the database's own guard), and stores
//     the answer.
// A refusal rolls the round back, nonce included, and is stored under the key; a retry under the
// same Idempotency-Key answers the same round, whichever way it was booked. The protection (breaks,
// session and loss limits) is checked first, in the same transaction, under the lock of the player's
// settings row (so the locks are taken settings → seed → key → wallet → bank, as agent transfers take
// settings before wallets); its refusal is stored under the key too, unless the key already holds an
// answer.
import type { PlayedRound } from '../../../src/contracts/games.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Db } from '../../db/database.ts';
import { inLine, transactionWithRetry } from '../../db/retry.ts';
import type { Machine } from '../../../shared/games/core/machine.ts';
import { playRound, isBetStep } from '../../../shared/games/core/round.ts';
import { AppError, isAppError, type ErrorKey } from '../../errors.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { idempotencyScope } from '../../http/idempotent-call.ts';
import { formatAmount, toUnits } from '../../../shared/money/amount.fns.ts';
import { requestHash } from '../../ledger/idempotency.ts';
import { gameBankCode } from '../../ledger/ledger.ts';
import type { GamesDeps } from './games.deps.ts';
import { requirePlayAllowed } from '../protection/protection.service.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { and, eq, sql } from '../../db/orm.ts';
import { machineById } from '../../../shared/games/machines.ts';
import { beginRound, finishRound, playRoundStatement, type BegunRound, type FinishInput, type KeyClaim, type RoundState } from './round-functions.repo.ts';
import { forgetRoundState, knownRoundState, rememberRoundState } from './round-states.ts';
import { toGameRound } from './rounds.fns.ts';
import { insertSeedPair, randomClientSeed } from './seeds.repo.ts';
import { forgetSession } from '../auth/known-sessions.ts';
import { sessionRefusal } from '../auth/sessions.ts';

export interface PlayInput {
  machineId: string;
  bet: string;
}

export function gameNameOf(deps: GamesDeps, locale: Locale, machineId: string): string {
  return deps.t(locale, 'games', `machines.${machineId}.name`);
}

/**
 * game_round_begin, committing the player's first seed pair when they have none yet. `no_seed` also
 * comes when a rotation revealed the pair this round was waiting to lock (the locked row no longer
 * matches, and the rotation's new pair is newer than the statement): each try reads the newest pair.
 */
async function begin(tx: Db, input: Parameters<typeof beginRound>[1]): Promise<BegunRound> {
  for (let attempt = 1; ; attempt += 1) {
    const begun = await beginRound(tx, input);
    if (begun.state !== 'no_seed' || attempt === 5) return begun;
    await insertSeedPair(tx, input.userId, randomClientSeed());
  }
}

type Ready = Extract<BegunRound, { state: 'ready' }>;

/** The round the engine plays on a seed pair and nonce, and the wallet's balance after it. */
function play(machine: Machine, bet: bigint, on: RoundState) {
  const result = playRound(machine, { serverSeed: on.seed.serverSeed, clientSeed: on.seed.clientSeed, nonce: on.nonce }, bet);
  return { result, balanceAfter: on.balance - bet + result.win };
}

/** What game_round_finish books for a round begun by game_round_begin. */
function bookingOf(machine: Machine, userId: number, bet: bigint, ready: Ready, played: ReturnType<typeof play>) {
  return {
    roundId: ready.roundId,
    userId,
    machineId: machine.id,
    seedId: ready.seed.id,
    nonce: ready.nonce,
    bet,
    win: played.result.win,
    outcome: played.result.outcome,
    walletId: ready.walletId,
    bankCode: gameBankCode(machine.id, userId),
    balanceAfter: played.balanceAfter,
  } satisfies Omit<FinishInput, 'playedAt' | 'claim' | 'response'>;
}

/** The answer to a round, as stored under its key. */
function answerOf(
  deps: GamesDeps,
  locale: Locale,
  machine: Machine,
  userId: number,
  bet: bigint,
  on: RoundState,
  played: ReturnType<typeof play>,
  round: { id: number; playedAt: Date },
): PlayedRound {
  return {
    ...toGameRound(
      { id: round.id, userId, machineId: machine.id, seedId: on.seed.id, nonce: on.nonce, bet, win: played.result.win, outcome: played.result.outcome, createdAt: round.playedAt },
      { ...on.seed, userId, nextNonce: on.nonce + 1, createdAt: round.playedAt, revealedAt: null },
      machine.kind,
      gameNameOf(deps, locale, machine.id),
    ),
    balance: formatAmount(played.balanceAfter),
  };
}

/** A refusal the ledger stored (or would store) for this round. */
function refusal(errorKey: string, httpStatus: number, params: Record<string, string | number> = {}): AppError {
  return new AppError(httpStatus, errorKey as ErrorKey, params);
}

/**
 * One round in the caller's transaction without an idempotency key: the demo seed's rounds over
 * past days (`playedAt`). Refused rounds throw.
 */
export async function playInTransaction(tx: Db, userId: number, { machine }: { machine: Machine }, bet: bigint, playedAt?: Date) {
  const begun = await begin(tx, { userId, machineId: machine.id, now: null, claim: null, protection: false });
  if (begun.state !== 'ready') throw new Error(`round not ready: ${begun.state}`);
  const played = play(machine, bet, begun);
  const finished = await finishRound(tx, { ...bookingOf(machine, userId, bet, begun, played), playedAt: playedAt ?? null, claim: null, response: null });
  if (finished.state === 'failed') throw refusal(finished.errorKey, finished.httpStatus);
  return { roundId: begun.roundId, nonce: begun.nonce, win: played.result.win };
}

/** Stale answers in a row before a round gives up the one-statement way and locks first. */
const STATEMENT_TRIES = 4;

/**
 * The round in one statement (game_round_play), played again on the current state while the one
 * known here was stale. Else the round runs in a transaction: `protected` when the player's
 * protection needs checking, `contended` when other processes kept moving their state.
 */
async function playInOneStatement(
  deps: GamesDeps,
  userId: number,
  machine: Machine,
  bet: bigint,
  claim: KeyClaim,
  context: CallContext,
): Promise<{ value: PlayedRound } | { failure: AppError } | 'protected' | 'contended'> {
  const { locale } = context;
  // A session named from memory is checked by the first statement; whatever it answers, the
  // session was live then, as the session guard's check would have found it before the call.
  let session = context.session?.unchecked ?? null;
  for (let attempt = 1; attempt <= STATEMENT_TRIES; attempt += 1) {
    const known = knownRoundState(deps.db, userId) ?? null;
    const played = known ? play(machine, bet, known) : null;
    const answer = await playRoundStatement(deps.db, {
      userId,
      machineId: machine.id,
      now: deps.now(),
      claim,
      playedOn: known,
      bet,
      win: played?.result.win ?? 0n,
      outcome: played?.result.outcome ?? null,
      bankCode: gameBankCode(machine.id, userId),
      response: known && played ? answerOf(deps, locale, machine, userId, bet, known, played, { id: 0, playedAt: new Date(0) }) : null,
      session,
    });
    if (answer.state === 'session') {
      forgetSession(deps.db, session!.tokenHash);
      throw sessionRefusal(answer.verdict);
    }
    session = null;
    switch (answer.state) {
      case 'protected':
        return 'protected';
      case 'game_not_found':
        throw new AppError(404, 'GAME_NOT_FOUND');
      case 'key_reused':
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
      case 'no_seed':
        forgetRoundState(deps.db, userId);
        await insertSeedPair(deps.db, userId, randomClientSeed());
        continue;
      case 'stale':
        rememberRoundState(deps.db, userId, answer.current);
        continue;
      case 'played':
        rememberRoundState(deps.db, userId, { seed: known!.seed, nonce: known!.nonce + 1, balance: played!.balanceAfter });
        return { value: answer.response as PlayedRound };
      case 'done':
        return { value: answer.response as PlayedRound };
      case 'failed':
        return { failure: refusal(answer.failure.errorKey, answer.httpStatus, answer.failure.params) };
    }
  }
  return 'contended';
}

export async function playGame(deps: GamesDeps, userId: number, input: PlayInput, context: CallContext): Promise<PlayedRound> {
  const machine = machineById(input.machineId);
  if (!machine) throw new AppError(404, 'GAME_NOT_FOUND');
  const bet = toUnits(input.bet);
  if (!isBetStep(machine, bet)) throw new AppError(422, 'BET_NOT_ALLOWED', { steps: machine.betSteps.join(' / ') });
  if (context.idempotencyKey === null) throw new Error('game/play without an idempotency key');
  const claim: KeyClaim = {
    scope: idempotencyScope(context),
    key: context.idempotencyKey,
    requestHash: requestHash({ machineId: machine.id, bet: formatAmount(bet) }),
  };

  // The player's rounds take turns in this process: they would wait on each other's seed pair lock
  // anyway, and in turn each is played on the state the one before it left.
  let outcome = await inLine(deps.db, `round:${userId}`, () => playInOneStatement(deps, userId, machine, bet, claim, context));
  if (outcome === 'protected' || outcome === 'contended') {
    forgetRoundState(deps.db, userId);
    outcome = await playLocked(deps, userId, machine, bet, claim, context, outcome === 'protected');
  }
  if ('failure' in outcome) throw outcome.failure;
  return outcome.value;
}

/**
 * The round in a transaction that locks before the engine plays, the player's protection checked
 * first (`knownProtected`: game_round_play has just answered that it needs checking, so
 * game_round_begin is not asked again).
 */
function playLocked(deps: GamesDeps, userId: number, machine: Machine, bet: bigint, claim: KeyClaim, context: CallContext, knownProtected: boolean) {
  // A serialization failure or deadlock rolls the round back whole (server/db/retry.ts): it is played
  // again, in the player's line (their rounds conflict on their wallet and seed pair: they retry in turn).
  return transactionWithRetry(deps.db, async (tx: Db): Promise<{ value: PlayedRound } | { failure: AppError }> => {
    const now = deps.now();
    let begun: BegunRound = knownProtected ? { state: 'protected' } : await begin(tx, { userId, machineId: machine.id, now, claim, protection: true });
    let refused: AppError | null = null;
    if (begun.state === 'protected') {
      // Breaks, the session limit and loss limits (read-only checks under the settings row's lock),
      // nothing locked yet; then the round begins without asking again.
      try {
        await requirePlayAllowed(tx, userId, context.session?.sessionId ?? null, bet, now);
      } catch (error) {
        if (!isAppError(error)) throw error;
        refused = error;
      }
      begun = await begin(tx, { userId, machineId: machine.id, now, claim, protection: false });
    }
    if (refused && begun.state === 'ready') {
      await tx
        .update(idempotencyKeys)
        .set({ status: 'failed', response: { errorKey: refused.errorKey, params: refused.params }, httpStatus: refused.status, completedAt: sql`now()` })
        .where(and(eq(idempotencyKeys.scope, claim.scope), eq(idempotencyKeys.key, claim.key)));
      return { failure: refused };
    }
    switch (begun.state) {
      case 'game_not_found':
        throw new AppError(404, 'GAME_NOT_FOUND');
      case 'key_reused':
        throw new AppError(422, 'IDEMPOTENCY_KEY_REUSED');
      case 'done':
        return { value: begun.response as PlayedRound };
      case 'failed':
        return { failure: refusal(begun.failure.errorKey, begun.httpStatus, begun.failure.params) };
      case 'no_seed':
        throw new Error('no seed pair after committing one');
      case 'protected':
        throw new Error('game_round_begin answered protected when not asked');
    }
    const played = play(machine, bet, begun);
    const response = answerOf(deps, context.locale, machine, userId, bet, begun, played, { id: begun.roundId, playedAt: new Date(begun.playedAt) });
    const finished = await finishRound(tx, { ...bookingOf(machine, userId, bet, begun, played), playedAt: null, claim, response });
    // The answer as stored (jsonb orders keys its own way), so the first reply and every replay match.
    if (finished.state === 'done') return { value: finished.response as PlayedRound };
    return { failure: refusal(finished.errorKey, finished.httpStatus) };
  }, undefined, { line: { owner: deps.db, key: claim.scope } });
}
