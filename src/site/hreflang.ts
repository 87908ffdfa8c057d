import { DEFAULT_LOCALE, LOCALES, LOCALE_META, localizePath, type Locale } from '../../shared/locales.ts';

export interface AlternateLink {
  hreflang: string;
  href: string;
}

/**
 * The `<link rel="alternate">` set of a page: one per locale plus `x-default` (ja-JP).
 * hreflang uses the same language tag as that page's `<html lang>`.
 * `path` is the locale-free path ("/game/notice"); `site` the absolute origin.
 */
export function alternateLinks(path: string, site: string | URL): AlternateLink[] {
  const links = LOCALES.map((locale) => ({ hreflang: LOCALE_META[locale].htmlLang, href: absoluteUrl(path, locale, site) }));
  links.push({ hreflang: 'x-default', href: absoluteUrl(path, DEFAULT_LOCALE, site) });
  return links;
}

/** Absolute address of a page in one locale (the canonical URL of that translation). */
export function absoluteUrl(path: string, locale: Locale, site: string | URL): string {
  return new URL(localizePath(path, locale), site).href;
}
