// Player protection in the browser (issue 17): a daily loss limit set on /user/protection stops
// play on a machine, which then says which limit and when it resets (ja-JP); the reality check set
// to 15 minutes pauses the machine when the page's clock passes them (Playwright's page.clock, no
// sleeps), with the session's time, amount bet and net result, and "leave" goes to the hall
// (en-US); a break taken on the screen hides the home banners and the promotions and refuses a
// deposit with the time it ends (ja-JP).
import type { Page } from '@playwright/test';
import type { Locale } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { amountOf, coins, machineScreen, playRound, say, sums, unitsOf, type Round } from '../games/support/games.ts';
import { apiCall, bindCardThroughApi, creditThroughOperator, newWalletPlayer, openSignedIn } from '../wallet/support/wallet.ts';

// The player's calendar is the browser's zone, sent with their first setting.
const ZONE = 'Asia/Tokyo';
test.use({ timezoneId: ZONE });
test.describe.configure({ timeout: 120_000 });

const MACHINE = 'lucky-sevens';
const user = (locale: Locale, key: string, values: Record<string, string | number> = {}) => say(locale, 'user', `protection.${key}`, values);
const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "2026-11-27 00:00 (Asia/Tokyo)": a time as the server's refusals write it. */
function localTime(instant: Date, zone = ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (${zone})`;
}

/** The next midnight in the zone: when a daily limit resets. */
function nextMidnight(zone = ZONE): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.toISOString().slice(0, 10)} 00:00 (${zone})`;
}

/** An amount as the server's messages write it, in the language's number format: "15", "7.5", "1,500". */
const plain = (units: bigint, locale: Locale) => formatAmount(amountOf(units), locale);

async function betSteps(page: Page): Promise<string[]> {
  const machines = await apiCall<{ machineId: string; betSteps: string[] }[]>(page.request, '/v2/app/game/machines', {});
  return machines.find((m) => m.machineId === MACHINE)!.betSteps;
}

async function openMachine(page: Page, locale: Locale): Promise<void> {
  await page.goto(`${locale === 'ja-JP' ? '' : `/${locale}`}/amigo-springboard?machine=${MACHINE}`);
  await expect(machineScreen(page)).toHaveAttribute('data-machine', MACHINE);
  await expect(machineScreen(page)).toHaveAttribute('data-state', 'idle');
}

