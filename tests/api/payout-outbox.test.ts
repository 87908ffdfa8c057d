// The payout outbox (issue 19): approving a withdrawal records a payout request in its transaction
// and calls no provider; the job `payouts:submit` hands the request to the adapter outside any
// transaction with the order number as idempotency key, recovers a request a crashed process left
// behind, backs off after a transport failure, and never pays twice when a retry follows an answer
// that was lost.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import { payoutRequests, sandboxChainTxs, withdrawals } from '../../server/db/schema.ts';
import { payoutTxid } from '../../server/modules/crypto/sandbox-chain.ts';
import { scanChains } from '../../server/modules/crypto/deposit-watcher.ts';
import { walletConfigFromEnv, type WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import type { PayoutAdapter, WithdrawalRow } from '../../server/modules/withdrawals/payout.types.ts';
import { payoutBackoffMs, submitDuePayouts } from '../../server/modules/withdrawals/payout-submission.ts';
import { payoutAdapters, type PayoutAdapters } from '../../server/modules/withdrawals/payouts.ts';
import { settleBankPayouts } from '../../server/modules/withdrawals/sandbox-bank-payout.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, moneyCall, newPlayer, opsCall, startWalletApp, testWalletConfig, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { chainMine, creditedDeposit, walletDepsOf } from './crypto-fixtures.ts';
import { cardPlayer, holdOf, withdrawToCard, withdrawalRow } from './withdrawals-fixtures.ts';

const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe.each(databases)('payout outbox on %s', (kind) => {
  let started: TestApp;
  let deps: WalletDeps;
  beforeAll(async () => {
    started = await startWalletApp(kind);
    deps = walletDepsOf(started);
  });
  afterAll(async () => {
    await started?.close();
  });

  /** A player with 100 USDT deposited whose 40 USDT crypto withdrawal is in review; answers its order number. */
  async function cryptoWithdrawal(): Promise<{ player: Player; orderSn: string }> {
    const player = await newPlayer(started.app);
    await creditedDeposit(started, deps, player.token, 'TRC20', '100');
    const res = await moneyCall(
      started.app,
      calls.cppWithdraw.path,
      { coin: 'USDT', network: 'TRC20', address: TRON_ADDRESS, amount: '40', paymentPassword: '123456' },
      { token: player.token },
    );
    expect(res.statusCode, res.body).toBe(200);
    return { player, orderSn: res.json().data.orderSn };
  }

  async function approve(orderSn: string) {
    const res = await opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  const requestOf = async (orderSn: string) => (await started.database.db.select().from(payoutRequests).where(eq(payoutRequests.orderSn, orderSn)))[0];
  const chainTxsOf = (txid: string) => started.database.db.select().from(sandboxChainTxs).where(eq(sandboxChainTxs.txid, txid));

  /** Wraps each adapter: `before` runs when the adapter is called, `after` with its answer. */
  function watched(
    real: PayoutAdapters,
    hooks: { before?: (w: WithdrawalRow, key: string) => Promise<void>; after?: (answer: { providerRef: string | null }) => Promise<unknown> },
  ): PayoutAdapters & { calls: string[] } {
    const calls: string[] = [];
    const wrap = (adapter: PayoutAdapter): PayoutAdapter => ({
      async submit(withdrawal, key) {
        calls.push(key);
        await hooks.before?.(withdrawal, key);
        const answer = await adapter.submit(withdrawal, key);
        await hooks.after?.(answer);
        return answer;
      },
    });
    return { bank: wrap(real.bank), crypto: wrap(real.crypto), calls };
  }

  /** Adapters of a process that dies at `moment` of its first call (before the provider, or after its answer): `reached` resolves there, the call never returns. */
  function dyingAt(moment: 'before' | 'after'): { adapters: PayoutAdapters & { calls: string[] }; reached: Promise<void> } {
    let reach!: () => void;
    const reached = new Promise<void>((resolve) => (reach = resolve));
    const die = async () => {
      reach();
      await new Promise(() => {});
    };
    return { adapters: watched(payoutAdapters(deps), { [moment]: die }), reached };
  }

  it('the approval records one payout request and calls no provider; the job calls it outside any transaction with the order number', async () => {
    const { orderSn } = await cryptoWithdrawal();
    const seen: { status: string; requested: boolean; openTransactions: number | null }[] = [];
    const adapters = watched(payoutAdapters(deps), {
      // Read through the pool at the moment of the call: the approval is committed (another
      // connection sees it), and no session of this database sits in an open transaction.
      before: async (withdrawal) => {
        const [row] = await deps.db.select({ status: withdrawals.status }).from(withdrawals).where(eq(withdrawals.id, withdrawal.id));
        let openTransactions: number | null = null;
        if (kind === 'postgres') {
          const result = await deps.db.execute(
            sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND state LIKE 'idle in transaction%'`,
          );
          openTransactions = (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
        }
        seen.push({ status: row!.status, requested: (await requestOf(withdrawal.orderSn)) !== undefined, openTransactions });
      },
    });

    const approved = await approve(orderSn);
    expect(approved).toMatchObject({ status: 'withdrawing', txid: null });
    expect(await requestOf(orderSn)).toMatchObject({ attempts: 0, submittedAt: null, providerRef: null });
    expect(await chainTxsOf(payoutTxid('TRC20', orderSn))).toHaveLength(0);

    expect(await submitDuePayouts(deps, adapters)).toEqual({ submitted: 1, failed: 0 });
    expect(adapters.calls).toEqual([orderSn]);
    expect(seen).toEqual([{ status: 'withdrawing', requested: true, openTransactions: kind === 'postgres' ? 0 : null }]);
    const txid = payoutTxid('TRC20', orderSn);
    expect(await requestOf(orderSn)).toMatchObject({ attempts: 1, providerRef: txid, lastError: null });
    expect((await withdrawalRow(started.database.db, orderSn)).txid).toBe(txid);
    expect(await chainTxsOf(txid)).toHaveLength(1);
    // Submitted requests are not submitted again.
    expect(await submitDuePayouts(deps, adapters)).toEqual({ submitted: 0, failed: 0 });
    expect(adapters.calls).toEqual([orderSn]);
    await expectLedgerClean(started.database.db);
  });

  it('a process that died between the approval’s commit and the provider call: the next run submits it', async () => {
    const player = await cardPlayer(started, '3000');
    const orderSn = await withdrawToCard(started.app, player, '1000');
    await approve(orderSn);
    // The approving process is gone before any job ran: the bank has nothing to settle yet.
    expect(await settleBankPayouts(deps)).toEqual({ settled: 0, failed: 0 });
    expect((await withdrawalRow(started.database.db, orderSn)).status).toBe('withdrawing');

    const survivor = watched(payoutAdapters(deps), {});
    expect((await submitDuePayouts(deps, survivor)).submitted).toBeGreaterThanOrEqual(1);
    expect(survivor.calls).toContain(orderSn);
    expect(await requestOf(orderSn)).toMatchObject({ attempts: 1, providerRef: null });
    expect((await requestOf(orderSn))!.submittedAt).not.toBeNull();
    await settleBankPayouts(deps);
    expect(await withdrawalRow(started.database.db, orderSn)).toMatchObject({ status: 'success' });
    expect((await holdOf(started.database.db, orderSn)).status).toBe('posted');
    expect(await balanceText(started.app, player.token)).toBe('2000.0000');
    await expectLedgerClean(started.database.db);
  });

  it('a transport failure is kept and retried after its backoff; nothing is settled before', async () => {
    const { player, orderSn } = await cryptoWithdrawal();
    await approve(orderSn);
    const down = watched(payoutAdapters(deps), {
      before: async () => {
        throw new Error('connect ECONNREFUSED 10.0.0.1:443');
      },
    });
    expect(await submitDuePayouts(deps, down)).toEqual({ submitted: 0, failed: 1 });
    const failed = await requestOf(orderSn);
    expect(failed).toMatchObject({ attempts: 1, submittedAt: null, lastError: 'connect ECONNREFUSED 10.0.0.1:443' });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + payoutBackoffMs(1) - 5_000);
    // Not due again before its backoff.
    const up = watched(payoutAdapters(deps), {});
    expect(await submitDuePayouts(deps, up)).toEqual({ submitted: 0, failed: 0 });
    expect(up.calls).toEqual([]);

    const later = walletDepsOf(started, { now: () => new Date(Date.now() + payoutBackoffMs(1) + 1000) });
    expect(await submitDuePayouts(later, up)).toEqual({ submitted: 1, failed: 0 });
    expect(await requestOf(orderSn)).toMatchObject({ attempts: 2, lastError: null, providerRef: payoutTxid('TRC20', orderSn) });
    expect(await balanceText(started.app, player.token)).toBe('9000.0000');
    await expectLedgerClean(started.database.db);
  });

  it('a retry after the provider answered (the answer lost with its process) pays once', async () => {
    const { player, orderSn } = await cryptoWithdrawal();
    await approve(orderSn);
    const txid = payoutTxid('TRC20', orderSn);
    // The first process gets the provider's answer and dies before recording it (never returns).
    const { adapters: dying, reached: answered } = dyingAt('after');
    void submitDuePayouts(deps, dying);
    await answered;
    expect(await chainTxsOf(txid)).toHaveLength(1);
    expect(await requestOf(orderSn)).toMatchObject({ attempts: 1, submittedAt: null });

    // Within the lease nobody takes it; after the lease another process submits it again with the same key.
    const survivor = watched(payoutAdapters(deps), {});
    expect(await submitDuePayouts(deps, survivor)).toEqual({ submitted: 0, failed: 0 });
    const afterLease = walletDepsOf(started, { now: () => new Date(Date.now() + deps.config.outboxLeaseMs + 1000) });
    expect(await submitDuePayouts(afterLease, survivor)).toEqual({ submitted: 1, failed: 0 });
    expect(survivor.calls).toEqual([orderSn]);
    expect(dying.calls).toEqual([orderSn]);
    // The chain holds one payout, the withdrawal its txid; it settles once after its confirmations.
    expect(await chainTxsOf(txid)).toHaveLength(1);
    expect(await requestOf(orderSn)).toMatchObject({ attempts: 2, providerRef: txid });
    expect((await withdrawalRow(started.database.db, orderSn)).txid).toBe(txid);
    await chainMine(started.app, 'TRC20', 19);
    await scanChains(deps);
    expect(await withdrawalRow(started.database.db, orderSn)).toMatchObject({ status: 'success' });
    expect((await holdOf(started.database.db, orderSn)).status).toBe('posted');
    expect(await balanceText(started.app, player.token)).toBe('9000.0000');
    await expectLedgerClean(started.database.db);
  });

  it('the lease is OUTBOX_LEASE_SECONDS: a request whose run never reports back is claimed again at its end, not before', async () => {
    const { orderSn } = await cryptoWithdrawal();
    await approve(orderSn);
    const config = { ...testWalletConfig(), outboxLeaseMs: walletConfigFromEnv({ OUTBOX_LEASE_SECONDS: '15' }).outboxLeaseMs };
    const claimedAt = Date.now();
    const depsAt = (ms: number) => walletDepsOf(started, { config, now: () => new Date(claimedAt + ms) });
    // The first run claims the request and hangs before calling the provider (its process is gone).
    const { adapters: dying, reached: claimed } = dyingAt('before');
    void submitDuePayouts(depsAt(0), dying);
    await claimed;
    expect((await requestOf(orderSn))!.nextAttemptAt).toEqual(new Date(claimedAt + 15_000));

    const survivor = watched(payoutAdapters(deps), {});
    expect(await submitDuePayouts(depsAt(15_000 - 1), survivor)).toEqual({ submitted: 0, failed: 0 });
    expect(await submitDuePayouts(depsAt(15_000), survivor)).toEqual({ submitted: 1, failed: 0 });
    expect(survivor.calls).toEqual([orderSn]);
    expect(await requestOf(orderSn)).toMatchObject({ attempts: 2, providerRef: payoutTxid('TRC20', orderSn) });
    expect(await chainTxsOf(payoutTxid('TRC20', orderSn))).toHaveLength(1);
  });

  it('one payout request per withdrawal: the order number is its key', async () => {
    const { orderSn } = await cryptoWithdrawal();
    await approve(orderSn);
    const row = await withdrawalRow(started.database.db, orderSn);
    await expect(started.database.db.insert(payoutRequests).values({ orderSn, withdrawalId: row.id })).rejects.toThrow();
    expect(await started.database.db.select().from(payoutRequests).where(eq(payoutRequests.orderSn, orderSn))).toHaveLength(1);
  });
});
