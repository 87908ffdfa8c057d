// Behaviour of the header's account links on every page, without a framework: the signed-in
// mark follows the stored token (log-in in a popup, log-out in another tab), the login link
// comes back to this very page with its query, and log-out ends the session on the server too.
import { $token, logout } from '../../stores/session.ts';

export function markSession(root: HTMLElement, signedIn: boolean): void {
  if (signedIn) root.dataset.session = '';
  else delete root.dataset.session;
}

/** The login link's `redirect` names the page as it is now, query included. */
export function withCurrentPage(href: string, location: Pick<Location, 'pathname' | 'search' | 'origin'>): string {
  const url = new URL(href, location.origin);
  if (!url.searchParams.has('redirect')) return href;
  url.searchParams.set('redirect', location.pathname + location.search);
  return url.pathname + url.search;
}

export function startUserArea(document: Document): void {
  const root = document.documentElement;
  $token.subscribe((token) => markSession(root, Boolean(token)));

  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-user-area] [data-login-link]')) {
    link.setAttribute('href', withCurrentPage(link.getAttribute('href') ?? '', document.location));
  }

  document.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-user-area] [data-logout]') : null;
    if (!(button instanceof HTMLButtonElement)) return;
    button.disabled = true;
    // The API client is only needed now, so it loads now.
    import('../../stores/auth.ts').then(
      ({ logoutEverywhere }) => logoutEverywhere(),
      () => logout(),
    );
  });
}
