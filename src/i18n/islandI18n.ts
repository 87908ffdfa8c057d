import i18next, { type i18n } from 'i18next';
import { SITE_VARIABLES } from '../content/site-settings.ts';
import type { Locale } from '../../shared/locales.ts';
import { loadDsText } from '../design-system/i18n/loadDsText.ts';
import { loadNamespaces, peekNamespaces, type Messages } from './resources.ts';

/** Namespaces islands read their strings from, unless an island asks for its own as well. */
export const ISLAND_NAMESPACES = ['islands'] as const;

// One instance per language and set of namespaces, so a page downloads only the files it reads.
const instances = new Map<string, i18n>();
const keyOf = (locale: Locale, namespaces: readonly string[]) => `${locale}|${namespaces.join(',')}`;

function createIslandI18n(locale: Locale, namespaces: readonly string[], resources: Record<string, Messages>): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: locale,
    // Only this language is shipped; the locale check guarantees every key exists in it.
    fallbackLng: false,
    supportedLngs: [locale],
    ns: [...namespaces],
    defaultNS: namespaces[0],
    resources: { [locale]: resources },
    initAsync: false,
    // React escapes; `{{minAge}}` and the other site settings fill in by themselves.
    interpolation: { escapeValue: false, defaultVariables: { ...SITE_VARIABLES } },
    returnNull: false,
  });
  return instance;
}

/**
 * The i18next instance of one language, synchronously, once its strings are loaded
 * (always on the server); `undefined` while they are still on their way.
 */
export function getIslandI18n(locale: Locale, namespaces: readonly string[] = ISLAND_NAMESPACES): i18n | undefined {
  const key = keyOf(locale, namespaces);
  const cached = instances.get(key);
  if (cached) return cached;
  const resources = peekNamespaces(locale, namespaces);
  if (!resources) return undefined;
  const instance = createIslandI18n(locale, namespaces, resources);
  instances.set(key, instance);
  return instance;
}

const pending = new Map<string, Promise<i18n>>();

/**
 * Loads the strings of one language (and only that one) and gives its instance; the design
 * system's strings of that language come in the same wait, so components render at once.
 */
export function loadIslandI18n(locale: Locale, namespaces: readonly string[] = ISLAND_NAMESPACES): Promise<i18n> {
  const ready = getIslandI18n(locale, namespaces);
  if (ready) return Promise.resolve(ready);
  const key = keyOf(locale, namespaces);
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all([loadNamespaces(locale, namespaces), loadDsText(locale)]).then(() => getIslandI18n(locale, namespaces)!);
    pending.set(key, promise);
  }
  return promise;
}
