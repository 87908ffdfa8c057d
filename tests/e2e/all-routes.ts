// Every page the site serves (locale-free), for checks that must see all of them: the public pages
// of public-routes.ts plus the catch-all, the sign-in pages, every signed-in screen and the operator console. A route file
// under src/pages that none of these addresses reaches fails `uncoveredPageFiles` (so a new screen
// cannot be forgotten), unless it is listed in NOT_MEASURED with the reason.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PUBLIC_ROUTES } from './public-routes.ts';

/** Pages a signed-out visitor may read, besides PUBLIC_ROUTES. */
export const OTHER_PUBLIC_ROUTES = [
  '/game/guide/1',
  '/game/guide/3',
  '/game/guide/4',
  '/login',
  '/auth/line/callback',
  '/no-such-page',
] as const;

/** Pages behind sign-in (signed out they open the sign-in dialog over the page). */
export const SIGNED_IN_ROUTES = [
  '/amigo',
  '/amigo-springboard',
  '/amigo-springboard?machine=lucky-sevens',
  '/amigo-springboard?machine=pachinko-sakura-ama',
  '/user/user-center',
  '/user/account-setting',
  '/user/app-key',
  '/user/kyc',
  '/user/protection',
  '/user/bankcard-setting',
  '/user/finance/deposit',
  '/user/finance/deposit/cryptocurrency',
  '/user/finance/withdraw',
  '/user/finance/withdraw/cryptocurrency',
  '/user/record',
  '/user/game-record',
  '/user/payment-password',
  '/user/payment-password/update',
  '/user/station-letter',
  '/user/app-login',
  '/agent/subordinate-management',
  '/agent/team-report',
  '/agent/team-recharge',
  '/agent/team-withdraw',
] as const;

/** The operator console (its own layout; never indexed or cached). */
export const OPS_ROUTES = ['/ops', '/ops/sign-in', '/ops/withdrawals', '/ops/approvals', '/ops/players', '/ops/kyc', '/ops/agents', '/ops/content', '/ops/operators', '/ops/audit', '/ops/reports'] as const;

/** Route files that leave for another page at once: what is measured is their target, listed above. */
export const NOT_MEASURED: Record<string, string> = {
  '/redirect/[...path]': 'client-side redirect helper: it shows nothing of its own and goes on to its target',
  '/user/finance': 'redirects to /user/finance/deposit before it paints',
  '/agent': 'redirects to /agent/subordinate-management before it paints',
};

export const ALL_ROUTES: readonly string[] = [...PUBLIC_ROUTES, ...OTHER_PUBLIC_ROUTES, ...SIGNED_IN_ROUTES, ...OPS_ROUTES];

const PAGES_DIR = join(import.meta.dirname, '../../src/pages/[...locale]');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? pageFiles(join(dir, entry.name)) : entry.name.endsWith('.astro') ? [join(dir, entry.name)] : [],
  );
}

/** `/about/[page]`-style pattern of a route file ("index" is its folder, 404 is the catch-all). */
function routePattern(file: string): string {
  const path = `/${relative(PAGES_DIR, file).replace(/\.astro$/, '')}`.replace(/\/index$/, '') || '/';
  return path === '/404' ? '/[...notFound]' : path;
}

function matches(pattern: string, route: string): boolean {
  const path = route.split('?')[0];
  const regex = pattern
    .split('/')
    .map((part) => (part.startsWith('[...') ? '.+' : part.startsWith('[') ? '[^/]+' : part.replace(/[.*+?^${}()|\\]/g, '\\$&')))
    .join('/');
  if (pattern === '/[...notFound]') return path === '/no-such-page';
  return new RegExp(`^${regex}$`).test(path);
}

/** Route files no measured address reaches and that NOT_MEASURED does not explain. */
export function uncoveredPageFiles(): string[] {
  return pageFiles(PAGES_DIR)
    .map(routePattern)
    .filter((pattern) => !(pattern in NOT_MEASURED) && !ALL_ROUTES.some((route) => matches(pattern, route)));
}