test('a daily loss limit set on the screen stops play; the machine names the limit and when it resets (ja-JP)', async ({ page }) => {
  const locale: Locale = 'ja-JP';
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await newWalletPlayer(page.request, 'pl');
  await creditThroughOperator(page.request, player, '1000');
  const steps = await betSteps(page);
  let bet = steps[0]!;
  // One and a half bets: the first round fits, a second after a loss would not.
  let limit = (unitsOf(bet) * 3n) / 2n;

  await openSignedIn(page, '/user/protection', player);
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'user', 'menu.protection') })).toBeVisible();
  /** Sets the daily loss limit on the screen (a first or lower one takes effect at once). */
  const setLimit = async () => {
    const editor = page.getByRole('region', { name: user(locale, 'kinds.lossDay') });
    await editor.getByLabel(user(locale, 'amountLabel')).fill(amountOf(limit));
    await editor.getByRole('button', { name: user(locale, 'save') }).click();
    await expect(editor.getByRole('status')).toHaveText(user(locale, 'savedNow'));
    await expect(editor.getByText(user(locale, 'inForce', { value: user(locale, 'coins', { amount: coins(locale, amountOf(limit)) }) }))).toBeVisible();
  };
  await expect(page.getByRole('region', { name: user(locale, 'kinds.lossDay') }).getByText(user(locale, 'noLimit'))).toBeVisible();
  await setLimit();

  // Play until the server refuses: at most the limit can be lost.
  await openMachine(page, locale);
  const played: Round[] = [];
  let refused: { error: string; msg: string } | undefined;
  const playUntilRefused = async (rounds: number) => {
    for (let i = 0; i < rounds && !refused; i += 1) {
      await expect(machineScreen(page)).toHaveAttribute('data-state', 'idle');
      await expect(page.getByTestId('play-button')).toBeEnabled();
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/v2/app/game/play');
      await page.getByTestId('play-button').click();
      const response = await answered;
      const body = await response.json();
      if (response.status() === 422) refused = body;
      else {
        expect(body, 'the round is played').toMatchObject({ code: 200 });
        played.push(body.data as Round);
        await expect(page.getByTestId('round-result')).toHaveAttribute('data-round-id', String((body.data as Round).roundId));
      }
    }
  };
  await playUntilRefused(80);
  if (!refused) {
    // An early big win can keep the day's loss within half a bet for all those rounds, so no bet
    // could pass the limit. Then the limit is lowered on the screen to half the smallest bet, which
    // holds at once, and the next round bets the smallest step that could pass it from the day's net
    // (the player may be ahead, and the day's loss counts wins against bets).
    const dayLoss = -sums(played).net;
    expect(dayLoss, 'a player plays on only while the next bet cannot pass the limit').toBeLessThanOrEqual(limit - unitsOf(bet));
    limit = unitsOf(bet) / 2n;
    const passing = steps.find((step) => dayLoss + unitsOf(step) > limit);
    expect(passing, 'some bet step could pass the lowered limit').toBeDefined();
    bet = passing!;
    await page.goto('/user/protection');
    await setLimit();
    await openMachine(page, locale);
    await page.getByTestId('bet-select').selectOption(bet);
    await playUntilRefused(1);
  }
  expect(refused?.error, 'the loss limit refuses a bet that could pass it').toBe('LOSS_LIMIT_DAY_REACHED');
  const lost = -sums(played).net;
  expect(lost + unitsOf(bet), 'the refused bet could have passed the limit').toBeGreaterThan(limit);
  expect(lost, 'never more lost than the limit').toBeLessThanOrEqual(limit);

  const message = say(locale, 'errors', 'LOSS_LIMIT_DAY_REACHED', { limit: plain(limit, locale), left: plain(limit - lost > 0n ? limit - lost : 0n, locale), resetsAt: nextMidnight() });
  const alert = page.getByTestId('protection-refusal');
  await expect(alert).toContainText(message);
  await expect(alert.getByRole('link', { name: text(locale, 'machine', 'protectionRefusal.settings') })).toHaveAttribute('href', '/user/protection');
  await expect(machineScreen(page)).toHaveAttribute('data-state', 'idle');
});

test('the reality check set to 15 minutes pauses the machine with the session’s figures; "leave" goes to the hall (en-US)', async ({ page }) => {
  const locale: Locale = 'en-US';
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await newWalletPlayer(page.request, 'pr');
  await creditThroughOperator(page.request, player, '1000');
  // The page's clock runs on from now until the test moves it.
  await page.clock.install({ time: new Date() });

  await openSignedIn(page, '/en-US/user/protection', player);
  const panel = page.getByRole('region', { name: user(locale, 'realityTitle') });
  const interval = panel.getByLabel(user(locale, 'realityLabel'));
  await expect(interval).toHaveValue('60');
  await interval.selectOption('15');
  await panel.getByRole('button', { name: user(locale, 'realitySave') }).click();
  await expect(panel.getByRole('status')).toHaveText(user(locale, 'realitySaved', { minutes: 15 }));

  await openMachine(page, locale);
  const rounds = [await playRound(page, () => page.getByTestId('play-button').click()), await playRound(page, () => page.getByTestId('play-button').click())];
  const dialog = page.getByRole('dialog', { name: text(locale, 'machine', 'realityCheck.title') });
  await expect(dialog).toBeHidden();

  // Fifteen minutes of the session pass on the page's clock.
  await page.clock.fastForward('15:00');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(say(locale, 'machine', 'realityCheck.intro', { minutes: 15 }));
  const figures = dialog.locator('dd');
  await expect(figures.nth(0)).toHaveText(/^00:1[5-6]:\d\d$/);
  const { bet, net } = sums(rounds);
  await expect(figures.nth(1)).toHaveText(coins(locale, amountOf(bet)));
  await expect(figures.nth(2)).toHaveText(coins(locale, amountOf(net), true));
  // Escape does not dismiss it: the player chooses.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('link', { name: text(locale, 'machine', 'realityCheck.leaveToHall') }).click();
  await expect(page).toHaveURL(/\/en-US\/amigo$/);
});

