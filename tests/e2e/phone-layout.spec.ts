// Phones (issue 12): every route in every locale, signed out and signed in, at 360 and 390 px
// wide is no wider than the viewport, and no word breaks across lines unless a style asks for it
// (hyphens, break-anywhere). One page per test walks all routes; each route is loaded once at
// 360 px, measured, widened to 390 px and measured again.
import { request as playwrightRequest, type Page } from '@playwright/test';
import { LOCALES, localizePath, type Locale } from '../../shared/locales.ts';
import { ALL_ROUTES, uncoveredPageFiles } from './all-routes.ts';
import { countOpenRequests, settleAndMeasure, type LayoutFinding } from './support/phone-layout.ts';
import { expect, test as base } from './support/test.ts';
import { apiCall, bindCardThroughApi, creditThroughOperator, newWalletPlayer, type WalletPlayer } from './wallet/support/wallet.ts';

const WIDTHS = [360, 390] as const;
const HEIGHT = 800;

type SignedState = 'signed out' | 'signed in';

/** One player per worker, with a card, coins and records, so the signed-in screens have rows to show. */
const test = base.extend<object, { player: WalletPlayer }>({
  player: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none
    async ({}, use, workerInfo) => {
      const request = await playwrightRequest.newContext({ baseURL: workerInfo.project.use.baseURL });
      const player = await newWalletPlayer(request, 'phone');
      await bindCardThroughApi(request, player);
      // A six-digit balance, the widest a header shows here. Adjustments of 10 000 coins or more wait
      // for a second operator (four-eyes), so it arrives in parts below that.
      for (let part = 0; part < 12; part += 1) await creditThroughOperator(request, player, '9500');
      await creditThroughOperator(request, player, '9456.78');
      await apiCall(request, '/v2/app/game/play', { machineId: 'lucky-sevens', bet: '100' }, { token: player.token, idempotent: true });
      await request.dispose();
      await use(player);
    },
    { scope: 'worker' },
  ],
});

/** Readable lines for what is wrong. */
function problems(route: string, finding: LayoutFinding): string[] {
  const lines: string[] = [];
  const where = `${route} at ${finding.innerWidth}px`;
  if (finding.scrollWidth > finding.innerWidth) {
    const what = finding.widest ? `widest: ${finding.widest.selector} (${finding.widest.width}px)` : 'no element found';
    lines.push(`${where}: page ${finding.scrollWidth}px wide; ${what}`);
  }
  for (const { word, selector } of finding.brokenWords) lines.push(`${where}: "${word}" breaks across lines in ${selector}`);
  return lines;
}

async function walkRoutes(page: Page, state: SignedState, locale: Locale): Promise<string[]> {
  const failures: string[] = [];
  for (const route of ALL_ROUTES) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(localizePath(route, locale));
    for (const width of WIDTHS) {
      if (width !== WIDTHS[0]) await page.setViewportSize({ width, height: HEIGHT });
      failures.push(...problems(`${state} ${locale} ${route}`, await settleAndMeasure(page)));
    }
  }
  return failures;
}

test('every route file is measured (or says why not)', () => {
  expect(uncoveredPageFiles()).toEqual([]);
});

for (const locale of LOCALES) {
  test.describe(`phone layout ${locale}`, () => {
    test.beforeEach(async ({ context }) => {
      await countOpenRequests(context);
    });

    test(`signed out: no page wider than 360/390 px, no word broken`, async ({ page }) => {
      test.setTimeout(180_000);
      const failures = await walkRoutes(page, 'signed out', locale);
      expect(failures, `overflowing pages and broken words:\n${failures.join('\n')}`).toEqual([]);
    });

    test(`signed in: no page wider than 360/390 px, no word broken`, async ({ page, player }) => {
      test.setTimeout(180_000);
      await page.goto(localizePath('/support', locale));
      await page.evaluate((token) => localStorage.setItem('token', token), player.token);
      const failures = await walkRoutes(page, 'signed in', locale);
      expect(failures, `overflowing pages and broken words:\n${failures.join('\n')}`).toEqual([]);
    });
  });
}
