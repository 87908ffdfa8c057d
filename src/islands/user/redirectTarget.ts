import { localizePath, splitLocalePath } from '../../lib/locales.ts';

const LOGIN_PATH = '/login';
const REDIRECT_PREFIX = '/redirect';

/**
 * The page a `redirect` query asks to go back to, when it is a path of this site (never
 * another origin, never the login route itself); otherwise undefined.
 */
export function safeRedirectTarget(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  const base = 'http://site.invalid';
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  if (splitLocalePath(url.pathname).path.replace(/\/+$/, '') === LOGIN_PATH) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * Where `/redirect/<path>` sends the browser: `/<path>` in the same language, query and hash
 * kept. The helper's own root leads home.
 */
export function redirectHelperTarget(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  const { locale, path } = splitLocalePath(location.pathname);
  const rest = path.startsWith(`${REDIRECT_PREFIX}/`) ? path.slice(REDIRECT_PREFIX.length) : '/';
  // Several slashes in a row would make a protocol-relative address: keep it on this site.
  const target = rest.replace(/^\/+/, '/').replace(/\/+$/, '') || '/';
  return localizePath(target, locale) + location.search + location.hash;
}
