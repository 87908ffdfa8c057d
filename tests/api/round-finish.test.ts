// game_round_finish books a round's money itself (migration 0034): the bet and the win as two
// transfers, the wallet moved once by both. A bet beyond the wallet is refused even when the round's
// win would cover it, a win past bigint too, and a refusal books nothing: no nonce, round or transfer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, asc, eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { gameRounds, idempotencyKeys, ledgerTransfers, playerSeeds } from '../../server/db/schema.ts';
import { gameBankCode, walletOf } from '../../server/ledger/ledger.ts';
import { BIGINT_MAX_UNITS as BIGINT_MAX } from '../../shared/money/amount.fns.ts';
import { beginRound, finishRound } from '../../server/modules/games/round-functions.repo.ts';
import { call } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { startGamesApp } from './support/games.ts';
import { newPlayer } from './support/wallet.ts';
import { expectLedgerClean, fund } from './ledger-fixtures.ts';

const MACHINE = 'coral-reef';

describe.each(bothDatabases)('game_round_finish on %s', (kind) => {
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startGamesApp(kind);
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  async function player(units: bigint): Promise<number> {
    const { userId, token } = await newPlayer(started.app, { name: null, fundPassword: null });
    expect((await call(started.app, calls.gameSeed.path, {}, { token })).statusCode).toBe(200);
    await fund(db, userId, units);
    return userId;
  }

  /** One round of `bet` winning `win`, begun and finished in one transaction under its own key. */
  async function round(userId: number, bet: bigint, win: bigint) {
    const claim = { scope: `test:${userId}`, key: randomUUID(), requestHash: 'h' };
    return db.transaction(async (tx) => {
      const begun = await beginRound(tx as unknown as Db, { userId, machineId: MACHINE, now: new Date(), claim, protection: false });
      if (begun.state !== 'ready') throw new Error(`not ready: ${begun.state}`);
      const finished = await finishRound(tx as unknown as Db, {
        roundId: begun.roundId,
        userId,
        machineId: MACHINE,
        seedId: begun.seed.id,
        nonce: begun.nonce,
        bet,
        win,
        outcome: { test: true },
        playedAt: null,
        walletId: begun.walletId,
        bankCode: gameBankCode(MACHINE, userId),
        balanceAfter: begun.balance - bet + win,
        claim,
        response: { roundId: begun.roundId },
      });
      return { begun, finished, claim };
    });
  }

  async function wallet(userId: number): Promise<bigint> {
    return (await walletOf(db, userId)).balance;
  }
  async function nextNonce(userId: number): Promise<number> {
    const [row] = await db.select({ nonce: playerSeeds.nextNonce }).from(playerSeeds).where(eq(playerSeeds.userId, userId));
    return row!.nonce;
  }
  function transfersOf(roundId: number) {
    return db
      .select({ kind: ledgerTransfers.kind, amount: ledgerTransfers.amount })
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.reference, `round:${roundId}`))
      .orderBy(asc(ledgerTransfers.id));
  }

  it('books a lost round as its bet, a won one as bet then win, and moves the wallet by both', async () => {
    const userId = await player(100n);
    const lost = await round(userId, 10n, 0n);
    expect(lost.finished).toEqual({ state: 'done', response: { roundId: lost.begun.roundId } });
    expect(await transfersOf(lost.begun.roundId)).toEqual([{ kind: 'game_bet', amount: 10n }]);
    expect(await wallet(userId)).toBe(90n);

    const won = await round(userId, 10n, 25n);
    expect(won.finished.state).toBe('done');
    expect(await transfersOf(won.begun.roundId)).toEqual([
      { kind: 'game_bet', amount: 10n },
      { kind: 'game_win', amount: 25n },
    ]);
    expect(await wallet(userId)).toBe(105n);
    expect(await nextNonce(userId)).toBe(won.begun.nonce + 1);
    await expectLedgerClean(db);
  });

  it('refuses a bet beyond the wallet though its win would cover it, booking nothing; the whole wallet may be bet', async () => {
    const userId = await player(105n);
    const nonce = await nextNonce(userId);
    const refused = await round(userId, 106n, 1_000n);
    expect(refused.finished).toEqual({ state: 'failed', errorKey: 'INSUFFICIENT_FUNDS', httpStatus: 422 });
    expect(await wallet(userId)).toBe(105n);
    expect(await nextNonce(userId)).toBe(nonce);
    expect(await transfersOf(refused.begun.roundId)).toEqual([]);
    expect(await db.select().from(gameRounds).where(eq(gameRounds.id, refused.begun.roundId))).toEqual([]);
    const [stored] = await db
      .select({ status: idempotencyKeys.status, response: idempotencyKeys.response, httpStatus: idempotencyKeys.httpStatus })
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, refused.claim.scope), eq(idempotencyKeys.key, refused.claim.key)));
    expect(stored).toEqual({ status: 'failed', response: { errorKey: 'INSUFFICIENT_FUNDS', params: {} }, httpStatus: 422 });

    const allIn = await round(userId, 105n, 0n);
    expect(allIn.finished.state).toBe('done');
    expect(await wallet(userId)).toBe(0n);
    expect(await nextNonce(userId)).toBe(nonce + 1);
    await expectLedgerClean(db);
  });

  it('refuses a win that would take the wallet past bigint, booking nothing', async () => {
    const userId = await player(BIGINT_MAX - 10n);
    const refused = await round(userId, 1n, 20n);
    expect(refused.finished).toEqual({ state: 'failed', errorKey: 'LEDGER_LIMIT_REACHED', httpStatus: 422 });
    expect(await wallet(userId)).toBe(BIGINT_MAX - 10n);
    expect(await transfersOf(refused.begun.roundId)).toEqual([]);

    const atTheLimit = await round(userId, 1n, 11n);
    expect(atTheLimit.finished.state).toBe('done');
    expect(await wallet(userId)).toBe(BIGINT_MAX);
  });
});
