// cpp/coins/withdraw on PGlite and PostgreSQL: every refusal moves nothing; a success is held,
// approved by an operator, broadcast from the hot wallet and settled after its confirmations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import { sandboxChainTxs, withdrawals } from '../../server/db/schema.ts';
import { hotWalletAddress } from '../../server/modules/crypto/derive-address.fns.ts';
import { scanChains } from '../../server/modules/crypto/deposit-watcher.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { call } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, moneyCall, newPlayer, opsCall, startWalletApp, type Player } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { chainMine, creditedDeposit, walletDepsOf } from './crypto-fixtures.ts';
import { submitPayouts } from './withdrawals-fixtures.ts';

const TRON_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ETH_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';

describe.each(databases)('crypto withdrawals on %s', (kind) => {
  let started: TestApp;
  let deps: WalletDeps;
  beforeAll(async () => {
    started = await startWalletApp(kind);
    deps = walletDepsOf(started);
  });
  afterAll(async () => {
    await started?.close();
  });

  const withdraw = (player: Player, body: Record<string, unknown>, options: { key?: string; locale?: string } = {}) =>
    moneyCall(
      started.app,
      calls.cppWithdraw.path,
      { coin: 'USDT', network: 'TRC20', address: TRON_ADDRESS, amount: '40', paymentPassword: '123456', ...body },
      { token: player.token, ...options },
    );
  const withdrawalsOf = (userId: number) => started.database.db.select().from(withdrawals).where(eq(withdrawals.userId, userId));

  /** A player with 100 USDT (15 000 coins) deposited through `network`. */
  async function depositedPlayer(network = 'TRC20'): Promise<Player> {
    const player = await newPlayer(started.app);
    await creditedDeposit(started, deps, player.token, network, '100');
    expect(await balanceText(started.app, player.token)).toBe('15000.0000');
    return player;
  }

  /** The call was refused with this error, and nothing was held or recorded. */
  async function expectRefused(res: Awaited<ReturnType<typeof withdraw>>, player: Player, status: number, error: string, balance: string) {
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toBe(error);
    expect(await balanceText(started.app, player.token)).toBe(balance);
    expect(await withdrawalsOf(player.userId)).toHaveLength(0);
    await expectLedgerClean(started.database.db);
  }

  it('needs a credited deposit of the coin first', async () => {
    const player = await newPlayer(started.app);
    const res = await withdraw(player, {}, { locale: 'en-US' });
    await expectRefused(res, player, 422, 'CRYPTO_DEPOSIT_REQUIRED', '0.0000');
    expect(res.json().msg).toBe('Deposit this coin first; withdrawals go out on the network you deposited with.');
  });

  it('goes out only on the network of the deposit, naming it in the player’s language', async () => {
    const player = await depositedPlayer('TRC20');
    const en = await withdraw(player, { network: 'ERC20', address: ETH_ADDRESS, amount: '60' }, { locale: 'en-US' });
    await expectRefused(en, player, 422, 'NETWORK_MISMATCH', '15000.0000');
    expect(en.json().msg).toBe('Withdraw on the same network you deposited with (TRC20).');
    const ja = await withdraw(player, { network: 'ERC20', address: ETH_ADDRESS, amount: '60' }, { locale: 'ja-JP' });
    expect(ja.json().msg).toBe('出金は入金時と同じネットワーク（TRC20）で行ってください。');
  });

  it('refuses an unknown coin or network', async () => {
    const player = await depositedPlayer('TRC20');
    await expectRefused(await withdraw(player, { coin: 'BTC' }), player, 400, 'COIN_UNKNOWN', '15000.0000');
    await expectRefused(await withdraw(player, { network: 'BEP20', address: ETH_ADDRESS }), player, 400, 'COIN_UNKNOWN', '15000.0000');
  });

  it('refuses an address that is not valid on the network', async () => {
    const player = await depositedPlayer('TRC20');
    for (const address of [ETH_ADDRESS, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2']) {
      const res = await withdraw(player, { address }, { locale: 'en-US' });
      await expectRefused(res, player, 422, 'ADDRESS_INVALID', '15000.0000');
      expect(res.json().msg).toBe('This is not a valid TRON (TRC20) address.');
    }
  });

  it('refuses more decimals than the coin has and amounts outside the limits', async () => {
    const player = await depositedPlayer('TRC20');
    const precise = await withdraw(player, { amount: '20.0000001' }, { locale: 'en-US' });
    await expectRefused(precise, player, 422, 'AMOUNT_TOO_PRECISE', '15000.0000');
    expect(precise.json().msg).toBe('Amounts allow at most 6 decimal places.');
    for (const amount of ['19.999999', '10000.000001', '20000']) {
      const res = await withdraw(player, { amount }, { locale: 'en-US' });
      await expectRefused(res, player, 422, 'AMOUNT_OUT_OF_RANGE', '15000.0000');
      expect(res.json().msg).toBe('Enter an amount from 20 to 10,000 USDT.');
    }
    for (const amount of ['0', '-20', '1e3', 40, '']) await expectRefused(await withdraw(player, { amount }), player, 400, 'VALIDATION_FAILED', '15000.0000');
  });

  it('refuses a wrong fund password and counts it', async () => {
    const player = await depositedPlayer('TRC20');
    const res = await withdraw(player, { paymentPassword: '654321' });
    await expectRefused(res, player, 422, 'PAYMENT_PASSWORD_INCORRECT', '15000.0000');
    expect(res.json().msg).toMatch(/4/);
  });

  it('refuses more than the balance and holds nothing', async () => {
    const player = await depositedPlayer('TRC20');
    // 100.000001 USDT is worth just over the 15 000 coins the player has.
    await expectRefused(await withdraw(player, { amount: '100.000001' }), player, 422, 'INSUFFICIENT_FUNDS', '15000.0000');
  });

  it('holds the value, is approved, broadcast from the hot wallet and settled after 19 confirmations', async () => {
    const { app, database } = started;
    const player = await depositedPlayer('TRC20');
    const key = 'crypto-withdraw-once';
    const res = await withdraw(player, { amount: '40' }, { key });
    expect(res.statusCode, res.body).toBe(200);
    const record = res.json().data;
    expect(record).toMatchObject({
      method: 'crypto',
      amount: '6000.0000',
      status: 'review',
      coin: 'USDT',
      network: 'TRC20',
      address: TRON_ADDRESS,
      assetAmount: '40.000000',
      txid: null,
      bankName: null,
    });
    expect(await balanceText(app, player.token)).toBe('9000.0000');

    // A retry answers the same withdrawal and holds nothing more.
    const retry = await withdraw(player, { amount: '40' }, { key });
    expect(retry.json().data.orderSn).toBe(record.orderSn);
    expect(await withdrawalsOf(player.userId)).toHaveLength(1);
    expect(await balanceText(app, player.token)).toBe('9000.0000');

    const sentTo = async () => (await database.db.select().from(sandboxChainTxs).where(eq(sandboxChainTxs.toAddress, TRON_ADDRESS))).length;
    const sentBefore = await sentTo();
    const approved = await opsCall(app, calls.opsWithdrawalApprove.path, { orderSn: record.orderSn });
    expect(approved.statusCode, approved.body).toBe(200);
    // Nothing is broadcast inside the approval: the job `payouts:submit` does it after the commit.
    expect(approved.json().data).toMatchObject({ status: 'withdrawing', txid: null });
    expect(await sentTo()).toBe(sentBefore);
    expect(await submitPayouts(deps)).toEqual({ submitted: 1, failed: 0 });
    expect(await sentTo()).toBe(sentBefore + 1);
    const txid = (await withdrawalsOf(player.userId))[0]!.txid!;
    expect(txid).toMatch(/^[0-9a-f]{64}$/);
    const [sent] = await database.db.select().from(sandboxChainTxs).where(and(eq(sandboxChainTxs.network, 'TRC20'), eq(sandboxChainTxs.txid, txid)));
    expect(sent).toMatchObject({ fromAddress: hotWalletAddress(deps.config.crypto.addressSecret, 'TRC20'), toAddress: TRON_ADDRESS, amount: 40_000_000n });

    expect((await scanChains(deps)).settled).toBe(0);
    await chainMine(app, 'TRC20', 18);
    expect((await scanChains(deps)).settled).toBe(0);
    expect((await withdrawalsOf(player.userId))[0]!.status).toBe('withdrawing');

    await chainMine(app, 'TRC20', 1);
    const other = walletDepsOf(started);
    const settling = await Promise.all([scanChains(deps), scanChains(other)]);
    expect(settling[0].settled + settling[1].settled).toBe(1);
    const list = await call(app, calls.drawList.path, { method: 'crypto' }, { token: player.token });
    expect(list.json().data.list).toEqual([expect.objectContaining({ orderSn: record.orderSn, status: 'success', txid })]);
    expect(await balanceText(app, player.token)).toBe('9000.0000');
    await expectLedgerClean(database.db);
  });

  it('rounds the held coins up to 1/10 000 coin and stores an Ethereum address checksummed', async () => {
    const player = await depositedPlayer('ERC20');
    const res = await withdraw(player, { network: 'ERC20', address: ETH_ADDRESS.toLowerCase(), amount: '50.000001' });
    expect(res.statusCode, res.body).toBe(200);
    // 50.000001 × 150 = 7 500.00015 coins, held as 7 500.0002.
    expect(res.json().data).toMatchObject({ amount: '7500.0002', assetAmount: '50.000001', address: ETH_ADDRESS });
    expect(await balanceText(started.app, player.token)).toBe('7499.9998');
    await expectLedgerClean(started.database.db);
  });

  it('returns the money when an operator rejects it', async () => {
    const player = await depositedPlayer('TRC20');
    const res = await withdraw(player, { amount: '20' });
    expect(await balanceText(started.app, player.token)).toBe('12000.0000');
    const rejected = await opsCall(started.app, calls.opsWithdrawalReject.path, { orderSn: res.json().data.orderSn, reason: 'address on a sanctions list' });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await balanceText(started.app, player.token)).toBe('15000.0000');
    await expectLedgerClean(started.database.db);
  });
});
