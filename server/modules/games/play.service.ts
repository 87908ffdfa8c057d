// One round, one transaction, two database calls (server/db/migrations/0017_money_functions.sql):
//  1. game_round_begin: the machine is released, the player's seed pair is locked (their rounds take
//     nonces one after another), the idempotency key is claimed (a retry gets the stored answer),
//     the wallet is locked and its balance read;
//  2. the engine plays the round from the seeds and the nonce, here;
//  3. game_round_finish: refuses a bet beyond the locked wallet (or a win past bigint) before it
//     writes anything, else takes the nonce, records the round, books the bet into the machine's bank
//     and the win back (the wallet's non-negative CHECK stays the database's own guard), and stores
//     the answer.
// A refusal rolls the round back, nonce included, and is stored under the key; a retry under the
// same Idempotency-Key answers the same round. The player's protection (breaks, session and loss
// limits) is checked first, in the same transaction, under the lock of the player's settings row
// (so the locks are taken settings → seed → key → wallet → bank, as agent transfers take settings
// before wallets); its refusal is stored under the key too, unless the key already holds an answer.
// A player with no break, exclusion or limit in force learns that from game_round_begin itself,
// before it locks anything (`protected` otherwise): two round trips fewer for most rounds.
import type { PlayedRound } from '../../../src/contracts/games.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Db } from '../../db/database.ts';
import { transactionWithRetry } from '../../db/retry.ts';
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
import { beginRound, finishRound, type BegunRound, type FinishInput, type KeyClaim } from './round-functions.repo.ts';
import { toGameRound } from './rounds.fns.ts';
import { insertSeedPair, randomClientSeed } from './seeds.repo.ts';

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

/** The round the engine plays from the locked seed pair, with everything game_round_finish books. */
function play(machine: Machine, userId: number, bet: bigint, ready: Ready) {
  const result = playRound(machine, { serverSeed: ready.seed.serverSeed, clientSeed: ready.seed.clientSeed, nonce: ready.nonce }, bet);
  const booked = {
    roundId: ready.roundId,
    userId,
    machineId: machine.id,
    seedId: ready.seed.id,
    nonce: ready.nonce,
    bet,
    win: result.win,
    outcome: result.outcome,
    walletId: ready.walletId,
    bankCode: gameBankCode(machine.id, userId),
    balanceAfter: ready.balance - bet + result.win,
  } satisfies Omit<FinishInput, 'playedAt' | 'claim' | 'response'>;
  return { result, booked };
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
  const { result, booked } = play(machine, userId, bet, begun);
  const finished = await finishRound(tx, { ...booked, playedAt: playedAt ?? null, claim: null, response: null });
  if (finished.state === 'failed') throw refusal(finished.errorKey, finished.httpStatus);
  return { roundId: begun.roundId, nonce: begun.nonce, win: result.win };
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

  // A serialization failure or deadlock rolls the round back whole (server/db/retry.ts): it is played
  // again, in the player's line (their rounds conflict on their wallet and seed pair: they retry in turn).
  const outcome = await transactionWithRetry(deps.db, async (tx: Db): Promise<{ value: PlayedRound } | { failure: AppError }> => {
    const now = deps.now();
    let begun = await begin(tx, { userId, machineId: machine.id, now, claim, protection: true });
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
    const { result, booked } = play(machine, userId, bet, begun);
    const response: PlayedRound = {
      ...toGameRound(
        {
          id: begun.roundId,
          userId,
          machineId: machine.id,
          seedId: begun.seed.id,
          nonce: begun.nonce,
          bet,
          win: result.win,
          outcome: result.outcome,
          createdAt: new Date(begun.playedAt),
        },
        { ...begun.seed, userId, nextNonce: begun.nonce + 1, createdAt: new Date(begun.playedAt), revealedAt: null },
        machine.kind,
        gameNameOf(deps, context.locale, machine.id),
      ),
      balance: formatAmount(booked.balanceAfter),
    };
    const finished = await finishRound(tx, { ...booked, playedAt: null, claim, response });
    // The answer as stored (jsonb orders keys its own way), so the first reply and every replay match.
    if (finished.state === 'done') return { value: finished.response as PlayedRound };
    return { failure: refusal(finished.errorKey, finished.httpStatus) };
  }, undefined, { line: { owner: deps.db, key: claim.scope } });
  if ('failure' in outcome) throw outcome.failure;
  return outcome.value;
}
