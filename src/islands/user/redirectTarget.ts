import { localizePath, splitLocalePath } from '../../../shared/locales.ts';
import { sameOriginPath } from '../../lib/sameOriginPath.ts';

const LOGIN_PATH = '/login';
const REDIRECT_PREFIX = '/redirect';

/**
 * The page a `redirect` query asks to go back to, when it is a path of this site (never
 * another origin, never the login route itself); otherwise undefined.
 */
export function safeRedirectTarget(value: string | null | undefined, origin: string): string | undefined {
  const path = sameOriginPath(value, origin);
  if (path === undefined) return undefined;
  if (splitLocalePath(new URL(path, origin).pathname).path.replace(/\/+$/, '') === LOGIN_PATH) return undefined;
  return path;
}

/**
 * Where `/redirect/<path>` sends the browser: `/<path>` in the same language, query and hash
 * kept. The helper's own root leads home.
 */
export function redirectHelperTarget(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>): string {
  const { locale, path } = splitLocalePath(location.pathname);
  const rest = path.startsWith(`${REDIRECT_PREFIX}/`) ? path.slice(REDIRECT_PREFIX.length) : '/';
  // Several slashes in a row would make a protocol-relative address: keep it on this site.
  const target = rest.replace(/^\/+/, '/').replace(/\/+$/, '') || '/';
  const home = localizePath('/', locale);
  return sameOriginPath(localizePath(target, locale) + location.search + location.hash, location.origin) ?? home;
}
