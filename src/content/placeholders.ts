// Placeholders in content files (pages, guide, FAQ), filled when a page is built:
//   {{minAge}}          a site setting (src/content/site-settings.ts)
//   $t(user:menu.record) the current label of a button or menu in the page's language
// so a page names the buttons and menus with the words the screens show, and states each rule
// with the one value the site has. An unknown placeholder or label key fails the build.
import { slug } from 'github-slugger';
import { SITE_VARIABLES } from './site-settings.ts';

/** Looks a label up; undefined when the key does not exist (no fallback to the key itself). */
export type LabelLookup = (key: string) => string | undefined;

const VARIABLE = /\{\{\s*(\w+)\s*\}\}/g;
const LABEL = /\$t\(([\w-]+:[\w.-]+)\)/g;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function fill(text: string, label: LabelLookup, escape: (value: string) => string, where: string): string {
  return text
    .replace(VARIABLE, (_, name: string) => {
      if (!Object.hasOwn(SITE_VARIABLES, name)) throw new Error(`${where}: unknown placeholder {{${name}}}`);
      return escape(String(SITE_VARIABLES[name as keyof typeof SITE_VARIABLES]));
    })
    .replace(LABEL, (_, key: string) => {
      const value = label(key);
      if (value === undefined) throw new Error(`${where}: unknown label $t(${key})`);
      return escape(value);
    });
}

/** Fills a plain-text field (a title, a description): the page template escapes it on output. */
export function fillText(text: string, label: LabelLookup, where = 'content'): string {
  return fill(text, label, (value) => value, where);
}

const HEADING = /<h([1-6])(\s[^>]*?)?\sid="([^"]*)"([^>]*)>([\s\S]*?)<\/h\1>/g;
const hasPlaceholder = (text: string) => new RegExp(VARIABLE.source).test(text) || new RegExp(LABEL.source).test(text);
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const textOf = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

/**
 * Markdown gives headings their ids before placeholders are filled, so `## {{minAge}}歳以上…` would be
 * anchored at `#minage歳以上…`. Such headings get their id again from the filled text, slugged as the
 * Markdown renderer does (github-slugger) and kept unique on the page.
 */
function anchorFilledHeadings(html: string, label: LabelLookup, where: string): string {
  const taken = new Set([...html.matchAll(HEADING)].filter((m) => !hasPlaceholder(m[5]!)).map((m) => m[3]!));
  return html.replace(HEADING, (heading, level: string, before = '', id: string, after: string, inner: string) => {
    if (!hasPlaceholder(inner)) return heading;
    const filled = fill(inner, label, escapeHtml, where);
    const base = slug(textOf(filled));
    let unique = base;
    for (let n = 1; taken.has(unique); n += 1) unique = `${base}-${n}`;
    taken.add(unique);
    return `<h${level}${before} id="${unique}"${after}>${filled}</h${level}>`;
  });
}

/** Fills rendered HTML: inserted values are escaped, headings holding a placeholder anchored by their filled text. */
export function fillHtml(html: string, label: LabelLookup, where = 'content'): string {
  return fill(anchorFilledHeadings(html, label, where), label, escapeHtml, where);
}

/** Every string field of a frontmatter object filled (nested objects too). */
export function fillFields<T>(data: T, label: LabelLookup, where = 'content'): T {
  if (typeof data === 'string') return fillText(data, label, where) as T;
  if (data === null || typeof data !== 'object' || data instanceof Date) return data;
  if (Array.isArray(data)) return data.map((item: unknown) => fillFields(item, label, where)) as T;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillFields(value, label, where)])) as T;
}
