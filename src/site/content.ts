// Page texts from the content collections, in the page's language or ja-JP as a fallback.
import { getCollection, render } from 'astro:content';
import { entriesOfLocale, pickLocalizedEntry } from '../content/fallback.ts';
import type { Locale } from '../lib/locales.ts';

export async function loadPage(locale: Locale, slug: string) {
  const found = pickLocalizedEntry(await getCollection('pages'), locale, slug);
  if (!found) throw new Error(`content page "${slug}" is missing in ja-JP`);
  const { Content } = await render(found.entry);
  return { data: found.entry.data, isFallback: found.isFallback, Content };
}

/** Beginner-guide tabs of a locale in order (ja-JP's when the locale has none). */
export async function loadGuideTabs(locale: Locale) {
  const tabs = entriesOfLocale(await getCollection('guide'), locale);
  return tabs.map((entry, index) => ({
    index,
    entry,
    isFallback: !entry.id.startsWith(`${locale}/`),
  }));
}

/** FAQ entries of a locale in order, each rendered. */
export async function loadFaq(locale: Locale) {
  const entries = entriesOfLocale(await getCollection('faq'), locale);
  return Promise.all(
    entries.map(async (entry) => ({
      id: entry.id,
      question: entry.data.question,
      isFallback: !entry.id.startsWith(`${locale}/`),
      Content: (await render(entry)).Content,
    })),
  );
}
