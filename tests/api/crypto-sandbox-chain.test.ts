// The sandbox chains' dev surface: JSON send/mine/head and the localized page (SANDBOX on only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from '../../server/db/orm.ts';
import { sandboxChainTxs } from '../../server/db/schema.ts';
import { databases, oneDatabase } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { newPlayer, startWalletApp, testWalletConfig } from './support/wallet.ts';
import { chainMine, chainSend, depositAddress } from './crypto-fixtures.ts';

const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe.each(databases)('sandbox chain on %s', (kind) => {
  let started: TestApp;
  beforeAll(async () => {
    started = await startWalletApp(kind);
  });
  afterAll(async () => {
    await started?.close();
  });

  const head = async (network: string) => (await started.app.inject({ method: 'GET', url: `/sandbox/chain/${network}/head` })).json();

  it('keeps a sent transfer in the mempool until a block is mined, then counts confirmations', async () => {
    const { app, database } = started;
    const start = (await head('TRC20')).height as number;
    const txid = await chainSend(app, 'TRC20', USDT_CONTRACT, '1.5');
    const rowOf = async () =>
      (await database.db.select().from(sandboxChainTxs).where(and(eq(sandboxChainTxs.network, 'TRC20'), eq(sandboxChainTxs.txid, txid))))[0];
    expect(await rowOf()).toMatchObject({ toAddress: USDT_CONTRACT, amount: 1_500_000n, blockHeight: null, logIndex: 0 });

    expect(await chainMine(app, 'TRC20', 3)).toBe(start + 3);
    expect(await rowOf()).toMatchObject({ blockHeight: start + 1 });
    expect(await head('TRC20')).toEqual({ network: 'TRC20', height: start + 3 });
    // Another network's chain is its own.
    const other = (await head('ERC20')).height;
    await chainMine(app, 'TRC20', 1);
    expect((await head('ERC20')).height).toBe(other);
  });

  it('mines one block when no count is given', async () => {
    const start = (await head('ERC20')).height as number;
    const res = await started.app.inject({ method: 'POST', url: '/sandbox/chain/ERC20/mine', payload: {} });
    expect(res.json()).toEqual({ network: 'ERC20', height: start + 1 });
  });

  it('refuses bad sends and mines with a clear error', async () => {
    const { app } = started;
    const send = (network: string, payload: object) =>
      app.inject({ method: 'POST', url: `/sandbox/chain/${network}/send`, headers: { 'accept-language': 'en-US' }, payload });
    let res = await send('TRC20', { to: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', amount: '1' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'ADDRESS_INVALID', msg: 'This is not a valid TRON (TRC20) address.' });
    res = await send('TRC20', { to: USDT_CONTRACT, amount: '1.0000001' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'AMOUNT_TOO_PRECISE', msg: 'Amounts allow at most 6 decimal places.' });
    for (const amount of ['0', '-1', '1e3', 1]) {
      res = await send('TRC20', { to: USDT_CONTRACT, amount });
      expect(res.statusCode, String(amount)).toBe(400);
    }
    res = await send('BTC', { to: USDT_CONTRACT, amount: '1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('COIN_UNKNOWN');
    for (const blocks of [0, 1001, 1.5, '2']) {
      res = await app.inject({ method: 'POST', url: '/sandbox/chain/TRC20/mine', payload: { blocks } });
      expect(res.statusCode, String(blocks)).toBe(400);
    }
  });

  it('accepts a lower-case Ethereum address and stores it checksummed', async () => {
    const { app, database } = started;
    const player = await newPlayer(app);
    const address = await depositAddress(app, player.token, 'ERC20');
    const txid = await chainSend(app, 'erc20', address.toLowerCase(), '12');
    const [row] = await database.db.select().from(sandboxChainTxs).where(eq(sandboxChainTxs.txid, txid));
    expect(row).toMatchObject({ network: 'ERC20', toAddress: address });
  });

  it('serves a dev page with labelled fields per network, in the asked language', async () => {
    const res = await started.app.inject({ method: 'GET', url: '/sandbox/chain?lang=en-US' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const html = res.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<h1>Sandbox chain</h1>');
    for (const network of ['TRC20', 'ERC20']) {
      expect(html).toContain(`<section aria-labelledby="chain-${network}-title" data-network="${network}">`);
      expect(html).toContain(`<label for="chain-${network}-to">To address</label>`);
      expect(html).toContain(`id="chain-${network}-to"`);
      expect(html).toContain(`<label for="chain-${network}-amount">Amount (USDT)</label>`);
      expect(html).toContain(`<label for="chain-${network}-blocks">Blocks to mine</label>`);
      expect(html).toContain(`id="chain-${network}-status" role="status"`);
    }
    expect(html).toContain('TRON (TRC20) · USDT');
    expect(html).toContain('deposits need 19 confirmations');

    const ja = await started.app.inject({ method: 'GET', url: '/sandbox/chain', headers: { 'accept-language': 'ja' } });
    expect(ja.body).toContain('<html lang="ja">');
    expect(ja.body).toContain('送金先アドレス');
    const vi = await started.app.inject({ method: 'GET', url: '/sandbox/chain', headers: { 'accept-language': 'vi-VN' } });
    expect(vi.body).toContain('Địa chỉ nhận');
  });
});

describe('sandbox chain turned off', () => {
  it('serves neither the page nor the endpoints', async () => {
    const started = await startWalletApp(oneDatabase, { wallet: { ...testWalletConfig(), sandbox: false } });
    try {
      for (const [method, url] of [['GET', '/sandbox/chain'], ['GET', '/sandbox/chain/TRC20/head'], ['POST', '/sandbox/chain/TRC20/mine']] as const) {
        const res = await started.app.inject({ method, url, ...(method === 'POST' ? { payload: {} } : {}) });
        expect(res.statusCode, url).toBe(404);
      }
    } finally {
      await started.close();
    }
  });
});
