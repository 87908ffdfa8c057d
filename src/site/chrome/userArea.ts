// Behaviour of the header's account links on every page, without a framework: the signed-in
// mark follows the stored token, the agent mark the stored agent flag (log-in in a popup, log-out in another tab), the login link
// comes back to this very page with its query, log-out ends the session on the server too, and a
// signed-in player sees the balance, kept current by the balance store.
import { isLocale, DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { $isAgent, $token, clearSession, logout } from '../../stores/session.ts';
import { INBOX_PATH } from '../../islands/inbox/links.ts';

export function markSession(root: HTMLElement, signedIn: boolean): void {
  if (signedIn) root.dataset.session = '';
  else delete root.dataset.session;
}

/** `<html data-agent>` shows the agent menu (header, site menu, user centre): a signed-in agent's only. */
export function markAgent(root: HTMLElement, agent: boolean): void {
  if (agent) root.dataset.agent = '';
  else delete root.dataset.agent;
}

/** The login link's `redirect` names the page as it is now, query included. */
export function withCurrentPage(href: string, location: Pick<Location, 'pathname' | 'search' | 'origin'>): string {
  const url = new URL(href, location.origin);
  if (!url.searchParams.has('redirect')) return href;
  url.searchParams.set('redirect', location.pathname + location.search);
  return url.pathname + url.search;
}

/**
 * Writes the balance into a header link (its template keeps the language's wording). While it is
 * unknown the link keeps its place with an empty amount (drawn as a placeholder) and is marked busy.
 */
export function showBalance(link: HTMLElement, balance: string | undefined, locale: Locale): void {
  const amount = link.querySelector('[data-balance-amount]');
  if (!amount) return;
  if (balance === undefined) {
    amount.textContent = '';
    link.setAttribute('aria-busy', 'true');
    return;
  }
  amount.textContent = (link.dataset.balanceTemplate || '{{amount}}').replace('{{amount}}', formatAmount(balance, locale));
  link.removeAttribute('aria-busy');
}

/**
 * Loads the balance store (and with it the API client) only once someone is signed in, shows
 * its figure and follows it; it refreshes itself on `balance-changed`. A session the server no
 * longer knows is forgotten quietly on a page without islands: it has nothing to log out of.
 */
export async function followBalance(document: Document): Promise<() => void> {
  const links = [...document.querySelectorAll<HTMLElement>('[data-user-area] [data-balance]')];
  if (links.length === 0) return () => {};
  const lang = document.documentElement.dataset.locale;
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE;
  const [{ $balance, refreshBalance }, { isApiError }] = await Promise.all([
    import('../../stores/balance.ts'),
    import('../../api/ApiError.ts'),
  ]);
  const stop = $balance.subscribe((balance) => {
    for (const link of links) showBalance(link, balance, locale);
  });
  if ($balance.get() === undefined) {
    refreshBalance({ sessionEnd: 'caller' }).catch((error: unknown) => {
      // A page with islands leaves a dead session to them: the route guard of a signed-in page
      // logs out and goes to /login with the target (§2), which a quiet clear here would pre-empt.
      if (isApiError(error) && error.endsSession && $token.get() && !document.querySelector('astro-island')) clearSession();
    });
  }
  return stop;
}

/** The badge's text: nothing at 0, "99+" past 99 (the badge keeps its size). */
export function unreadBadgeText(unread: number | undefined): string {
  if (!unread) return '';
  return unread > 99 ? '99+' : String(unread);
}

/**
 * Every unread badge on the page: the header's envelope, and one added beside each other link to
 * the inbox (the user centre's menu, the site menu), all showing the same count.
 */
export function showUnreadLetters(document: Document, unread: number | undefined): void {
  // The class comes from the header's markup: importing the stylesheet module here would put its
  // rules after the header's in the page's CSS and change which ones win.
  const badgeClass = document.querySelector<HTMLElement>('[data-inbox-link]')?.dataset.menuCountClass ?? '';
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    // Only the path counts (any origin and query); a page without a base URL still resolves it.
    if (link.hasAttribute('data-inbox-link') || !new URL(link.getAttribute('href') ?? '', 'http://site.invalid').pathname.endsWith(INBOX_PATH)) continue;
    if (!link.querySelector('[data-inbox-count]')) {
      const badge = document.createElement('span');
      badge.className = badgeClass;
      badge.dataset.inboxCount = '';
      badge.hidden = true;
      link.append(badge);
    }
  }
  const text = unreadBadgeText(unread);
  for (const badge of document.querySelectorAll<HTMLElement>('[data-inbox-count]')) {
    badge.textContent = text;
    badge.hidden = text === '';
  }
}

/**
 * Loads the unread-count store once someone is signed in and follows it: read now, then every 30 s
 * while the page is visible (src/stores/polling.ts), at once when it is shown again.
 */
export async function followUnreadLetters(document: Document): Promise<() => void> {
  if (!document.querySelector('[data-inbox-link]')) return () => {};
  const { $unreadLetters, followUnreadLetters: follow } = await import('../../stores/inboxUnread.ts');
  const stopShowing = $unreadLetters.subscribe((unread) => showUnreadLetters(document, unread));
  const stopPolling = follow();
  return () => {
    stopShowing();
    stopPolling();
  };
}

/** Wires the header up; answers the function that unwires it (pages never need it, tests do). */
export function startUserArea(document: Document): () => void {
  const root = document.documentElement;
  let stopBalance: Promise<() => void> | undefined;
  let stopUnread: Promise<() => void> | undefined;
  const showAgent = () => markAgent(root, Boolean($token.get()) && $isAgent.get());
  const stopAgent = $isAgent.subscribe(showAgent);
  const stopToken = $token.subscribe((token) => {
    markSession(root, Boolean(token));
    showAgent();
    if (token && !stopBalance) {
      stopBalance = followBalance(document).catch(() => () => {});
    } else if (!token && stopBalance) {
      // Signed out (here or in another tab): the figure goes with the session.
      void stopBalance.then((stop) => stop());
      stopBalance = undefined;
      for (const link of document.querySelectorAll<HTMLElement>('[data-user-area] [data-balance]')) showBalance(link, undefined, DEFAULT_LOCALE);
    }
    if (token && !stopUnread) {
      stopUnread = followUnreadLetters(document).catch(() => () => {});
    } else if (!token && stopUnread) {
      void stopUnread.then((stop) => stop());
      stopUnread = undefined;
      showUnreadLetters(document, undefined);
    }
  });

  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-user-area] [data-login-link]')) {
    link.setAttribute('href', withCurrentPage(link.getAttribute('href') ?? '', document.location));
  }

  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('[data-user-area] [data-logout]') : null;
    if (!(button instanceof HTMLButtonElement)) return;
    button.disabled = true;
    // The API client is only needed now, so it loads now.
    import('../../stores/auth.ts').then(
      ({ logoutEverywhere }) => logoutEverywhere(),
      () => logout(),
    );
  };
  document.addEventListener('click', onClick);

  return () => {
    stopToken();
    stopAgent();
    document.removeEventListener('click', onClick);
    void stopBalance?.then((stop) => stop());
    void stopUnread?.then((stop) => stop());
  };
}