test('a break taken on the screen hides banners and promotions and refuses a deposit, saying until when (ja-JP)', async ({ page }) => {
  const locale: Locale = 'ja-JP';
  const player = await newWalletPlayer(page.request, 'pb');
  await bindCardThroughApi(page.request, player);
  const banners = page.getByRole('region', { name: text(locale, 'islands', 'home.banners') });
  const promotionsEmpty = page.getByText(text(locale, 'islands', 'promotions.empty'));

  // Before the break: the home banners and the running promotions.
  // The route guard of a user page takes the token over; the home page then reads it.
  await openSignedIn(page, '/user/user-center', player);
  await page.goto('/');
  await expect(banners).toBeVisible();
  await page.goto('/game/promotion');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(promotionsEmpty).toHaveCount(0);

  // The break: chosen, confirmed in a dialog that says it cannot be undone, shown with its end.
  await page.goto('/user/protection');
  const breakPanel = page.getByRole('region', { name: user(locale, 'breakTitle') });
  await breakPanel.getByRole('button', { name: user(locale, 'periods.24h') }).click();
  const confirm = page.getByRole('dialog', { name: user(locale, 'confirmBreak', { period: user(locale, 'periods.24h') }) });
  await expect(confirm.getByText(user(locale, 'cannotUndo'))).toBeVisible();
  await confirm.getByRole('button', { name: user(locale, 'confirm') }).click();
  await expect(confirm).toBeHidden();
  const notice = page.getByRole('status').filter({ hasText: new RegExp(escape(user(locale, 'current.break', { time: '§' })).replace('§', '.+')) });
  await expect(notice).toBeVisible();
  const state = await apiCall<{ exclusion: { kind: string; until: string } | null }>(page.request, '/v2/user/protection/get', {}, { token: player.token });
  expect(state.exclusion?.kind).toBe('break');
  const until = new Date(state.exclusion!.until);

  // Marketing is not shown to the player during the break.
  const bannerAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/v2/app/banner/query');
  await page.goto('/');
  expect(await (await bannerAnswer).json()).toMatchObject({ code: 200, data: [] });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banners).toHaveCount(0);
  await page.goto('/game/promotion');
  await expect(promotionsEmpty).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);

  // A deposit is refused with the time the break ends.
  await page.goto('/user/finance/deposit');
  const depositForm = page.getByRole('region', { name: text(locale, 'finance', 'deposit.formTitle') });
  await depositForm.getByRole('radio', { name: /JPY/ }).check();
  await depositForm.getByLabel(text(locale, 'finance', 'deposit.amount'), { exact: true }).fill('1000');
  const cardPicker = depositForm.getByLabel(text(locale, 'finance', 'deposit.card'), { exact: true });
  await cardPicker.selectOption((await cardPicker.getByRole('option', { name: /1111/ }).getAttribute('value'))!);
  await depositForm.getByRole('button', { name: text(locale, 'finance', 'deposit.submit') }).click();
  await expect(depositForm.getByRole('alert')).toContainText(say(locale, 'errors', 'PLAYER_ON_BREAK', { until: localTime(until) }));
  await expect(page).toHaveURL(/\/user\/finance\/deposit$/);
});
