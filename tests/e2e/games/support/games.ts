// Set-up and checks for the game journeys: coins bought through the sandbox provider over HTTP
// (the checkout's own screens are the fiat journey's subject), money as bigint units of 1/10 000
// (never floats), coin amounts written the way the screens write them, one round played on the
// machine screen and read back from what the screen and the play call reported, and a check
// that a screen shows no untranslated keys of the game namespaces.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Locale } from '../../../../shared/locales.ts';
import { expectNoRawKeys } from '../../page-checks.ts';
import { text } from '../../support/popup.ts';
import { apiCall, balanceOf, bindCardThroughApi, type WalletPlayer } from '../../wallet/support/wallet.ts';

const UNITS_PER_COIN = 10_000n;

/** "1234.5" → 12 345 000n; a string that is not a plain decimal of at most 4 places throws. */
export function unitsOf(amount: string): bigint {
  const parts = /^(-?)(\d+)(?:\.(\d{1,4}))?$/.exec(amount);
  if (!parts) throw new Error(`not a coin amount: ${amount}`);
  const units = BigInt(parts[2]!) * UNITS_PER_COIN + BigInt((parts[3] ?? '').padEnd(4, '0'));
  return parts[1] ? -units : units;
}

/** 12 345 000n → "1234.5000", as the API writes amounts. */
export function amountOf(units: bigint): string {
  const size = units < 0n ? -units : units;
  return `${units < 0n ? '-' : ''}${size / UNITS_PER_COIN}.${(size % UNITS_PER_COIN).toString().padStart(4, '0')}`;
}

/** A coin amount as the screens write it: the language's grouping, only the decimals that carry meaning, never rounded up. */
export function coins(locale: Locale, amount: string, signed = false): string {
  // Intl formats the decimal string itself, so no float is involved.
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: 4,
    roundingMode: 'trunc',
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(amount as unknown as number);
}

/** A locale string with its {{placeholders}} filled. */
export function say(locale: Locale, namespace: string, key: string, values: Record<string, string | number> = {}): string {
  return text(locale, namespace, key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name]));
}

/**
 * Buys `amount` coins with JPY the way the deposit page does, over HTTP: a card in the player's
 * name, an order on the sandbox JPY channel, the sandbox checkout's Pay; then waits for the
 * provider's notification to credit the wallet.
 */
export async function depositThroughSandbox(request: APIRequestContext, player: WalletPlayer, amount: string): Promise<void> {
  await bindCardThroughApi(request, player);
  const [card] = await apiCall<{ id: number }[]>(request, '/v2/app/user/bank/list', {}, { token: player.token });
  const { channels } = await apiCall<{ channels: { code: string; currency: string; needsBankCard: boolean }[] }>(request, '/v2/app/pay/query', {}, { token: player.token });
  const jpy = channels.find((channel) => channel.currency === 'JPY' && channel.needsBankCard);
  expect(jpy, 'a sandbox JPY channel').toBeDefined();
  const before = unitsOf(await balanceOf(request, player));
  const order = await apiCall<{ payUrl: string }>(
    request,
    '/v2/app/pay/order',
    { channelCode: jpy!.code, amount, bankCardId: card!.id },
    { token: player.token, idempotent: true },
  );
  const pay = await request.post(`${new URL(order.payUrl, 'http://checkout.invalid').pathname}/pay`, {
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    data: '',
    maxRedirects: 0,
  });
  expect(pay.status(), 'the sandbox checkout takes the payment and sends the payer back').toBe(303);
  await expect
    .poll(async () => unitsOf(await balanceOf(request, player)), { message: 'the deposit is credited', timeout: 15_000 })
    .toBe(before + unitsOf(amount));
}

/** One round as the play call answered it to the screen. */
export interface Round {
  roundId: number;
  machineId: string;
  bet: string;
  win: string;
  balance: string;
}

/** The machine screen's root (data-state idle | playing). */
export const machineScreen = (page: Page): Locator => page.locator('[data-machine]');

/**
 * Plays one round with `trigger` (a key or a click) once the screen is idle, and answers the round
 * the play call returned after checking that the screen reported that very round.
 */
export async function playRound(page: Page, trigger: () => Promise<unknown>): Promise<Round> {
  const screen = machineScreen(page);
  await expect(screen).toHaveAttribute('data-state', 'idle');
  await expect(page.getByTestId('play-button')).toBeEnabled();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/v2/app/game/play' && response.request().method() === 'POST');
  await trigger();
  const body = await (await answered).json();
  expect(body, 'the round is played').toMatchObject({ code: 200 });
  const round = body.data as Round;
  // The result line names the round once its reels have stopped or its balls have landed.
  await expect(page.getByTestId('round-result')).toHaveAttribute('data-round-id', String(round.roundId));
  await expect(screen).toHaveAttribute('data-state', 'idle');
  return round;
}

/** How the screen must present a win: never celebrated when it is less than the bet. */
export function presentationOf(round: Pick<Round, 'bet' | 'win'>): 'none' | 'returned' | 'win' | 'bigWin' {
  const win = unitsOf(round.win);
  const bet = unitsOf(round.bet);
  if (win <= 0n) return 'none';
  if (win < bet) return 'returned';
  return win >= bet * 10n ? 'bigWin' : 'win';
}

/** Σ bets, Σ wins and Σ (win − bet) of some rounds, in units. */
export function sums(rounds: readonly Round[]): { bet: bigint; win: bigint; net: bigint } {
  const bet = rounds.reduce((sum, round) => sum + unitsOf(round.bet), 0n);
  const win = rounds.reduce((sum, round) => sum + unitsOf(round.win), 0n);
  return { bet, win, net: win - bet };
}

/** The wallet balance user/info answers, in units. */
export async function balanceUnits(request: APIRequestContext, player: WalletPlayer): Promise<bigint> {
  return unitsOf(await balanceOf(request, player));
}

type Strings = { [key: string]: string | Strings };

/** Every key of a namespace, dotted ("stats.balance"), the form i18next shows for a missing string. */
function keysOf(node: Strings, prefix = ''): string[] {
  return Object.entries(node).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`)));
}

const GAME_NAMESPACES = ['hall', 'machine', 'gameRecords', 'fairness', 'games', 'records', 'islands'] as const;

/**
 * The screen is in `locale`'s words: the page's language is set, nothing looks like a raw key, and
 * no text or label is one of the game namespaces' keys (bare, or with its namespace).
 */
export async function expectTranslated(page: Page, locale: Locale): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale.slice(0, 2)}`));
  await expectNoRawKeys(page);
  const keys = new Set(
    GAME_NAMESPACES.flatMap((namespace) => {
      const own = keysOf(JSON.parse(readFileSync(`locales/ja-JP/${namespace}.json`, 'utf8')) as Strings);
      return [...own, ...own.map((key) => `${namespace}:${key}`)];
    }),
  );
  const shown = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const value = node.textContent?.trim();
      if (value && !node.parentElement?.closest('script,style,noscript')) out.push(value);
    }
    for (const element of document.querySelectorAll('[aria-label]')) out.push(element.getAttribute('aria-label')!.trim());
    return out;
  });
  expect(shown.filter((value) => keys.has(value)), 'text that is a game string key, not its translation').toEqual([]);
}
