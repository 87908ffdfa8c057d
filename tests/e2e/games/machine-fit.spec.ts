// Every machine screen fits the viewport (issue 12): at a laptop's 1280×800 and a phone's 390×844
// (and the narrowest phone, 360×740), signed in, before and after rounds, the page neither scrolls
// down nor sideways, and every figure of the screen (balance, session net, clock, the pachinko
// round's counters, the lottery display) and the Play button lie inside the viewport with nothing
// drawn over them. Rounds run with reduced motion: the layout checked is the one that stays (a
// board resized a frame late is looked at again two frames later; see expectFits).
import type { Page } from '@playwright/test';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { expect, test } from '../support/test.ts';
import { text } from '../support/popup.ts';
import { creditThroughOperator, newWalletPlayer } from '../wallet/support/wallet.ts';
import { machineScreen, playRound } from './support/games.ts';

const MACHINES = ['lucky-sevens', 'coral-reef', 'golden-lantern', 'pachinko-sakura-ama', 'pachinko-fuji-rush'] as const;
/** Every machine in English; the pachinko screens, whose counters carry the most words, in Japanese too. */
const CASES: { locale: Locale; machineId: (typeof MACHINES)[number] }[] = [
  ...MACHINES.map((machineId) => ({ locale: 'en-US' as const, machineId })),
  ...MACHINES.filter((machineId) => machineId.startsWith('pachinko')).map((machineId) => ({ locale: 'ja-JP' as const, machineId })),
];
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;
/** Slot rounds played at most while waiting for one with winning lines (coral reef: about one in two). */
const MAX_SLOT_ROUNDS = 40;

/** Where an element is not where the viewport shows it whole and on top, one line per problem. */
async function placementProblems(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((selector) => {
    const problems: string[] = [];
    const elements = [...document.querySelectorAll<HTMLElement>(selector)];
    if (elements.length === 0) problems.push(`${selector}: not on the page`);
    for (const element of elements) {
      const name = `${selector} "${(element.textContent ?? '').trim().slice(0, 30)}"`;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) problems.push(`${name}: not shown`);
      if (box.left < 0 || box.top < 0 || box.right > innerWidth || box.bottom > innerHeight) {
        problems.push(`${name}: outside the viewport (${Math.round(box.left)},${Math.round(box.top)})–(${Math.round(box.right)},${Math.round(box.bottom)})`);
      }
      // The centre and four points near the corners (a fifth of the way in, clear of rounded
      // corners) must hit the element itself, not something drawn over it.
      const points: [number, number][] = [
        [box.left + box.width / 2, box.top + box.height / 2],
        [box.left + box.width / 5, box.top + box.height / 5],
        [box.right - box.width / 5, box.top + box.height / 5],
        [box.left + box.width / 5, box.bottom - box.height / 5],
        [box.right - box.width / 5, box.bottom - box.height / 5],
      ];
      for (const [x, y] of points) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !(element === hit || element.contains(hit))) {
          const by = hit ? `${hit.tagName.toLowerCase()}${hit.className ? `.${String(hit.className).split(' ')[0]}` : ''}` : 'nothing';
          // Where the covering box and its parent lie: what a rare failure needs to be read later.
          const at = (box: Element | null | undefined) => {
            const r = box?.getBoundingClientRect();
            return r ? `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)}` : '–';
          };
          problems.push(`${name}: covered at (${Math.round(x)},${Math.round(y)}) by ${by} [${at(hit)} in ${at(hit?.parentElement)}]`);
          break;
        }
      }
    }
    return problems;
  }, selector);
}

/** The page does not scroll, and every figure and the Play button are whole and uncovered. */
async function expectFits(page: Page, when: string, extra: readonly string[] = []): Promise<void> {
  const size = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    scrollHeight: document.documentElement.scrollHeight,
    innerWidth,
    innerHeight,
  }));
  expect(size.scrollWidth, `${when}: page width`).toBeLessThanOrEqual(size.innerWidth);
  expect(size.scrollHeight, `${when}: page height`).toBeLessThanOrEqual(size.innerHeight);
  const selectors = ['[data-testid="balance"]', '[data-testid="net-position"]', '[data-testid="session-clock"]', '[data-testid="play-button"]', ...extra];
  const measure = async () => (await Promise.all(selectors.map((selector) => placementProblems(page, selector)))).flat();
  const problems = await measure();
  if (problems.length === 0) return;
  // What is checked is the layout that stays: two frames later. In three of seven fresh-clone runs a
  // pachinko board was found over the figures just after a round at 390×844, sized for its box's
  // height before the round (326×435 in a box now 387 high: width 75cqh of the old height), and
  // two frames later it fitted. The box had shrunk because the result line under it grew (a big win
  // at 2rem, wrapped in Japanese); that line now keeps its height (useFitOneLine, and the story
  // PachinkoBigWinLongWords), and a passing moment like it would still be kept as an annotation.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const later = await measure();
  test.info().annotations.push({ type: 'layout that did not stay', description: `${when}: ${problems.join('; ')}` });
  expect(later, `${when}: figures and controls whole, inside the viewport and uncovered, two frames after: ${problems.join('; ')}`).toEqual([]);
}

for (const { locale, machineId } of CASES) {
  const pachinko = machineId.startsWith('pachinko');
  for (const { width, height } of SIZES) {
    test(`${machineId} fits ${width}×${height} in ${locale} before and after rounds`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const player = await newWalletPlayer(page.request, 'fit');
      await creditThroughOperator(page.request, player, '5000');
      await page.goto(localizePath(`/amigo-springboard?machine=${machineId}&token=${encodeURIComponent(player.token)}`, locale));
      await expect(machineScreen(page)).toHaveAttribute('data-machine', machineId);
      await expect(page.getByTestId('balance')).not.toHaveText('—');
      await expectFits(page, 'before the first round', pachinko ? ['[data-testid="lottery-display"]'] : []);

      if (pachinko) {
        await playRound(page, () => page.getByTestId('play-button').click());
        await expect(page.getByTestId('pachinko-counters')).toBeVisible();
        await expectFits(page, 'after a round', ['[data-counter]', '[data-testid="lottery-display"]', '[data-testid="jackpot-summary"]']);
        return;
      }

      // Slots: play until a round pays on some line, checking the layout after every round.
      let lines = 0;
      for (let round = 1; round <= MAX_SLOT_ROUNDS && lines === 0; round += 1) {
        await playRound(page, () => page.getByTestId('play-button').click());
        await expectFits(page, `after round ${round}`);
        lines = await page.getByTestId('win-lines-toggle').count();
      }
      expect(lines, 'a round with winning lines came up').toBe(1);
      await expectFits(page, 'with winning lines', ['[data-testid="win-lines-toggle"]']);
      // The lines open in a panel over the screen, every line whole inside it, and close again.
      const toggle = page.getByTestId('win-lines-toggle');
      await toggle.click();
      const panel = page.getByRole('list', { name: text(locale, 'machine', 'slot.wins') });
      await expect(panel).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const cut = await panel.evaluate((list) => {
        const frame = list.getBoundingClientRect();
        return [...list.querySelectorAll('li')].filter((item) => {
          const box = item.getBoundingClientRect();
          return box.top < frame.top - 0.5 || box.bottom > frame.bottom + 0.5 || box.right > innerWidth || box.bottom > innerHeight;
        }).length;
      });
      expect(cut, 'winning lines cut by the panel or the viewport').toBe(0);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expectFits(page, 'after closing the lines', ['[data-testid="win-lines-toggle"]']);
    });
  }
}
