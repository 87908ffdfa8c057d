// Whether the browser is leaving this page. Chromium fires `pagehide` before it cancels the page's
// open requests, so a call that fails after it failed because of the navigation, not because of
// the server or the session. `pageshow` clears it: a page restored from the back/forward cache is
// shown again.
let leaving = false;
const page = (globalThis as { window?: Pick<Window, 'addEventListener'> }).window;
page?.addEventListener('pagehide', () => {
  leaving = true;
});
page?.addEventListener('pageshow', () => {
  leaving = false;
});

export function isLeavingPage(): boolean {
  return leaving;
}
