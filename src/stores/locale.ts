import { persistentAtom } from '@nanostores/persistent';
import { sameOriginPath } from '../lib/sameOriginPath.ts';
import { DEFAULT_LOCALE, isLocale, localizePath, splitLocalePath, type Locale } from '../../shared/locales.ts';

/** localStorage key of the chosen interface language. */
export const LOCALE_STORAGE_KEY = 'language';

/** The chosen language; the API's Accept-Language and the islands' i18next follow it. */
export const $locale = persistentAtom<Locale>(LOCALE_STORAGE_KEY, DEFAULT_LOCALE, {
  encode: (value) => value,
  decode: (raw) => (isLocale(raw) ? raw : DEFAULT_LOCALE),
});

/**
 * Where the current page lives in another language (same path, query and hash); that
 * language's home when the address would not stay on this site (a page served at `//host/…`).
 */
export function pathInLocale(location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>, locale: Locale): string {
  const { path } = splitLocalePath(location.pathname);
  return sameOriginPath(localizePath(path, locale) + location.search + location.hash, location.origin) ?? localizePath('/', locale);
}

/** Pages say which language they are in; the stored choice follows the page being read. */
export function adoptPageLocale(locale: Locale): void {
  if ($locale.get() !== locale) $locale.set(locale);
}

/** Saves the choice and reloads into the same page in that language. */
export function switchLocale(locale: Locale, location: Location = window.location): void {
  $locale.set(locale);
  location.assign(pathInLocale(location, locale));
}
