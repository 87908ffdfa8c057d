import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import type jaJP from '../../../locales/ja-JP/ops.json';

// The operator console's strings (`ops` namespace, `opsConsole` part). Kept apart from ds.json so
// the public site's pages never carry them; only the console's components read this file.
export type OpsText = (typeof jaJP)['opsConsole'];

// As dsText.ts: a console page registers only its own language (loadOpsText.ts), the server all seven.
const texts = new Map<Locale, OpsText>();

/** Makes a language's console strings available to `opsText`. */
export function registerOpsText(locale: Locale, text: OpsText): void {
  texts.set(locale, text);
}

/** Registers the console strings of every language (the server, Storybook, component tests). */
export function registerAllOpsTexts(all: Record<Locale, OpsText>): void {
  for (const [locale, text] of Object.entries(all) as [Locale, OpsText][]) registerOpsText(locale, text);
}

/** The languages registered so far. */
export function registeredOpsLocales(): Locale[] {
  return [...texts.keys()];
}

/** Whether `opsText(locale)` can answer without waiting. */
export function hasOpsText(locale?: string | null): boolean {
  return texts.has(isLocale(locale) ? locale : DEFAULT_LOCALE);
}

/** Console strings in a language; unknown languages get ja-JP. Throws when that language was not registered. */
export function opsText(locale?: string | null): OpsText {
  const wanted = isLocale(locale) ? locale : DEFAULT_LOCALE;
  const text = texts.get(wanted);
  if (!text) throw new Error(`Console strings of ${wanted} are not loaded (loadOpsText)`);
  return text;
}

// The server renders every language; a dynamic import so browser builds drop the seven files.
if (import.meta.env.SSR) registerAllOpsTexts((await import('./allOpsTexts.ts')).allOpsTexts);
