import { localizePath, splitLocalePath, type Locale } from '../../shared/locales.ts';
import { loadProfile, prefetchCaptcha } from './auth.ts';
import { openAuthPopup } from './authPopup.ts';
import { isLeavingPage } from '../lib/pageLeaving.ts';
import { takeQueryToken } from './queryToken.ts';
import { $homePage, $isLogin, $token, clearSession } from './session.ts';

export type GuardLocation = Pick<Location, 'href' | 'origin' | 'pathname' | 'search' | 'hash' | 'assign' | 'replace'>;
export type GuardHistory = Pick<History, 'length' | 'back' | 'replaceState' | 'state'>;

export interface GuardOptions {
  /** Whether the page needs a signed-in user (spec: routes flagged "login"). */
  requiresAuth: boolean;
  location: GuardLocation;
  history?: GuardHistory;
  /** Page that linked here; `history.back()` is used only when it is on this site. */
  referrer?: string;
  /** Whether the browser is leaving the page (its open calls are being cancelled); the browser's by default. */
  leaving?: () => boolean;
}

/** `allow`: render the page; `redirected`: the browser is leaving; `dismissed`: the popup was closed. */
export type GuardResult = 'allow' | 'redirected' | 'dismissed';

/** Query parameter the login route reads to know where to go back to. */
export const REDIRECT_PARAM = 'redirect';
export const LOGIN_PATH = '/login';

/** Path of the user's home page (`$homePage`; `home` is the site's home). */
export function homePagePath(homePage: string, locale: Locale): string {
  return localizePath(homePage.startsWith('/') ? homePage : homePage === 'home' ? '/' : `/${homePage}`, locale);
}

/** `/login?redirect=<target path + query>`, in the target's language. */
export function loginPathFor(target: { pathname: string; search: string }, locale: Locale): string {
  const query = new URLSearchParams({ [REDIRECT_PARAM]: target.pathname + target.search });
  return `${localizePath(LOGIN_PATH, locale)}?${query}`;
}

const isLoginRoute = (path: string) => path.replace(/\/+$/, '') === LOGIN_PATH;

function sameOrigin(referrer: string | undefined, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * The route guard, run once when a page starts:
 * - a token in the query string leaves the address bar and becomes the session token, after the
 *   user's yes when it would replace another account's session (`takeQueryToken`);
 * - with a token but no profile, the profile loads; failing that the session ends and the
 *   browser goes to the login route with `redirect` naming this page and its query; unless the
 *   load failed because the player left the page (clicked a link before it came back): the
 *   browser cancels the page's calls then, which says nothing about the session;
 * - a signed-in user opening the login route goes to their home page;
 * - without a token, public pages pass and protected ones open the login popup: signed in →
 *   allow; closed → back to the previous page of this site, or home when there is none.
 */
export async function runGuard({
  requiresAuth,
  location,
  history,
  referrer = globalThis.document?.referrer,
  leaving = isLeavingPage,
}: GuardOptions): Promise<GuardResult> {
  const target = await takeQueryToken(location, history);
  const { locale, path } = splitLocalePath(target.pathname);

  if ($token.get()) {
    if (!$isLogin.get()) {
      try {
        await loadProfile({ sessionEnd: 'caller' });
      } catch {
        if (leaving()) return 'redirected';
        clearSession();
        if (isLoginRoute(path)) return 'allow';
        location.assign(loginPathFor(target, locale));
        return 'redirected';
      }
    }
    if (isLoginRoute(path)) {
      location.replace(homePagePath($homePage.get(), locale));
      return 'redirected';
    }
    return 'allow';
  }

  if (!requiresAuth) return 'allow';
  prefetchCaptcha();
  if ((await openAuthPopup()) === 'confirmed') return 'allow';
  if (history && history.length > 1 && sameOrigin(referrer, location.origin)) history.back();
  else location.assign(homePagePath('home', locale));
  return 'dismissed';
}
