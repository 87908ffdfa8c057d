// A bad chain transfer to one of our addresses (worth more than the ledger takes, malformed, or
// failing for a reason of its own) is recorded as rejected and skipped: the watcher's cursor moves
// on and every other deposit of the network, in the same block and later ones, is credited once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '../../server/db/orm.ts';
import { chainCursors, cryptoDepositRejections, ledgerTransfers, paymentOrders } from '../../server/db/schema.ts';
import type { ChainAdapter, ChainTransfer } from '../../server/modules/crypto/chain.ts';
import { sandboxChainFor } from '../../server/modules/crypto/chains.ts';
import { scanChains, scanNetwork } from '../../server/modules/crypto/deposit-watcher.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { calls } from '../../src/contracts/index.ts';
import { rejectionTable } from '../../server/modules/ops/cli/format.fns.ts';
import { balanceText, newPlayer, opsCall, startWalletApp } from './support/wallet.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { chainMine, chainSend, depositAddress, walletDepsOf } from './crypto-fixtures.ts';

describe.each(databases)('bad chain transfers on %s', (kind) => {
  let started: TestApp;
  let deps: WalletDeps;
  beforeAll(async () => {
    started = await startWalletApp(kind);
    deps = walletDepsOf(started);
  });
  afterAll(async () => {
    await started?.close();
  });

  const db = () => started.database.db;
  const cursorOf = async (network: string) => (await db().select().from(chainCursors).where(eq(chainCursors.network, network)))[0]?.scannedHeight;
  const rejectionsOf = (network: string) => db().select().from(cryptoDepositRejections).where(eq(cryptoDepositRejections.network, network));
  const bookings = (reference: string) =>
    db().select().from(ledgerTransfers).where(and(eq(ledgerTransfers.kind, 'crypto_deposit'), eq(ledgerTransfers.reference, reference)));

  it('an oversized sandbox transfer is rejected; the deposits around it and after it are credited once', async () => {
    const { app } = started;
    const [whale, alice, bob] = await Promise.all([newPlayer(app), newPlayer(app), newPlayer(app)]);
    const [whaleAddress, aliceAddress, bobAddress] = await Promise.all([whale, alice, bob].map((p) => depositAddress(app, p.token, 'TRC20')));

    // Same block: a normal deposit, one worth 1.35 × 10¹⁵ coins (beyond bigint once in 1/10 000
    // coin), one worth 1.05 × 10¹¹ coins (fits bigint, beyond the ledger's per-amount maximum), a normal one.
    const aliceFirst = await chainSend(app, 'TRC20', aliceAddress, '25');
    const overflowing = await chainSend(app, 'TRC20', whaleAddress, '9000000000000');
    const overMaximum = await chainSend(app, 'TRC20', whaleAddress, '700000000');
    const bobFirst = await chainSend(app, 'TRC20', bobAddress, '40');
    const height = await chainMine(app, 'TRC20', 1);

    const first = await scanChains(deps);
    expect([first.recorded, first.rejected]).toEqual([2, 2]);
    expect(await cursorOf('TRC20')).toBe(height);
    const rejections = await rejectionsOf('TRC20');
    expect(rejections.map((r) => [r.txid, r.userId, r.address, r.amount, r.blockHeight, r.reason]).sort()).toEqual(
      [
        [overflowing, whale.userId, whaleAddress, '9000000000000000000', height, 'amount beyond the ledger maximum'],
        [overMaximum, whale.userId, whaleAddress, '700000000000000', height, 'amount beyond the ledger maximum'],
      ].sort(),
    );
    const whaleOrders = await db().select().from(paymentOrders).where(eq(paymentOrders.userId, whale.userId));
    expect(whaleOrders).toEqual([]);

    // A later block: another deposit; then the confirmations arrive for all of them.
    const aliceSecond = await chainSend(app, 'TRC20', aliceAddress, '10');
    await chainMine(app, 'TRC20', 1);
    const second = await scanChains(deps);
    expect([second.recorded, second.rejected]).toEqual([1, 0]);
    await chainMine(app, 'TRC20', 19);
    const credited = await Promise.all([scanChains(deps), scanChains(walletDepsOf(started))]);
    expect(credited[0].credited + credited[1].credited).toBe(3);
    expect(await cursorOf('TRC20')).toBe(height + 20);

    expect(await balanceText(app, alice.token)).toBe('5250.0000');
    expect(await balanceText(app, bob.token)).toBe('6000.0000');
    expect(await balanceText(app, whale.token)).toBe('0.0000');
    for (const txid of [aliceFirst, bobFirst, aliceSecond]) expect(await bookings(`TRC20:${txid}:0`)).toHaveLength(1);

    // Nothing more: no second credit, no second rejection.
    await chainMine(app, 'TRC20', 2);
    const after = await scanChains(deps);
    expect([after.recorded, after.rejected, after.credited]).toEqual([0, 0, 0]);
    expect(await rejectionsOf('TRC20')).toHaveLength(2);

    // Operators see them, with the owner and the reason; the list says what the CLI prints.
    const listed = await opsCall(app, calls.opsDepositRejectionList.path, { pageNum: 1, pageSize: 100 });
    expect(listed.statusCode, listed.body).toBe(200);
    const page = listed.json().data;
    const mine = page.list.filter((r: { txid: string }) => [overflowing, overMaximum].includes(r.txid));
    expect(mine).toHaveLength(2);
    expect(mine.find((r: { txid: string }) => r.txid === overflowing)).toEqual({
      network: 'TRC20',
      txid: overflowing,
      logIndex: 0,
      account: whale.account,
      userId: whale.userId,
      address: whaleAddress,
      amountUnits: '9000000000000000000',
      reason: 'amount beyond the ledger maximum',
      blockHeight: height,
      createdAt: expect.any(String),
    });
    expect(rejectionTable(page.list, page.total)).toContain(`${overflowing}:0`);
    await expectLedgerClean(db());
  });

  it('any chain adapter: malformed transfers and one the database refuses are rejected, the good ones credited', async () => {
    const { app } = started;
    const player = await newPlayer(app);
    const address = await depositAddress(app, player.token, 'ERC20');
    const sandbox = sandboxChainFor(deps, 'ERC20');
    const good = await chainSend(app, 'ERC20', address, '12');
    const height = await chainMine(app, 'ERC20', 1);
    // A node or indexer that reports whatever it likes, around one good transfer.
    const hex = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;
    const bad: ChainTransfer[] = [
      { txid: hex(1), logIndex: 0, from: address, to: address, amount: 15 as unknown as bigint, blockHeight: height },
      { txid: hex(2), logIndex: -1, from: address, to: address, amount: 1n, blockHeight: height },
      { txid: hex(3), logIndex: 0, from: address, to: address, amount: -5n, blockHeight: height },
      { txid: hex(4), logIndex: 0, from: address, to: address, amount: 10n ** 30n, blockHeight: height },
      { txid: `0x\u0000${'a'.repeat(62)}`, logIndex: 0, from: address, to: address, amount: 20_000_000n, blockHeight: height },
      { txid: hex(5), logIndex: 0, from: address, to: { not: 'an address' } as unknown as string, amount: 20_000_000n, blockHeight: height },
    ];
    const adapter: ChainAdapter = {
      network: 'ERC20',
      headHeight: () => sandbox.headHeight(),
      transfers: async (from, to) => [...bad.slice(0, 3), ...(await sandbox.transfers(from, to)), ...bad.slice(3)],
      broadcast: () => Promise.reject(new Error('not used')),
      confirmations: () => Promise.resolve(0),
    };
    const scan = await scanNetwork(deps, 'ERC20', adapter);
    expect([scan.recorded, scan.rejected]).toEqual([1, 5]);
    expect(await cursorOf('ERC20')).toBe(height);
    const reasons = Object.fromEntries((await rejectionsOf('ERC20')).map((r) => [r.txid, r.reason]));
    expect(reasons[hex(1)]).toBe('malformed amount');
    expect(reasons[hex(2)]).toBe('malformed log index');
    expect(reasons[hex(3)]).toBe('malformed amount');
    expect(reasons[hex(4)]).toBe('amount beyond the ledger maximum');
    expect(reasons[`0x\uFFFD${'a'.repeat(62)}`]).toMatch(/^not recordable: /);
    expect(Object.keys(reasons)).toHaveLength(5);

    await chainMine(app, 'ERC20', 12);
    expect((await scanNetwork(deps, 'ERC20', adapter)).credited).toBe(1);
    expect(await balanceText(app, player.token)).toBe('1800.0000');
    expect(await bookings(`ERC20:${good}:0`)).toHaveLength(1);
    await expectLedgerClean(db());
  });
});
