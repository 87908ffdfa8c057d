// Phones (issue 12): every route, signed out and signed in, in every locale (but for what the
// walks leave out, below), at 360 and 390 px wide is no wider than the viewport, and no word breaks
// across lines unless a style asks for it (hyphens, break-anywhere). One page per test walks its
// routes; each route is loaded once at 360 px, measured, widened to 390 px and measured again.
//
// What each walk leaves out is measured elsewhere or the same page again: signed out, the public
// pages are measured by public-site.spec.ts on the load that checks them; signed in, a player's
// token changes the site header and the screens behind sign-in, while the operator console (its
// own sign-in), the sign-in pages (a signed-in player is sent home) and the other public pages
// (the same header as the public pages walked) are the pages the signed-out walk measured. Signed
// out, a screen behind a sign-in (the player's screens, the console's) shows that sign-in over the
// page's shell: the sign-in pages themselves are walked in every language, the screens behind them
// in ja-JP and one more language in turn (support/locales-in-turn.ts), which puts each shell (the
// user centre's menu, the console's) and the sign-in over them in every language. Of the
// public pages, the signed-in walk loads those that hydrate an island and one static page: the
// static ones differ from their signed-out selves only in the site's chrome, the same on each.
//
// The signed-in walk is also where the signed-in screens are seen to run under the
// Content-Security-Policy (the shared `test` fails on any violation): each answers 200, hydrates
// every island, logs no error, and where the site header is, its hashed inline head script marked
// the session.
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { LOCALES, localizePath, type Locale } from '../../shared/locales.ts';
import { OPS_ROUTES, OTHER_PUBLIC_ROUTES, SIGNED_IN_ROUTES, uncoveredPageFiles } from './all-routes.ts';
import { PUBLIC_ROUTES } from './public-routes.ts';
import { watchPageErrors } from './page-checks.ts';
import { checkedInTurn, turnCoverage } from './support/locales-in-turn.ts';
import { countOpenRequests, gotoAndMeasurePhoneWidths } from './support/phone-layout.ts';
import { expect, test as base } from './support/test.ts';
import { apiCall, bindCardThroughApi, creditThroughOperator, newWalletPlayer, type WalletPlayer } from './wallet/support/wallet.ts';

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

const OPS_SIGN_IN = '/ops/sign-in';
/** Screens behind a sign-in: signed out, each is walked in ja-JP and one more language. */
const BEHIND_SIGN_IN: readonly string[] = [...SIGNED_IN_ROUTES, ...OPS_ROUTES.filter((route) => route !== OPS_SIGN_IN)];

function signedOutWalk(locale: Locale): string[] {
  return [...OTHER_PUBLIC_ROUTES, OPS_SIGN_IN, ...BEHIND_SIGN_IN.filter((_, routeIndex) => checkedInTurn(routeIndex, locale))];
}

/** The public pages that hydrate an island in `locale`, and the first static one (read from the served HTML). */
async function signedInPublicRoutes(request: APIRequestContext, locale: Locale): Promise<string[]> {
  const routes: string[] = [];
  let staticPage = false;
  for (const route of PUBLIC_ROUTES) {
    const hydrates = (await (await request.get(localizePath(route, locale))).text()).includes('<astro-island');
    if (hydrates || !staticPage) routes.push(route);
    if (!hydrates) staticPage = true;
  }
  return routes;
}

/**
 * Loads and measures each route; signed in, each must also answer 200, log no error and, where
 * the site header is, carry the session marker its head script set.
 */
async function walkRoutes(page: Page, state: SignedState, locale: Locale, routes: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  for (const route of routes) {
    const where = `${state} ${locale} ${route}`;
    const errors = watchPageErrors(page);
    const { status, problems } = await gotoAndMeasurePhoneWidths(page, localizePath(route, locale), where);
    errors.stop();
    failures.push(...problems);
    if (state === 'signed out') continue;
    if (status !== 200) failures.push(`${where}: answered ${status}`);
    failures.push(...errors.errors.map((error) => `${where}: ${error}`));
    if ((await page.locator('[data-user-area]').count()) && (await page.locator('html').getAttribute('data-session')) !== '') failures.push(`${where}: no session marker`);
  }
  return failures;
}

test('every route file is measured (or says why not), each screen behind a sign-in signed out in two languages', () => {
  expect(uncoveredPageFiles()).toEqual([]);
  expect(turnCoverage(BEHIND_SIGN_IN.length)).toEqual({ languagesPerRoute: BEHIND_SIGN_IN.map(() => 2), languagesWithoutRoute: [] });
});

for (const locale of LOCALES) {
  test.describe(`phone layout ${locale}`, () => {
    test.beforeEach(async ({ context }) => {
      await countOpenRequests(context);
    });

    test(`signed out: no page wider than 360/390 px, no word broken`, async ({ page }) => {
      test.setTimeout(180_000);
      const failures = await walkRoutes(page, 'signed out', locale, signedOutWalk(locale));
      expect(failures, `overflowing pages and broken words:\n${failures.join('\n')}`).toEqual([]);
    });

    test(`signed in: no page wider than 360/390 px, no word broken`, async ({ page, player }) => {
      test.setTimeout(180_000);
      await page.goto(localizePath('/support', locale));
      await page.evaluate((token) => localStorage.setItem('token', token), player.token);
      const routes = [...(await signedInPublicRoutes(page.request, locale)), ...SIGNED_IN_ROUTES];
      const failures = await walkRoutes(page, 'signed in', locale, routes);
      expect(failures, `overflowing pages, broken words and errors:\n${failures.join('\n')}`).toEqual([]);
    });
  });
}
