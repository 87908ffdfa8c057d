// Crypto deposits through the sandbox chain and the deposit watcher, on PGlite and PostgreSQL:
// recorded when mined, counted up to the required confirmations, credited exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import { chainCursors, cryptoDeposits, ledgerTransfers, paymentOrders } from '../../server/db/schema.ts';
import { sandboxChainFor } from '../../server/modules/crypto/chains.ts';
import { cryptoJobs } from '../../server/modules/crypto/crypto.jobs.ts';
import { scanChains } from '../../server/modules/crypto/deposit-watcher.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { call } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { balanceText, newPlayer, startWalletApp, testWalletConfig } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { chainMine, chainSend, depositAddress, walletDepsOf } from './crypto-fixtures.ts';

describe.each(databases)('crypto deposits on %s', (kind) => {
  let started: TestApp;
  let deps: WalletDeps;
  beforeAll(async () => {
    started = await startWalletApp(kind);
    deps = walletDepsOf(started);
  });
  afterAll(async () => {
    await started?.close();
  });

  const orderOf = async (txid: string) => {
    const [order] = await started.database.db.select().from(paymentOrders).where(eq(paymentOrders.providerRef, `${txid}:0`));
    return order;
  };
  const depositOf = async (network: string, txid: string) => {
    const [deposit] = await started.database.db
      .select()
      .from(cryptoDeposits)
      .where(and(eq(cryptoDeposits.network, network), eq(cryptoDeposits.txid, txid)));
    return deposit;
  };
  const bookings = (reference: string) =>
    started.database.db.select().from(ledgerTransfers).where(and(eq(ledgerTransfers.kind, 'crypto_deposit'), eq(ledgerTransfers.reference, reference)));

  it('records a mined transfer as pending with 1 confirmation and credits it once at the 19th', async () => {
    const { app } = started;
    const player = await newPlayer(app);
    const address = await depositAddress(app, player.token, 'TRC20');
    const txid = await chainSend(app, 'TRC20', address, '25');
    expect(txid).toMatch(/^[0-9a-f]{64}$/);

    // In the mempool: not on the chain yet, so nothing to record.
    await scanChains(deps);
    expect(await orderOf(txid)).toBeUndefined();

    await chainMine(app, 'TRC20', 1);
    await scanChains(deps);
    const order = await orderOf(txid);
    expect(order).toMatchObject({
      userId: player.userId,
      channelCode: 'crypto-usdt-trc20',
      provider: 'chain:TRC20',
      providerRef: `${txid}:0`,
      currency: 'USDT',
      amount: 25_000_000n,
      coins: 37_500_000n,
      network: 'TRC20',
      address,
      status: 'pending',
      paidAt: null,
    });
    expect(order!.orderSn).toMatch(/^C\d{18}$/);
    expect((await depositOf('TRC20', txid))!.confirmations).toBe(1);
    expect(await balanceText(app, player.token)).toBe('0.0000');

    await chainMine(app, 'TRC20', 17);
    await scanChains(deps);
    expect((await depositOf('TRC20', txid))!.confirmations).toBe(18);
    expect((await orderOf(txid))!.status).toBe('pending');
    expect(await balanceText(app, player.token)).toBe('0.0000');

    await chainMine(app, 'TRC20', 1);
    const summary = await scanChains(deps);
    expect(summary.credited).toBe(1);
    expect(await balanceText(app, player.token)).toBe('3750.0000');
    expect(await orderOf(txid)).toMatchObject({ status: 'paid' });
    expect((await depositOf('TRC20', txid))!.confirmations).toBe(19);

    // Later scans find nothing more to do; confirmations are counted up to the requirement only.
    await chainMine(app, 'TRC20', 3);
    expect((await scanChains(deps)).credited).toBe(0);
    expect((await depositOf('TRC20', txid))!.confirmations).toBe(19);
    expect(await balanceText(app, player.token)).toBe('3750.0000');
    expect(await bookings(`TRC20:${txid}:0`)).toHaveLength(1);

    const coins = await call(app, calls.cppCoins.path, {}, { token: player.token });
    expect(coins.json().data.depositNetworks).toEqual({ USDT: 'TRC20' });
    await expectLedgerClean(started.database.db);
  });

  it('credits each transfer once when two watchers scan at the same time', async () => {
    const { app } = started;
    const players = await Promise.all([newPlayer(app), newPlayer(app)]);
    const addresses = await Promise.all(players.map((p) => depositAddress(app, p.token, 'ERC20')));
    const txids = [
      await chainSend(app, 'ERC20', addresses[0]!, '10'),
      await chainSend(app, 'ERC20', addresses[0]!, '0.5'),
      await chainSend(app, 'ERC20', addresses[1]!, '100.123456'),
    ];
    expect(txids[0]).toMatch(/^0x[0-9a-f]{64}$/);
    await chainMine(app, 'ERC20', 1);
    const other = walletDepsOf(started);
    const recording = await Promise.all([scanChains(deps), scanChains(other)]);
    expect(recording[0].recorded + recording[1].recorded).toBe(3);

    await chainMine(app, 'ERC20', 11);
    const crediting = await Promise.all([scanChains(deps), scanChains(other), scanChains(deps)]);
    // 0.5 USDT is below the 10 USDT minimum: recorded, not credited.
    expect(crediting.reduce((sum, s) => sum + s.credited, 0)).toBe(2);
    const again = await Promise.all([scanChains(deps), scanChains(other)]);
    expect(again[0].credited + again[1].credited).toBe(0);

    expect(await balanceText(app, players[0]!.token)).toBe('1500.0000');
    // 100.123456 × 150 = 15 018.5184 coins.
    expect(await balanceText(app, players[1]!.token)).toBe('15018.5184');
    for (const txid of [txids[0]!, txids[2]!]) expect(await bookings(`ERC20:${txid}:0`)).toHaveLength(1);
    const orders = await started.database.db.select().from(paymentOrders).where(eq(paymentOrders.provider, 'chain:ERC20'));
    expect(orders.filter((o) => txids.some((txid) => o.providerRef === `${txid}:0`))).toHaveLength(3);
    await expectLedgerClean(started.database.db);
  });

  it('keeps a deposit below the minimum pending with its confirmations, never credited', async () => {
    const { app } = started;
    const player = await newPlayer(app);
    const address = await depositAddress(app, player.token, 'TRC20');
    const small = await chainSend(app, 'TRC20', address, '9.999999');
    await chainMine(app, 'TRC20', 25);
    await scanChains(deps);
    await chainMine(app, 'TRC20', 5);
    await scanChains(deps);
    expect(await orderOf(small)).toMatchObject({ status: 'pending', amount: 9_999_999n, coins: 14_999_998n });
    // Counted up to the requirement and left there.
    expect((await depositOf('TRC20', small))!.confirmations).toBe(19);
    expect(await balanceText(app, player.token)).toBe('0.0000');
    let coins = await call(app, calls.cppCoins.path, {}, { token: player.token });
    expect(coins.json().data.depositNetworks).toEqual({});

    const enough = await chainSend(app, 'TRC20', address, '10');
    await chainMine(app, 'TRC20', 19);
    await scanChains(deps);
    expect(await orderOf(enough)).toMatchObject({ status: 'paid' });
    expect(await orderOf(small)).toMatchObject({ status: 'pending' });
    expect(await balanceText(app, player.token)).toBe('1500.0000');
    coins = await call(app, calls.cppCoins.path, {}, { token: player.token });
    expect(coins.json().data.depositNetworks).toEqual({ USDT: 'TRC20' });
    await expectLedgerClean(started.database.db);
  });

  it('ignores transfers to addresses that are not deposit addresses and reads each block once', async () => {
    const { app, database } = started;
    const stranger = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
    const txid = await chainSend(app, 'TRC20', stranger, '50');
    const height = await chainMine(app, 'TRC20', 1);
    const summary = await scanChains(deps);
    expect(summary.recorded).toBe(0);
    expect(await orderOf(txid)).toBeUndefined();
    const [cursor] = await database.db.select().from(chainCursors).where(eq(chainCursors.network, 'TRC20'));
    expect(cursor!.scannedHeight).toBe(height);
  });

  it('matches an Ethereum deposit whatever the case the chain reports the address in', async () => {
    const { app } = started;
    const player = await newPlayer(app);
    const address = await depositAddress(app, player.token, 'ERC20');
    const chain = sandboxChainFor(deps, 'ERC20');
    const txid = await chain.send(address.toLowerCase(), 20_000_000n, '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    await chain.mine(12);
    await scanChains(deps);
    expect(await orderOf(txid)).toMatchObject({ status: 'paid', address, userId: player.userId });
    expect(await balanceText(app, player.token)).toBe('3000.0000');
    await expectLedgerClean(started.database.db);
  });

  it('runs mining and watching as jobs: mining only with the sandbox on', () => {
    const jobs = cryptoJobs({ ...deps, config: { ...testWalletConfig(), crypto: { ...testWalletConfig().crypto, sandboxBlockMs: 3000, pollMs: 1000 } } });
    expect(jobs.map((j) => [j.name, j.everyMs])).toEqual([
      ['sandbox-chain-mining', 3000],
      ['chain-deposit-watcher', 1000],
    ]);
    expect(cryptoJobs({ ...deps, config: { ...testWalletConfig(), sandbox: false } }).map((j) => j.name)).toEqual(['chain-deposit-watcher']);
  });

  it('mines every network on the mining job', async () => {
    const { app } = started;
    const before = await Promise.all(['TRC20', 'ERC20'].map(async (n) => (await app.inject({ method: 'GET', url: `/sandbox/chain/${n}/head` })).json().height));
    const mining = cryptoJobs(deps).find((j) => j.name === 'sandbox-chain-mining')!;
    await mining.run();
    const after = await Promise.all(['TRC20', 'ERC20'].map(async (n) => (await app.inject({ method: 'GET', url: `/sandbox/chain/${n}/head` })).json().height));
    expect(after).toEqual(before.map((h: number) => h + 1));
  });
});
