// Pages built once that answer for a family of addresses: a static site cannot prerender every
// member id, so `/agent/team-report/<id>` is served the page built at `/agent/team-report/` (in the
// same locale), whose island reads the id from the address. Shared by the server
// (`server/http/static-site.ts`) and the dev server (`astro.config.mjs`).
import { localizePath, splitLocalePath } from './locales.ts';

/** Locale-free path patterns and the built page that answers them. */
const SHELLS: readonly { pattern: RegExp; page: string }[] = [
  // Digits only (a user id, at most 10 of them, no leading zero): anything else is not a page.
  { pattern: /^\/agent\/team-report\/[1-9]\d{0,9}\/?$/, page: '/agent/team-report/' },
];

/** The built page (with its locale prefix, ending in `/`) that answers `urlPath`, or null. */
export function shellPageOf(urlPath: string): string | null {
  const { locale, path } = splitLocalePath(urlPath);
  const shell = SHELLS.find(({ pattern }) => pattern.test(path));
  return shell ? localizePath(shell.page, locale) : null;
}
