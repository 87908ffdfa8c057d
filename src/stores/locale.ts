import { persistentAtom } from '@nanostores/persistent';
import { DEFAULT_LOCALE, isLocale, localizePath, splitLocalePath, type Locale } from '../lib/locales.ts';

/** localStorage key of the chosen interface language. */
export const LOCALE_STORAGE_KEY = 'language';

/** The chosen language; the API's Accept-Language and the islands' i18next follow it. */
export const $locale = persistentAtom<Locale>(LOCALE_STORAGE_KEY, DEFAULT_LOCALE, {
  encode: (value) => value,
  decode: (raw) => (isLocale(raw) ? raw : DEFAULT_LOCALE),
});

/** Where the current page lives in another language (same path, query and hash). */
export function pathInLocale(location: Pick<Location, 'pathname' | 'search' | 'hash'>, locale: Locale): string {
  const { path } = splitLocalePath(location.pathname);
  return localizePath(path, locale) + location.search + location.hash;
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
