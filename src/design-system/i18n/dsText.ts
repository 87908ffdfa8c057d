import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import type jaJP from '../../../locales/ja-JP/ds.json';

export type DsText = typeof jaJP;
export type DsTextKey = keyof DsText;

// The languages whose strings are at hand. A browser page registers only its own (loadDsText.ts,
// awaited by the island loader), so it never downloads the other six; the server has all seven.
const texts = new Map<Locale, DsText>();

/** Makes a language's component strings available to `dsText`. */
export function registerDsText(locale: Locale, text: DsText): void {
  texts.set(locale, text);
}

/** The languages registered so far. */
export function registeredDsLocales(): Locale[] {
  return [...texts.keys()];
}

/** Whether `dsText(locale)` can answer without waiting. */
export function hasDsText(locale?: string | null): boolean {
  return texts.has(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/**
 * Component strings in a language; unknown languages get ja-JP. Throws when that language was
 * not registered: showing another language instead would go unnoticed on the page.
 */
export function dsText(locale?: string | null): DsText {
  const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const text = texts.get(wanted);
  if (!text) throw new Error(`Design-system strings of ${wanted} are not loaded (loadDsText)`);
  return text;
}

/** Registers the component strings of every language (the server, Storybook, component tests). */
export function registerAllDsTexts(all: Record<Locale, DsText>): void {
  for (const [locale, text] of Object.entries(all) as [Locale, DsText][]) registerDsText(locale, text);
}

/** Fills `{{name}}` placeholders. */
export function formatText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

// While rendering on the server every language is at hand. Behind a dynamic import so browser
// builds drop it with the dead branch (a static import would bundle all seven files again).
if (import.meta.env.SSR) registerAllDsTexts((await import('./allDsTexts.ts')).allDsTexts);
