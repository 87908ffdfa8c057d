import { atom } from 'nanostores';

/** Where the bar starts, how often it creeps forward, and how long it stays full before hiding. */
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_TRICKLE_MS = 800;
export const PROGRESS_HIDE_MS = 300;
/** The bar never reaches the end by trickling alone. */
const TRICKLE_CEILING = 0.994;

/** Top progress bar: `null` when idle, otherwise 0..1. */
export const $progress = atom<number | null>(null);

let pending = 0;
let trickleTimer: ReturnType<typeof setInterval> | undefined;
let hideTimer: ReturnType<typeof setTimeout> | undefined;

/** Smaller steps the further the bar has come, so it slows down but keeps moving. */
export function trickleStep(value: number): number {
  if (value < 0.2) return 0.1;
  if (value < 0.5) return 0.04;
  if (value < 0.8) return 0.02;
  if (value < TRICKLE_CEILING) return 0.005;
  return 0;
}

function trickle(): void {
  const value = $progress.get();
  if (value === null) return;
  $progress.set(Math.min(TRICKLE_CEILING, value + trickleStep(value)));
}

/** One more thing is loading. Nested calls keep the bar up until the last one is done. */
export function startProgress(): void {
  pending += 1;
  if (hideTimer !== undefined) {
    clearTimeout(hideTimer);
    hideTimer = undefined;
  }
  const value = $progress.get();
  if (value === null || value >= 1) $progress.set(PROGRESS_MINIMUM);
  trickleTimer ??= setInterval(trickle, PROGRESS_TRICKLE_MS);
}

/** One thing finished loading; when nothing is left the bar completes, then hides. */
export function doneProgress(): void {
  if (pending === 0) return;
  pending -= 1;
  if (pending > 0) return;
  clearInterval(trickleTimer);
  trickleTimer = undefined;
  $progress.set(1);
  hideTimer = setTimeout(() => {
    hideTimer = undefined;
    $progress.set(null);
  }, PROGRESS_HIDE_MS);
}

/** Number of loads still running (for tests and diagnostics). */
export function pendingProgress(): number {
  return pending;
}

/** Drops everything (tests). */
export function resetProgress(): void {
  pending = 0;
  clearInterval(trickleTimer);
  clearTimeout(hideTimer);
  trickleTimer = undefined;
  hideTimer = undefined;
  $progress.set(null);
}

type PageWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'location'> & {
  document: Pick<Document, 'readyState' | 'addEventListener' | 'removeEventListener'>;
};

function isSameOriginPageLink(event: MouseEvent, location: Location): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = event.target as Element | null;
  const anchor = target?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!anchor) return false;
  if (anchor.hasAttribute('download')) return false;
  const frame = anchor.getAttribute('target');
  if (frame && frame !== '_self') return false;
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return false;
  // A jump within the same page loads nothing.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

/**
 * Shows the bar while a page loads: from a click on a link to another page of this site
 * (or any other navigation away) until the next page's `load`. Returns a cleanup function.
 */
export function trackPageLoads(win: PageWindow): () => void {
  let navigating = false;
  const begin = () => {
    if (navigating) return;
    navigating = true;
    startProgress();
  };
  const end = () => {
    if (!navigating) return;
    navigating = false;
    doneProgress();
  };
  const onClick = (event: Event) => {
    if (isSameOriginPageLink(event as MouseEvent, win.location)) begin();
  };
  // Coming back from the back/forward cache: the previous navigation is over.
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) end();
  };

  if (win.document.readyState !== 'complete') begin();
  win.addEventListener('load', end);
  win.addEventListener('beforeunload', begin);
  win.addEventListener('pageshow', onPageShow);
  win.document.addEventListener('click', onClick);
  return () => {
    end();
    win.removeEventListener('load', end);
    win.removeEventListener('beforeunload', begin);
    win.removeEventListener('pageshow', onPageShow);
    win.document.removeEventListener('click', onClick);
  };
}
