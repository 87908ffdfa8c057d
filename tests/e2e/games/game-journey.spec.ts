// The game journey in the browser (issue 5): a player buys coins, opens the hall, plays a slot
// machine and a pachinko machine through the hall's Play (the springboard), 20 rounds each with
// the keyboard and the button, and then finds every coin accounted for: on the machine screen,
// in the hall, in user/info, in the game records and their totals; one round is recomputed on
// the fairness page after its seed is revealed. The 40-round journey runs with reduced motion
// (the reels stop and the balls land at once: with motion, 20 pachinko rounds alone take over a
// minute); the second journey plays with motion in Korean.
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import type { Locale } from '../../../shared/locales.ts';
import { text } from '../support/popup.ts';
import { apiCall, coinsText, creditThroughOperator, headerBalance, newWalletPlayer, openSignedIn, type WalletPlayer } from '../wallet/support/wallet.ts';
import {
  amountOf,
  balanceUnits,
  coins,
  depositThroughSandbox,
  expectTranslated,
  machineScreen,
  playRound,
  presentationOf,
  say,
  sums,
  unitsOf,
  type Round,
} from './support/games.ts';

// Each journey plays 20–40 rounds and reads every record page: about 50 s on a quiet 2-core machine,
// too close to the default 60 s once the machine is busy.
test.describe.configure({ timeout: 180_000 });

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface MachineInfo {
  machineId: string;
  betSteps: string[];
}

async function betStepsOf(page: Page, machineId: string): Promise<string[]> {
  const machines = await apiCall<MachineInfo[]>(page.request, '/v2/app/game/machines', {});
  const machine = machines.find((m) => m.machineId === machineId);
  expect(machine, `${machineId} is in the catalogue`).toBeDefined();
  return machine!.betSteps;
}

