// Page texts from the content collections, in the page's language or ja-JP as a fallback, with their
// placeholders filled (site settings such as {{minAge}}, current labels such as $t(user:menu.record)).
import { getCollection } from 'astro:content';
import { entriesOfLocale, pickLocalizedEntry } from '../content/fallback.ts';
import { fillFields, fillHtml } from '../content/placeholders.ts';
import type { Locale } from '../../shared/locales.ts';
import { labelLookup } from './i18n.ts';

interface RenderedEntry<Data> {
  id: string;
  data: Data;
  rendered?: { html: string };
}

/**
 * An entry's frontmatter and body HTML with placeholders filled in the language of the text: a
 * fallback (ja-JP) text names the Japanese labels, so it reads as one language.
 */
function filled<Data>(entry: RenderedEntry<Data>, locale: Locale) {
  const label = labelLookup(locale);
  if (entry.rendered === undefined) throw new Error(`content entry "${entry.id}" has no rendered body`);
  return { data: fillFields(entry.data, label, entry.id), html: fillHtml(entry.rendered.html, label, entry.id) };
}

export async function loadPage(locale: Locale, slug: string) {
  const found = pickLocalizedEntry(await getCollection('pages'), locale, slug);
  if (!found) throw new Error(`content page "${slug}" is missing in ja-JP`);
  const { data, html } = filled(found.entry, found.isFallback ? 'ja-JP' : locale);
  return { data, isFallback: found.isFallback, html };
}

/** Beginner-guide tabs of a locale in order (ja-JP's when the locale has none). */
export async function loadGuideTabs(locale: Locale) {
  const tabs = entriesOfLocale(await getCollection('guide'), locale);
  return tabs.map((entry, index) => {
    const isFallback = !entry.id.startsWith(`${locale}/`);
    return { index, id: entry.id, isFallback, ...filled(entry, isFallback ? 'ja-JP' : locale) };
  });
}

/** FAQ entries of a locale in order, each filled. */
export async function loadFaq(locale: Locale) {
  const entries = entriesOfLocale(await getCollection('faq'), locale);
  return entries.map((entry) => {
    const isFallback = !entry.id.startsWith(`${locale}/`);
    const { data, html } = filled(entry, isFallback ? 'ja-JP' : locale);
    return { id: entry.id, question: data.question, isFallback, html };
  });
}
