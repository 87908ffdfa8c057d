// /v2/cpp/coins, coins/deposit/address and coins/withdrawal/address/validit on PGlite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { cryptoAddresses } from '../../server/db/schema.ts';
import { validateAddress } from '../../server/modules/crypto/addresses/validate-address.fns.ts';
import { call } from './support/accounts.ts';
import { databases, oneDatabase } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { newPlayer, startWalletApp, testWalletConfig } from './support/wallet.ts';
import { depositAddress } from './crypto-fixtures.ts';

describe.each(databases)('crypto coins and addresses on %s', (kind) => {
  let started: TestApp;
  beforeAll(async () => {
    started = await startWalletApp(kind);
  });
  afterAll(async () => {
    await started?.close();
  });

  it('lists USDT on TRC20 and ERC20 with decimals, rate, limits and confirmations; no deposit network yet', async () => {
    const { app } = started;
    const player = await newPlayer(app);
    const res = await call(app, calls.cppCoins.path, {}, { token: player.token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      coins: [
        {
          coin: 'USDT',
          name: 'Tether USD',
          networks: [
            { network: 'TRC20', name: 'TRON (TRC20)', decimals: 6, rate: '150.0000', depositMin: '10.000000', withdrawMin: '20.000000', withdrawMax: '10000.000000', confirmations: 19 },
            { network: 'ERC20', name: 'Ethereum (ERC20)', decimals: 6, rate: '150.0000', depositMin: '10.000000', withdrawMin: '50.000000', withdrawMax: '10000.000000', confirmations: 12 },
          ],
        },
      ],
      depositNetworks: {},
    });
  });

  it('needs a session', async () => {
    const res = await call(started.app, calls.cppCoins.path, {});
    expect(res.statusCode).toBe(401);
  });

  it('gives one valid address per user and network, the same on every call', async () => {
    const { app } = started;
    const player = await newPlayer(app);
    const tron = await depositAddress(app, player.token, 'TRC20');
    const eth = await depositAddress(app, player.token, 'ERC20');
    expect(tron).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    expect(eth).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(validateAddress('TRC20', tron)).toEqual({ valid: true, reason: null });
    expect(validateAddress('ERC20', eth)).toEqual({ valid: true, reason: null });
    expect(await depositAddress(app, player.token, 'TRC20')).toBe(tron);
    expect(await depositAddress(app, player.token, 'ERC20')).toBe(eth);

    const res = await call(app, calls.cppDepositAddress.path, { coin: 'USDT', network: 'TRC20' }, { token: player.token });
    expect(res.json().data).toEqual({ coin: 'USDT', network: 'TRC20', address: tron, confirmations: 19, depositMin: '10.000000' });
  });

  it('gives different users different addresses, and concurrent first calls agree on one', async () => {
    const { app, database } = started;
    const players = await Promise.all([newPlayer(app), newPlayer(app), newPlayer(app)]);
    const addresses = await Promise.all(players.map((p) => depositAddress(app, p.token, 'TRC20')));
    expect(new Set(addresses).size).toBe(3);

    const racer = await newPlayer(app);
    const raced = await Promise.all(Array.from({ length: 6 }, () => depositAddress(app, racer.token, 'ERC20')));
    expect(new Set(raced).size).toBe(1);
    const rows = await database.db.select().from(cryptoAddresses);
    expect(rows.filter((r) => r.userId === racer.userId)).toHaveLength(1);
  });

  it('refuses an unknown coin or network with COIN_UNKNOWN', async () => {
    const { app } = started;
    const player = await newPlayer(app);
    for (const body of [{ coin: 'BTC', network: 'TRC20' }, { coin: 'USDT', network: 'BEP20' }, { coin: 'USDT', network: 'SOL' }]) {
      const res = await call(app, calls.cppDepositAddress.path, body, { token: player.token, locale: 'en-US' });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'COIN_UNKNOWN', msg: 'This coin or network is not supported.' });
    }
  });

  describe('validit', () => {
    const cases: [string, string, boolean, string | null][] = [
      ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', true, null],
      ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u', false, 'checksum'],
      ['TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6', false, 'format'],
      ['TRC20', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', false, 'prefix'],
      ['TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false, 'format'],
      ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', true, null],
      ['ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed', true, null],
      ['ERC20', '0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED', true, null],
      ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD', false, 'checksum'],
      ['ERC20', '5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', false, 'prefix'],
      ['ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA', false, 'format'],
      ['ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', false, 'format'],
    ];
    it.each(cases)('%s %s → valid %s (%s)', async (network, address, valid, reason) => {
      const player = await newPlayer(started.app);
      const res = await call(started.app, calls.cppValidateAddress.path, { network, address }, { token: player.token });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ valid, reason });
    });

    it('refuses an unknown network with COIN_UNKNOWN', async () => {
      const player = await newPlayer(started.app);
      const res = await call(started.app, calls.cppValidateAddress.path, { network: 'BTC', address: '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2' }, { token: player.token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('COIN_UNKNOWN');
    });
  });
});

describe('networks without a chain', () => {
  it('are not offered: no coin listed, no deposit address handed out that nothing would watch', async () => {
    // Sandbox off and no real chain adapter registered, as in production until one is.
    const started = await startWalletApp(oneDatabase, { wallet: { ...testWalletConfig(), sandbox: false } });
    try {
      const player = await newPlayer(started.app);
      const coins = await call(started.app, calls.cppCoins.path, {}, { token: player.token });
      expect(coins.statusCode, coins.body).toBe(200);
      expect(coins.json().data).toEqual({ coins: [], depositNetworks: {} });
      const address = await call(started.app, calls.cppDepositAddress.path, { coin: 'USDT', network: 'TRC20' }, { token: player.token });
      expect(address.statusCode, address.body).toBe(400);
      expect(address.json()).toMatchObject({ error: 'COIN_UNKNOWN' });
      expect(await started.database.db.select().from(cryptoAddresses)).toEqual([]);
    } finally {
      await started.close();
    }
  });
});
