import i18next, { type i18n, type TOptions } from 'i18next';
import { SITE_VARIABLES } from '../content/site-settings.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales.ts';

// Every namespace file of every language, bundled at build time so pages translate synchronously.
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** `{ 'ja-JP': { common: {...}, site: {...} }, ... }` from `locales/<lang>/<ns>.json`. */
export function resourcesFromFiles(entries: Record<string, Record<string, unknown>>): Resources {
  const resources: Resources = {};
  for (const [path, json] of Object.entries(entries)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, namespace] = match;
    (resources[lang] ??= {})[namespace] = json;
  }
  return resources;
}

const resources = resourcesFromFiles(files);
const instances = new Map<Locale, i18n>();

/** One i18next instance per locale, created on first use; missing keys fall back to ja-JP. */
export function i18nFor(locale: Locale): i18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = i18next.createInstance();
    // With bundled resources and initAsync: false the instance is ready on return; the promise adds nothing.
    void instance.init({
      initAsync: false,
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: Object.keys(resources[DEFAULT_LOCALE] ?? {}),
      defaultNS: 'common',
      resources,
      // Astro escapes on output; `{{minAge}}` and the other site settings fill in by themselves.
      interpolation: { escapeValue: false, defaultVariables: { ...SITE_VARIABLES } },
      returnNull: false,
    });
    instances.set(locale, instance);
  }
  return instance;
}

/** `t('en-US', 'common:nav.home')` for .astro pages. */
export function t(locale: Locale, key: string, options?: TOptions): string {
  return i18nFor(locale).t(key, options ?? {});
}

/** A translate function bound to one locale, for a page's frontmatter. */
export function translator(locale: Locale): (key: string, options?: TOptions) => string {
  return (key, options) => t(locale, key, options);
}

/** The label a key names in this locale (ja-JP's when the locale lacks it), or undefined when no language has it. */
export function labelLookup(locale: Locale): (key: string) => string | undefined {
  const instance = i18nFor(locale);
  return (key) => (instance.exists(key) ? instance.t(key) : undefined);
}
