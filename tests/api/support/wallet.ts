// Helpers for the wallet API tests: a player with a name and fund password, a bank card bound straight
// in the database, money calls with an Idempotency-Key, operator calls with the test operator's token,
// and the balance as the API shows it.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { calls } from '../../../src/contracts/index.ts';
import type { AppOptions } from '../../../server/app.ts';
import type { Db } from '../../../server/db/database.ts';
import { bankCards } from '../../../server/db/schema.ts';
import { walletConfigFromEnv, type WalletConfig } from '../../../server/modules/wallet/wallet.config.ts';
import { upsertOperator } from '../../../server/modules/ops/operators.repo.ts';
import { call, register, startAccountsApp } from './accounts.ts';
import type { DatabaseKind } from './databases.ts';
import type { TestApp } from './test-app.ts';

export const OPERATOR_TOKEN = 'ops_test-operator-token-0123456789';

/** The sandbox provider's notification secret in tests (the server has no built-in one). */
export const TEST_PSP_SANDBOX_SECRET = 'test-psp-sandbox-secret-0123456789abcdef';
/** Deposit and hot-wallet addresses derive from it: one value, so every config a test builds derives the same ones. */
export const TEST_CRYPTO_ADDRESS_SECRET = 'test-crypto-address-secret-0123456789abcdef';

/** The sandbox JSY partner's signing secrets in tests (ours, and the partner's for its answers). */
export const TEST_JSY_REQUEST_SECRET = 'test-jsy-request-secret-0123456789abcdef';
export const TEST_JSY_RESPONSE_SECRET = 'test-jsy-response-secret-0123456789abcdef';

/** Wallet settings for tests: no timers (jobs run on demand), default channels and coins, known PSP and address secrets. */
export function testWalletConfig(overrides: Partial<WalletConfig> = {}): WalletConfig {
  const base = walletConfigFromEnv({
    SANDBOX_BLOCK_MS: '0',
    CHAIN_POLL_MS: '0',
    PUBLIC_URL: 'http://wallet.test',
    PSP_SANDBOX_SECRET: TEST_PSP_SANDBOX_SECRET,
    CRYPTO_ADDRESS_SECRET: TEST_CRYPTO_ADDRESS_SECRET,
    JSY_REQUEST_SECRET: TEST_JSY_REQUEST_SECRET,
    JSY_RESPONSE_SECRET: TEST_JSY_RESPONSE_SECRET,
    JSY_TIMEOUT_MS: '3000',
    JSY_SANDBOX_SLOW_MS: '50',
    // The KYC rule is tested on its own (tests/api/kyc-withdrawal-rule.test.ts); the money suites
    // move amounts up to the ledger's maximum without documents.
    KYC_WITHDRAWAL_THRESHOLD: 'off',
  });
  return { ...base, ...overrides };
}

/** An accounts app with the wallet's test settings and an operator whose token is OPERATOR_TOKEN. */
export async function startWalletApp(kind: DatabaseKind, options: Omit<AppOptions, 'db'> = {}): Promise<TestApp> {
  const started = await startAccountsApp(kind, { wallet: testWalletConfig(), ...options });
  await upsertOperator(started.database.db, 'test-operator', OPERATOR_TOKEN);
  return started;
}

export interface Player {
  token: string;
  userId: number;
  account: string;
}

let counter = 0;

/** A registered player; by default with a profile name (TARO YAMADA) and fund password 123456. */
export async function newPlayer(
  app: FastifyInstance,
  options: { name?: { firstName: string; lastName: string; pinyinName: string } | null; fundPassword?: string | null; password?: string } = {},
): Promise<Player> {
  counter += 1;
  const account = `p${process.pid % 10000}x${counter}${randomUUID().slice(0, 4)}`.replace(/-/g, '').slice(0, 20);
  const password = options.password ?? 'Passw0rd!';
  const token = await register(app, account, { password });
  const name = options.name === undefined ? { firstName: 'Taro', lastName: 'Yamada', pinyinName: 'TARO YAMADA' } : options.name;
  if (name) {
    const res = await call(app, calls.userUpdate.path, name, { token });
    expect(res.statusCode, res.body).toBe(200);
  }
  const fundPassword = options.fundPassword === undefined ? '123456' : options.fundPassword;
  if (fundPassword) {
    const res = await call(app, calls.paymentPasswordUpdate.path, { password, paymentPassword: fundPassword }, { token });
    expect(res.statusCode, res.body).toBe(200);
  }
  const info = await call(app, calls.userInfo.path, {}, { token });
  return { token, userId: info.json().data.id, account };
}

let cardCounter = 0;

/**
 * A bank card bound straight in the database (the card screens' own calls are tested with them), in
 * the player's name (TARO YAMADA unless told). The made-up number never ends in 0000, the ending the
 * sandbox bank refuses; pass such a number to test a refusal.
 */
export async function bindCard(
  db: Db,
  userId: number,
  options: { pinyinName?: string; cardNumber?: string; bankName?: string } = {},
): Promise<number> {
  cardCounter += 1;
  const cardNumber = options.cardNumber ?? `62220200${(process.pid % 1000).toString().padStart(3, '0')}${cardCounter.toString().padStart(4, '0')}1`;
  const pinyinName = options.pinyinName ?? 'TARO YAMADA';
  const [card] = await db
    .insert(bankCards)
    .values({
      userId,
      bankName: options.bankName ?? 'Sandbox Bank',
      cardNumber,
      holderName: pinyinName,
      firstName: 'Taro',
      lastName: 'Yamada',
      pinyinName,
      branchCode: '001',
      branchName: 'Head Office',
    })
    .returning({ id: bankCards.id });
  return card!.id;
}

/** A call with TOKEN and Idempotency-Key (a fresh key unless given; `key: null` sends none). */
export function moneyCall(
  app: FastifyInstance,
  path: string,
  body: unknown,
  options: { token?: string; key?: string | null; locale?: string; operator?: boolean } = {},
) {
  const key = options.key === undefined ? randomUUID() : options.key;
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      ...(options.locale ? { 'accept-language': options.locale } : {}),
      ...(options.token ? { token: options.token } : {}),
      ...(options.operator ? { authorization: `Bearer ${OPERATOR_TOKEN}` } : {}),
      ...(key !== null ? { 'idempotency-key': key } : {}),
    },
    payload: body as object,
  });
}

/**
 * Sends a call again while the server answers 503 DATABASE_BUSY, as a client does: under a whole test
 * run's load a call's serialization retries can run out of time (server/db/retry.ts), and then the
 * call did nothing. The answer it settles on (after five busy answers, the fifth).
 */
export async function untilNotBusy<R extends { statusCode: number; body: string }>(send: () => Promise<R>): Promise<R> {
  for (let answers = 1; ; answers += 1) {
    const res = await send();
    if (answers === 5 || res.statusCode !== 503 || !res.body.includes('"DATABASE_BUSY"')) return res;
  }
}

/** `moneyCall`, sent again while the server answers 503 DATABASE_BUSY (`untilNotBusy`). */
export function moneyCallUntilNotBusy(...args: Parameters<typeof moneyCall>) {
  return untilNotBusy(() => moneyCall(...args));
}

/** An operator API call as the test operator. */
export function opsCall(app: FastifyInstance, path: string, body: unknown, options: { key?: string | null; locale?: string } = {}) {
  return moneyCall(app, path, body, { ...options, operator: true });
}

/** The wallet balance as user/info shows it ("1234.0000"). */
export async function balanceText(app: FastifyInstance, token: string): Promise<string> {
  const res = await call(app, calls.userInfo.path, {}, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.balance;
}
