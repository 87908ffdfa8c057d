// One round, one transaction: take the player's next nonce, play the machine from the seeds, record
// the round, debit the bet and credit the win. Any refusal (not enough balance) rolls all of it back,
// the nonce included; a retry under the same Idempotency-Key answers the same round.
import type { PlayedRound } from '../../../src/contracts/games.ts';
import type { Locale } from '../../../src/lib/locales.ts';
import type { Db } from '../../db/database.ts';
import { playRound, isBetStep } from '../../games/core/round.ts';
import { AppError } from '../../errors.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { idempotentCall } from '../../http/idempotent-call.ts';
import { formatAmount, toUnits } from '../../ledger/amount.fns.ts';
import { balanceOf, gameBankOf, transfer, walletOf } from '../../ledger/ledger.ts';
import type { GamesDeps } from './games.deps.ts';
import { playableMachine, type PlayableMachine } from './machines.service.ts';
import { insertRound } from './rounds.repo.ts';
import { toGameRound } from './rounds.fns.ts';
import { activeSeedOf, takeNonce } from './seeds.repo.ts';

export interface PlayInput {
  machineId: string;
  bet: string;
}

export function gameNameOf(deps: GamesDeps, locale: Locale, machineId: string): string {
  return deps.t(locale, 'games', `machines.${machineId}.name`);
}

/**
 * One round in the caller's transaction: the player's next nonce, the machine's result, the round
 * row, the bet and the win through the ledger. `playedAt` stamps the round with another time than
 * the database's (the demo seed's rounds over past days); calls leave it to the database.
 */
export async function playInTransaction(
  tx: Db,
  userId: number,
  { machine }: Pick<PlayableMachine, 'machine'>,
  bet: bigint,
  playedAt?: Date,
) {
  // The seed row is the player's lock: their rounds take nonces one after another.
  const seed = await activeSeedOf(tx, userId, true);
  const nonce = await takeNonce(tx, seed.id);
  const result = playRound(machine, { serverSeed: seed.serverSeed, clientSeed: seed.clientSeed, nonce }, bet);
  const round = await insertRound(tx, {
    userId,
    machineId: machine.id,
    seedId: seed.id,
    nonce,
    bet,
    win: result.win,
    outcome: result.outcome,
    ...(playedAt ? { createdAt: playedAt } : {}),
  });
  const wallet = await walletOf(tx, userId);
  const bank = await gameBankOf(tx, machine.id, userId);
  const reference = `round:${round.id}`;
  await transfer(tx, { from: wallet.id, to: bank.id, amount: bet, kind: 'game_bet', reference });
  if (result.win > 0n) await transfer(tx, { from: bank.id, to: wallet.id, amount: result.win, kind: 'game_win', reference });
  return { round, seed, nonce, wallet };
}

export async function playGame(deps: GamesDeps, userId: number, input: PlayInput, context: CallContext): Promise<PlayedRound> {
  const playable = await playableMachine(deps, input.machineId);
  const { machine, row } = playable;
  const bet = toUnits(input.bet);
  if (!isBetStep(machine, bet)) throw new AppError(422, 'BET_NOT_ALLOWED', { steps: machine.betSteps.join(' / ') });
  return idempotentCall(deps.db, context, { machineId: machine.id, bet: formatAmount(bet) }, async (tx: Db) => {
    const { round, seed, nonce, wallet } = await playInTransaction(tx, userId, playable, bet);
    const balance = await balanceOf(tx, wallet.id);
    return {
      ...toGameRound(round, { ...seed, nextNonce: nonce + 1 }, row.kind, gameNameOf(deps, context.locale, machine.id)),
      balance: formatAmount(balance),
    };
  });
}
