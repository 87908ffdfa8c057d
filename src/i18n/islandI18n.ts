import i18next, { type i18n } from 'i18next';
import type { Locale } from '../lib/locales.ts';
import { loadNamespaces, peekNamespaces, type Messages } from './resources.ts';

/** Namespaces islands read their strings from. */
export const ISLAND_NAMESPACES = ['islands'] as const;

const instances = new Map<Locale, i18n>();

function createIslandI18n(locale: Locale, resources: Record<string, Messages>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    // Only this language is shipped; the locale check guarantees every key exists in it.
    fallbackLng: false,
    supportedLngs: [locale],
    ns: [...ISLAND_NAMESPACES],
    defaultNS: ISLAND_NAMESPACES[0],
    resources: { [locale]: resources },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

/**
 * The i18next instance of one language, synchronously, once its strings are loaded
 * (always on the server); `undefined` while they are still on their way.
 */
export function getIslandI18n(locale: Locale): i18n | undefined {
  const cached = instances.get(locale);
  if (cached) return cached;
  const resources = peekNamespaces(locale, ISLAND_NAMESPACES);
  if (!resources) return undefined;
  const instance = createIslandI18n(locale, resources);
  instances.set(locale, instance);
  return instance;
}

const pending = new Map<Locale, Promise<i18n>>();

/** Loads the strings of one language (and only that one) and gives its instance. */
export function loadIslandI18n(locale: Locale): Promise<i18n> {
  const ready = getIslandI18n(locale);
  if (ready) return Promise.resolve(ready);
  let promise = pending.get(locale);
  if (!promise) {
    promise = loadNamespaces(locale, ISLAND_NAMESPACES).then(() => getIslandI18n(locale)!);
    pending.set(locale, promise);
  }
  return promise;
}
