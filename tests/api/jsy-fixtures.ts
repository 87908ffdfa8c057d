// Shared by the JSY transfer tests: a player with a card and coins, their account at the sandbox
// partner, and the five steps through the API.
import { randomInt } from 'node:crypto';
import { eq } from '../../server/db/orm.ts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { jsyTransfers, ledgerHolds } from '../../server/db/schema.ts';
import { sandboxJsy, type SandboxBehaviour, type SandboxJsy } from '../../server/modules/jsy/sandbox/sandbox-jsy.ts';
import { call, latestCode } from './support/accounts.ts';
import { bindCard, moneyCall, newPlayer, TEST_JSY_REQUEST_SECRET, TEST_JSY_RESPONSE_SECRET, type Player } from './support/wallet.ts';
import { fundCoins } from './withdrawals-fixtures.ts';

export const JSY_PASSWORD = 'jsy-Secret-77';

export type JsyPlayer = Player & { cardId: number; cardLast4: string; jsyAccount: string; email: string };

/** The sandbox partner's books, read and switched the way its own operators would. */
export function sandboxOf(db: Db, now: () => Date): SandboxJsy {
  return sandboxJsy({ db, now, requestSecret: TEST_JSY_REQUEST_SECRET, responseSecret: TEST_JSY_RESPONSE_SECRET, slowMs: 50 });
}

/** A player (TARO YAMADA) with a card, coins, and a sandbox JSY account in the same name. */
export async function jsyPlayer(
  app: FastifyInstance,
  db: Db,
  sandbox: SandboxJsy,
  options: { coins?: string; behaviour?: SandboxBehaviour; holderName?: string; cardLast4?: string } = {},
): Promise<JsyPlayer> {
  const player = await newPlayer(app);
  const cardNumber = `62220211${randomInt(0, 100_000_000).toString().padStart(8, '0')}`;
  const cardId = await bindCard(db, player.userId, { cardNumber });
  if ((options.coins ?? '5000') !== '0') await fundCoins(db, player.userId, options.coins ?? '5000');
  const jsyAccount = `jsy-${player.account.toLowerCase()}`;
  await sandbox.openAccount({
    account: jsyAccount,
    holderName: options.holderName ?? 'Taro Yamada',
    holderKana: 'ヤマダ タロウ',
    password: JSY_PASSWORD,
    cardLast4: options.cardLast4 ?? cardNumber.slice(-4),
    branchCode: '001',
    behaviour: options.behaviour ?? 'normal',
  });
  return { ...player, cardId, cardLast4: cardNumber.slice(-4), jsyAccount, email: `${player.account.toLowerCase()}@example.com` };
}

export const step = (app: FastifyInstance, player: Player, name: 'jsyTransferValidate' | 'jsyTransferValidateCard' | 'jsyTransferResendCode' | 'jsyTransferLogin', body: unknown, locale?: string) =>
  call(app, calls[name].path, body, { token: player.token, ...(locale ? { locale } : {}) });

/** Steps 1–4, each expected to succeed. */
export async function signIn(app: FastifyInstance, player: JsyPlayer, card: { holderKana?: string; branchCode?: string } = {}): Promise<void> {
  const validated = await step(app, player, 'jsyTransferValidate', { jsyAccount: player.jsyAccount });
  expect(validated.statusCode, validated.body).toBe(200);
  const carded = await step(app, player, 'jsyTransferValidateCard', { bankCardId: player.cardId, ...card });
  expect(carded.statusCode, carded.body).toBe(200);
  const sent = await step(app, player, 'jsyTransferResendCode', {});
  expect(sent.statusCode, sent.body).toBe(200);
  const emailCode = await latestCode(app, player.email);
  const login = await step(app, player, 'jsyTransferLogin', { emailCode, jsyPassword: JSY_PASSWORD });
  expect(login.statusCode, login.body).toBe(200);
}

export function confirm(app: FastifyInstance, player: Player, amount: string, options: { key?: string; locale?: string } = {}) {
  return moneyCall(app, calls.jsyTransferConfirm.path, { amount, paymentPassword: '123456' }, { token: player.token, ...options });
}

export async function transferRow(db: Db, transferSn: string) {
  const [row] = await db.select().from(jsyTransfers).where(eq(jsyTransfers.transferSn, transferSn));
  if (!row) throw new Error(`no transfer ${transferSn}`);
  const [hold] = await db.select().from(ledgerHolds).where(eq(ledgerHolds.id, row.holdId));
  return { row, hold: hold! };
}
