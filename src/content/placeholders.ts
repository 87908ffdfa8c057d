// Placeholders in content files (pages, guide, FAQ), filled when a page is built:
//   {{minAge}}          a site setting (src/content/site-settings.ts)
//   $t(user:menu.record) the current label of a button or menu in the page's language
// so a page names the buttons and menus with the words the screens show, and states each rule
// with the one value the site has. An unknown placeholder or label key fails the build.
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

/** Fills rendered HTML: inserted values are escaped. */
export function fillHtml(html: string, label: LabelLookup, where = 'content'): string {
  return fill(html, label, escapeHtml, where);
}

/** Every string field of a frontmatter object filled (nested objects too). */
export function fillFields<T>(data: T, label: LabelLookup, where = 'content'): T {
  if (typeof data === 'string') return fillText(data, label, where) as T;
  if (data === null || typeof data !== 'object' || data instanceof Date) return data;
  if (Array.isArray(data)) return data.map((item: unknown) => fillFields(item, label, where)) as T;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillFields(value, label, where)])) as T;
}
