// Server-side messages: locales/<lang>/errors.json, validation.json and mail.json, read once at
// start. Nested keys are read as dotted paths (`register.subject`).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../src/lib/locales.ts';

export const messageNamespaces = ['errors', 'validation', 'mail', 'payments', 'chain', 'games'] as const;
export type MessageNamespace = (typeof messageNamespaces)[number];
type Catalog = Record<Locale, Record<MessageNamespace, Record<string, string>>>;

const localesDir = fileURLToPath(new URL('../../locales/', import.meta.url));

export function loadCatalog(dir: string = localesDir): Catalog {
  const catalog = {} as Catalog;
  for (const locale of LOCALES) {
    catalog[locale] = {} as Catalog[Locale];
    for (const ns of messageNamespaces) {
      catalog[locale][ns] = flatten(JSON.parse(readFileSync(`${dir}/${locale}/${ns}.json`, 'utf8')) as Record<string, unknown>);
    }
  }
  return catalog;
}

function flatten(tree: Record<string, unknown>, prefix = '', out: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value as Record<string, unknown>, path, out);
    else out[path] = String(value);
  }
  return out;
}

export function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export type Translate = (
  locale: Locale,
  ns: MessageNamespace,
  key: string,
  params?: Record<string, string | number>,
) => string;

/** Looks a key up in the locale, then in ja-JP; the key itself only if both lack it. */
export function createTranslator(catalog: Catalog = loadCatalog()): Translate {
  return (locale, ns, key, params) => {
    const template = catalog[locale]?.[ns]?.[key] ?? catalog[DEFAULT_LOCALE][ns][key] ?? key;
    return interpolate(template, params);
  };
}