/** From the hall: the kind's tab, then the machine card's Play; lands on the springboard. */
async function openFromHall(page: Page, locale: Locale, kind: 'slot' | 'pachinko', machineId: string): Promise<void> {
  const grid = page.getByRole('region', { name: text(locale, 'hall', 'hall.heading') });
  await grid.getByRole('tab', { name: text(locale, 'hall', `hall.kinds.${kind}`) }).click();
  const name = text(locale, 'games', `machines.${machineId}.name`);
  await grid.getByRole('link', { name: say(locale, 'hall', 'hall.playMachine', { name }) }).click();
  await expect(page).toHaveURL(new RegExp(`/amigo-springboard\\?machine=${machineId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(machineScreen(page)).toHaveAttribute('data-machine', machineId);
}

/** What the screen shows after `rounds` on top of `start` units: result line, session net, balance. */
async function expectScreenAfter(page: Page, locale: Locale, start: bigint, rounds: readonly Round[]): Promise<void> {
  const last = rounds[rounds.length - 1]!;
  const { net } = sums(rounds);
  const presentation = presentationOf(last);
  const result = page.getByTestId('round-result');
  await expect(result).toHaveAttribute('data-presentation', presentation);
  await expect(result).toHaveText(presentation === 'none' ? '' : say(locale, 'machine', `result.${presentation}`, { amount: coins(locale, last.win) }));
  await expect(page.getByTestId('net-position')).toHaveAttribute('data-units', net.toString());
  await expect(page.getByTestId('net-position')).toHaveText(coins(locale, amountOf(net), true));
  await expect(page.getByTestId('balance')).toHaveText(coins(locale, amountOf(start + net)));
  expect(unitsOf(last.balance), 'the round answered the balance the bets and wins add up to').toBe(start + net);
}

/**
 * Plays `count` more rounds on the open screen (`before`: those it has already played, on top of
 * `start` units), checking the bet sent and what the screen shows after each.
 */
async function playRounds(
  page: Page,
  locale: Locale,
  count: number,
  bet: string,
  trigger: () => Promise<unknown>,
  start: bigint,
  before: Round[],
): Promise<Round[]> {
  const played = [...before];
  for (let i = 0; i < count; i += 1) {
    const round = await playRound(page, trigger);
    expect(unitsOf(round.bet), 'the bet chosen on the screen').toBe(unitsOf(bet));
    played.push(round);
    await expectScreenAfter(page, locale, start, played);
  }
  return played;
}

test('deposit, 20 slot and 20 pachinko rounds from the hall with keys and button, every coin in the balance, the records and a verified proof (ja-JP, reduced motion)', async ({ page }) => {
  const locale: Locale = 'ja-JP';
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const player = await newWalletPlayer(page.request, 'gj');
  const deposit = '5000';
  await depositThroughSandbox(page.request, player, deposit);
  const start = unitsOf(deposit);
  expect(await balanceUnits(page.request, player)).toBe(start);

  // The hall, with the coins just bought.
  await openSignedIn(page, '/amigo', player);
  expect(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches), 'the page asks for reduced motion').toBe(true);
  const hallBalance = page.getByRole('group', { name: text(locale, 'hall', 'hall.balance') });
  await expect(hallBalance.locator('output')).toHaveText(say(locale, 'hall', 'hall.coins', { amount: coins(locale, amountOf(start)) }));
  await expectTranslated(page, locale);

  // Lucky Sevens: ↑ to the second bet, 10 rounds with Space; + to the third, 10 with the button.
  const slotSteps = await betStepsOf(page, 'lucky-sevens');
  await openFromHall(page, locale, 'slot', 'lucky-sevens');
  await expectTranslated(page, locale);
  const betSelect = page.getByTestId('bet-select');
  await expect(betSelect).toHaveValue(slotSteps[0]!);
  await page.keyboard.press('ArrowUp');
  await expect(betSelect).toHaveValue(slotSteps[1]!);
  let rounds = await playRounds(page, locale, 10, slotSteps[1]!, () => page.keyboard.press('Space'), start, []);
  await page.getByRole('button', { name: text(locale, 'machine', 'bet.more') }).click();
  await expect(betSelect).toHaveValue(slotSteps[2]!);
  const playButton = page.getByTestId('play-button');
  rounds = await playRounds(page, locale, 10, slotSteps[2]!, () => playButton.click(), start, rounds);
  const slotNet = sums(rounds).net;

  // Back to the hall, which shows the balance the rounds left.
  await page.getByRole('link', { name: text(locale, 'machine', 'back') }).click();
  await expect(page).toHaveURL(/\/amigo$/);
  await expect(hallBalance.locator('output')).toHaveText(say(locale, 'hall', 'hall.coins', { amount: coins(locale, amountOf(start + slotNet)) }));

  // Sakura Ama: 10 rounds with Enter at the smallest bet, then the second bet chosen in the list, 10 with the button.
  const pachinkoSteps = await betStepsOf(page, 'pachinko-sakura-ama');
  await openFromHall(page, locale, 'pachinko', 'pachinko-sakura-ama');
  await expectTranslated(page, locale);
  const afterSlots = start + slotNet;
  await expect(page.getByTestId('balance')).toHaveText(coins(locale, amountOf(afterSlots)));
  let pachinkoRounds = await playRounds(page, locale, 10, pachinkoSteps[0]!, () => page.keyboard.press('Enter'), afterSlots, []);
  await page.getByTestId('bet-select').selectOption(pachinkoSteps[1]!);
  pachinkoRounds = await playRounds(page, locale, 10, pachinkoSteps[1]!, () => page.getByTestId('play-button').click(), afterSlots, pachinkoRounds);
  rounds = [...rounds, ...pachinkoRounds];

  // Every coin accounted for: deposit − Σ bets + Σ wins, on the screen and in user/info.
  expect(rounds).toHaveLength(40);
  expect(new Set(rounds.map((round) => round.roundId)).size, 'forty different rounds').toBe(40);
  const total = sums(rounds);
  const expected = start - total.bet + total.win;
  await expect(page.getByTestId('balance')).toHaveText(coins(locale, amountOf(expected)));
  expect(await balanceUnits(page.request, player), 'user/info').toBe(expected);

  // The game records: all 40 rounds, newest first, 10 a page, each row's figures; totals that agree.
  await page.goto('/user/game-record');
  await expect(headerBalance(page, locale)).toContainText(coinsText(locale, coins(locale, amountOf(expected))));
  await expectTranslated(page, locale);
  const totals = page.getByRole('region', { name: text(locale, 'gameRecords', 'totals.title') });
  const totalOf = (key: string) =>
    totals.locator('div').filter({ has: page.getByRole('term').filter({ hasText: new RegExp(`^${escape(text(locale, 'gameRecords', key))}$`) }) }).getByRole('definition');
  const withUnit = (amount: string) => say(locale, 'gameRecords', 'totals.coins', { amount });
  await expect(totalOf('totals.count')).toHaveText('40');
  await expect(totalOf('totals.bet')).toHaveText(withUnit(coins(locale, amountOf(total.bet))));
  await expect(totalOf('totals.win')).toHaveText(withUnit(coins(locale, amountOf(total.win))));
  await expect(totalOf('totals.profit')).toHaveText(withUnit(coins(locale, amountOf(total.net), true)));

  const table = page.getByRole('table', { name: text(locale, 'gameRecords', 'table.caption') });
  const newestFirst = [...rounds].reverse();
  const pages = page.getByRole('navigation', { name: text(locale, 'gameRecords', 'table.pages') });
  for (let pageNum = 1; pageNum <= 4; pageNum += 1) {
    if (pageNum > 1) await pages.getByRole('button', { name: text(locale, 'ds', 'nextPage') }).click();
    await expect(pages.getByRole('button', { name: say(locale, 'ds', 'pageN', { page: pageNum }) })).toHaveAttribute('aria-current', 'page');
    const expectedRows = newestFirst.slice((pageNum - 1) * 10, pageNum * 10);
    // Each row's round (its proof link) and figures, in order: one look per page.
    await expect
      .poll(() => table.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))))
      .toEqual(expectedRows.map((round) => say(locale, 'gameRecords', 'table.proofLabel', { roundId: round.roundId })));
    await expect(table.getByRole('row').filter({ has: page.getByRole('cell') }).getByRole('cell')).toHaveText(
      expectedRows.flatMap((round) => [
        /.+/,
        text(locale, 'games', `machines.${round.machineId}.name`),
        coins(locale, round.bet),
        coins(locale, round.win),
        coins(locale, amountOf(unitsOf(round.win) - unitsOf(round.bet)), true),
        text(locale, 'gameRecords', 'table.proofLink'),
      ]),
    );
  }
  await expect(pages.getByRole('button', { name: text(locale, 'ds', 'nextPage') })).toBeDisabled();

  // The proof of the first slot round (last page): its seed is still in use, so it is revealed first.
  const proven = rounds[0]!;
  await table.getByRole('link', { name: say(locale, 'gameRecords', 'table.proofLabel', { roundId: proven.roundId }) }).click();
  await expect(page).toHaveURL(new RegExp(`/fairness\\?round=${proven.roundId}$`));
  const proof = page.getByRole('region', { name: say(locale, 'fairness', 'round.title', { roundId: proven.roundId }) });
  await expect(proof.getByText(text(locale, 'fairness', 'round.notRevealed'))).toBeVisible();
  await expectTranslated(page, locale);
  await proof.getByRole('button', { name: text(locale, 'fairness', 'round.reveal') }).click();
  const verdict = page.getByTestId('verify-result');
  await expect(verdict).toHaveAttribute('data-match', 'true');
  await expect(verdict).toContainText(text(locale, 'fairness', 'result.matches'));
  await expect(verdict.getByTestId('recorded-win')).toHaveText(say(locale, 'fairness', 'result.coins', { amount: coins(locale, proven.win) }));
  await expect(verdict.getByTestId('recomputed-win')).toHaveText(say(locale, 'fairness', 'result.coins', { amount: coins(locale, proven.win) }));
  await expect(proof.getByRole('button', { name: text(locale, 'fairness', 'round.reveal') })).toHaveCount(0);
  await expectTranslated(page, locale);

  // The same seed played every round: the last pachinko round now verifies at once, no reveal needed.
  const lastRound = rounds[39]!;
  await page.goto(`/fairness?round=${lastRound.roundId}`);
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-match', 'true');
  await expect(page.getByTestId('recorded-win')).toHaveText(say(locale, 'fairness', 'result.coins', { amount: coins(locale, lastRound.win) }));
  await expect(page.getByRole('button', { name: text(locale, 'fairness', 'round.reveal') })).toHaveCount(0);
});

test('in Korean, with motion: hall, a slot and a pachinko machine that animate and then report, help by keyboard, records and a verified proof', async ({ page }) => {
  const locale: Locale = 'ko-KR';
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  const player: WalletPlayer = await newWalletPlayer(page.request, 'gk');
  await creditThroughOperator(page.request, player, '1000');
  const start = unitsOf('1000');

  await openSignedIn(page, '/ko-KR/amigo', player);
  await expect(page.getByRole('heading', { level: 2, name: text(locale, 'hall', 'hall.heading') })).toBeVisible();
  await expect(page.getByRole('group', { name: text(locale, 'hall', 'hall.balance') }).locator('output')).toHaveText(
    say(locale, 'hall', 'hall.coins', { amount: coins(locale, amountOf(start)) }),
  );
  await expectTranslated(page, locale);

  // Coral Reef: the reels spin (the screen is busy meanwhile) and the round is reported once they stop.
  await openFromHall(page, locale, 'slot', 'coral-reef');
  await expect(page).toHaveURL(/^[^?]*\/ko-KR\/amigo-springboard\?/);
  const playButton = page.getByTestId('play-button');
  await expect(playButton).toHaveText(text(locale, 'machine', 'play'));
  await expectTranslated(page, locale);
  const rounds: Round[] = [];
  for (let i = 0; i < 2; i += 1) {
    rounds.push(
      await playRound(page, async () => {
        await playButton.click();
        await expect(machineScreen(page)).toHaveAttribute('data-state', 'playing');
        await expect(playButton).toHaveText(text(locale, 'machine', 'playing'));
      }),
    );
    await expectScreenAfter(page, locale, start, rounds);
  }

  // The help by keyboard: H opens it in Korean, Escape closes it.
  const name = text(locale, 'games', 'machines.coral-reef.name');
  await page.keyboard.press('h');
  const help = page.getByRole('dialog', { name: say(locale, 'machine', 'helpPanel.title', { name }) });
  await expect(help).toBeVisible();
  await expect(help.getByText(text(locale, 'machine', 'helpPanel.paytable'), { exact: true })).toBeVisible();
  await expectTranslated(page, locale);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // Fuji Rush: the balls fly (counted on the board), then the round is reported.
  await page.getByRole('link', { name: text(locale, 'machine', 'back') }).click();
  await expect(page).toHaveURL(/\/ko-KR\/amigo$/);
  await openFromHall(page, locale, 'pachinko', 'pachinko-fuji-rush');
  const afterSlots = start + sums(rounds).net;
  const pachinko = await playRound(page, async () => {
    await page.keyboard.press('Space');
    await expect(page.getByText(new RegExp(`^${escape(text(locale, 'machine', 'pachinko.balls'))}: \\d+ / \\d+$`))).toBeVisible();
  });
  await expectScreenAfter(page, locale, afterSlots, [pachinko]);
  await expectTranslated(page, locale);
  rounds.push(pachinko);
  const total = sums(rounds);
  expect(await balanceUnits(page.request, player)).toBe(start + total.net);

  // The records in Korean: three rounds, their totals.
  await page.goto('/ko-KR/user/game-record');
  const table = page.getByRole('table', { name: text(locale, 'gameRecords', 'table.caption') });
  await expect(table.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(3);
  const totals = page.getByRole('region', { name: text(locale, 'gameRecords', 'totals.title') });
  await expect(totals).toContainText(say(locale, 'gameRecords', 'totals.coins', { amount: coins(locale, amountOf(total.bet)) }));
  await expect(totals).toContainText(say(locale, 'gameRecords', 'totals.coins', { amount: coins(locale, amountOf(total.net), true) }));
  await expectTranslated(page, locale);

  // The pachinko round's proof, revealed and verified in Korean.
  await table.getByRole('link', { name: say(locale, 'gameRecords', 'table.proofLabel', { roundId: pachinko.roundId }) }).click();
  await expect(page).toHaveURL(new RegExp(`/ko-KR/fairness\\?round=${pachinko.roundId}$`));
  await page.getByRole('button', { name: text(locale, 'fairness', 'round.reveal') }).click();
  await expect(page.getByTestId('verify-result')).toHaveAttribute('data-match', 'true');
  await expect(page.getByTestId('verify-result')).toContainText(text(locale, 'fairness', 'result.matches'));
  await expectTranslated(page, locale);
});
