// Server-side messages: locales/<lang>/errors.json, validation.json, mail.json … (messageNamespaces), read once at
// start. Nested keys are read as dotted paths (`register.subject`). Every message may also use
// {{siteName}} (the language's site name, common.json `brand`, as the site header shows it) and the
// site settings ({{minAge}}).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SITE_VARIABLES } from '../../src/content/site-settings.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/locales.ts';

export const messageNamespaces = ['errors', 'validation', 'mail', 'payments', 'chain', 'games', 'letters'] as const;
export type MessageNamespace = (typeof messageNamespaces)[number];
type Catalog = Record<Locale, Record<MessageNamespace, Record<string, string>>>;
/** Values every message of a language may interpolate. */
type Defaults = Record<Locale, Record<string, string | number>>;

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

/** {{siteName}} and the site settings per language; the site name is the header's (common.json `brand`). */
export function loadDefaults(dir: string = localesDir): Defaults {
  const defaults = {} as Defaults;
  for (const locale of LOCALES) {
    const { brand } = JSON.parse(readFileSync(`${dir}/${locale}/common.json`, 'utf8')) as { brand: string };
    defaults[locale] = { ...SITE_VARIABLES, siteName: brand };
  }
  return defaults;
}

export type Translate = (
  locale: Locale,
  ns: MessageNamespace,
  key: string,
  params?: Record<string, string | number>,
) => string;

/** Looks a key up in the locale, then in ja-JP; the key itself only if both lack it. */
export function createTranslator(catalog: Catalog = loadCatalog(), defaults: Defaults = loadDefaults()): Translate {
  return (locale, ns, key, params) => {
    const template = catalog[locale]?.[ns]?.[key] ?? catalog[DEFAULT_LOCALE][ns][key] ?? key;
    return interpolate(template, { ...(defaults[locale] ?? defaults[DEFAULT_LOCALE]), ...params });
  };
}
