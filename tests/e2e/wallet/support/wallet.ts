// Set-up and checks for the wallet journeys: players made ready through the API (name, fund
// password, a card or coins when the journey is about something else), the browser signed in
// without the captcha, the header balance, the operator CLI, and the sandbox chain held by one
// journey at a time while it counts confirmations.
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../../shared/locales.ts';
import { registerThroughApi, uniqueAccount, type TestAccount } from '../../support/accounts.ts';
import { text } from '../../support/popup.ts';
import { operatorToken } from '../../support/servers.ts';

export const FUND_PASSWORD = '123456';
export const PLAYER_NAME = { firstName: 'Taro', lastName: 'Yamada', pinyinName: 'TARO YAMADA' } as const;

export type WalletPlayer = TestAccount & { token: string };

interface CallOptions {
  token?: string;
  /** Money calls need an Idempotency-Key; `true` makes a fresh one. */
  idempotent?: boolean;
  operator?: boolean;
}

/** A /v2 call that must succeed; answers its `data`. */
export async function apiCall<T = unknown>(request: APIRequestContext, path: string, data: unknown, options: CallOptions = {}): Promise<T> {
  const response = await request.post(path, {
    data,
    headers: {
      ...(options.token ? { TOKEN: options.token } : {}),
      ...(options.operator ? { authorization: `Bearer ${operatorToken()}` } : {}),
      ...(options.idempotent ? { 'Idempotency-Key': randomUUID() } : {}),
    },
  });
  const body = await response.json();
  expect(body, `${path} succeeds`).toMatchObject({ code: 200 });
  return body.data as T;
}

/** A new account with the profile name TARO YAMADA and fund password 123456 (both through the API). */
export async function newWalletPlayer(request: APIRequestContext, prefix: string): Promise<WalletPlayer> {
  const who = await registerThroughApi(request, uniqueAccount(prefix));
  await apiCall(request, '/v2/app/user/update', PLAYER_NAME, { token: who.token });
  await apiCall(request, '/v2/app/auth/password/update/payment', { password: who.password, paymentPassword: FUND_PASSWORD }, { token: who.token });
  return who;
}

/** Binds a Luhn-valid card in the player's name (for journeys whose subject is not the card form). */
export async function bindCardThroughApi(request: APIRequestContext, player: WalletPlayer): Promise<void> {
  await apiCall(
    request,
    '/v2/app/user/bank',
    {
      bankName: 'Sandbox Bank',
      cardNumber: '4111111111111111',
      holderName: 'TARO YAMADA',
      ...PLAYER_NAME,
      branchCode: '123',
      branchName: 'Shinjuku',
    },
    { token: player.token },
  );
}

/** Credits coins by an operator adjustment (manual mode) through the operator API. */
export async function creditThroughOperator(request: APIRequestContext, player: WalletPlayer, amount: string): Promise<void> {
  const adjustment = await apiCall<{ status: string }>(
    request,
    '/v2/ops/adjustment/create',
    { account: player.account, amount, reason: 'e2e journey funds' },
    { operator: true, idempotent: true },
  );
  expect(adjustment.status).toBe('success');
}

/** The player's balance as the API answers it ("3000.0000"). */
export async function balanceOf(request: APIRequestContext, player: WalletPlayer): Promise<string> {
  return (await apiCall<{ balance: string }>(request, '/v2/app/user/info', {}, { token: player.token })).balance;
}

/** Opens a page signed in: the route guard takes `?token=` over as the session. */
export async function openSignedIn(page: Page, path: string, player: WalletPlayer): Promise<void> {
  await page.goto(`${path}?token=${encodeURIComponent(player.token)}`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBe(player.token);
}

/** The header's balance link (its amount empty and the link aria-busy until the balance is known). */
export function headerBalance(page: Page, locale: Locale): Locator {
  return page
    .getByRole('navigation', { name: text(locale, 'user', 'header.label') })
    .getByRole('link', { name: new RegExp(`^${text(locale, 'finance', 'balance.label')}`) });
}

/** "5,000 コイン" / "3,750 coins": a coin amount as the finance screens write it. */
export function coinsText(locale: Locale, amount: string): string {
  return text(locale, 'finance', 'balance.coins').replace('{{amount}}', amount);
}

const run = promisify(execFile);

/** `npm run ops -- <args>` as a child process against the journeys' server; answers its output. */
export async function opsCli(baseURL: string, ...args: string[]): Promise<string> {
  // process.execPath: the Node that runs the tests strips types (the system node may not).
  const { stdout } = await run(process.execPath, ['scripts/ops.ts', ...args], {
    env: { ...process.env, OPS_URL: baseURL, OPS_TOKEN: operatorToken() },
    timeout: 30_000,
  });
  return stdout;
}

const STALE_LOCK_MS = 120_000;

/**
 * Runs `work` while holding the sandbox chain of `network`: the chain is the server's, shared by
 * every worker, and a journey counting confirmations must be the only one mining. The lock is a
 * directory next to the journeys' database (mkdir is atomic across processes).
 */
export async function withChain<T>(network: string, work: () => Promise<T>): Promise<T> {
  const lock = join(process.env.E2E_DATA_DIR ?? '/tmp', `sandbox-chain-${network}.lock`);
  const deadline = Date.now() + STALE_LOCK_MS;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      // A lock left by a killed worker is taken over once it is clearly abandoned.
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > STALE_LOCK_MS) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`the ${network} sandbox chain stayed busy`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/** A new player with a card orders a 1 000 JPY deposit; answers the sandbox checkout's address in English. */
export async function sandboxCheckoutUrl(request: APIRequestContext, prefix: string): Promise<string> {
  const player = await newWalletPlayer(request, prefix);
  await bindCardThroughApi(request, player);
  const [card] = await apiCall<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, { token: player.token });
  const { channels } = await apiCall<{ channels: { code: string; currency: string; needsBankCard: boolean }[] }>(request, '/v2/app/pay/query', {}, { token: player.token });
  const jpy = channels.find((channel) => channel.currency === 'JPY' && channel.needsBankCard)!;
  const order = await apiCall<{ payUrl: string }>(request, '/v2/app/pay/order', { channelCode: jpy.code, amount: '1000', bankCardId: card!.id }, { token: player.token, idempotent: true });
  const checkout = new URL(order.payUrl);
  checkout.searchParams.set('lang', 'en-US');
  return checkout.href;
}
