import { DEFAULT_LOCALE, type Locale } from '../../shared/locales.ts';

/**
 * Finds `<locale>/<name>` among collection entries, falling back to the ja-JP entry.
 * `isFallback` tells the page to show its "not yet translated" notice.
 */
export function pickLocalizedEntry<T extends { id: string }>(
  entries: readonly T[],
  locale: Locale,
  name: string,
): { entry: T; isFallback: boolean } | undefined {
  const own = entries.find((e) => e.id === `${locale}/${name}`);
  if (own) return { entry: own, isFallback: false };
  const fallback = entries.find((e) => e.id === `${DEFAULT_LOCALE}/${name}`);
  return fallback ? { entry: fallback, isFallback: locale !== DEFAULT_LOCALE } : undefined;
}

/** Entries of one locale, in the order their `order` field gives (guide tabs, FAQ). */
export function entriesOfLocale<T extends { id: string; data: { order: number } }>(
  entries: readonly T[],
  locale: Locale,
): T[] {
  const own = entries.filter((e) => e.id.startsWith(`${locale}/`));
  const chosen = own.length ? own : entries.filter((e) => e.id.startsWith(`${DEFAULT_LOCALE}/`));
  return [...chosen].sort((a, b) => a.data.order - b.data.order);
}
