// Helpers for the crypto API tests: the wallet deps the jobs run with, sandbox chain sends and
// mining through the dev endpoints, and a player's deposit address.
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { scanChains } from '../../server/modules/crypto/deposit-watcher.ts';
import type { WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { call } from './support/accounts.ts';
import type { TestApp } from './support/test-app.ts';
import { testWalletConfig } from './support/wallet.ts';

const t = createTranslator();

/** The deps the app's wallet modules run with (same config as startWalletApp), for calling jobs directly. */
export function walletDepsOf(started: TestApp, overrides: Partial<WalletDeps> = {}): WalletDeps {
  return { db: started.database.db, now: () => new Date(), t, config: testWalletConfig(), log: started.app.log, ...overrides };
}

export async function depositAddress(app: FastifyInstance, token: string, network: string, coin = 'USDT'): Promise<string> {
  const res = await call(app, calls.cppDepositAddress.path, { coin, network }, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.address;
}

/** A transfer on the sandbox chain (amount in the coin); answers the txid. */
export async function chainSend(app: FastifyInstance, network: string, to: string, amount: string): Promise<string> {
  const res = await app.inject({ method: 'POST', url: `/sandbox/chain/${network}/send`, payload: { to, amount } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().txid;
}

/** Mines blocks on the sandbox chain; answers the new height. */
export async function chainMine(app: FastifyInstance, network: string, blocks: number): Promise<number> {
  const res = await app.inject({ method: 'POST', url: `/sandbox/chain/${network}/mine`, payload: { blocks } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().height;
}

/** A credited deposit: send, mine the network's required confirmations, scan. */
export async function creditedDeposit(started: TestApp, deps: WalletDeps, token: string, network: string, amount: string): Promise<void> {
  const address = await depositAddress(started.app, token, network);
  await chainSend(started.app, network, address, amount);
  const required = deps.config.crypto.networks.find((n) => n.network === network)!.confirmations;
  await chainMine(started.app, network, required);
  const summary = await scanChains(deps);
  expect(summary.credited).toBeGreaterThanOrEqual(1);
}
