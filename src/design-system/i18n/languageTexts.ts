import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../shared/locales.ts';
import { settle, settled, type Settling } from './settled.ts';

/**
 * A set of strings kept per language (the design system's, the console's). A browser page
 * registers only the language it shows, so it never downloads the other six; the server has all
 * seven. Asking for a language that was not registered throws: showing another language instead
 * would go unnoticed on the page.
 */
export interface LanguageTexts<T> {
  register: (locale: Locale, text: T) => void;
  registerAll: (all: Record<Locale, T>) => void;
  registered: () => Locale[];
  /** Whether `get(locale)` can answer without waiting. */
  has: (locale?: string | null) => boolean;
  /** The strings of a language; unknown languages get ja-JP. */
  get: (locale?: string | null) => T;
}

const wantedOf = (locale?: string | null): Locale => (isLocale(locale) ? locale : DEFAULT_LOCALE);

/** `what` and `loader` name the strings and their loader in the error a missing language throws. */
export function languageTexts<T>(what: string, loader: string): LanguageTexts<T> {
  const texts = new Map<Locale, T>();
  const register = (locale: Locale, text: T) => void texts.set(locale, text);
  return {
    register,
    registerAll: (all) => {
      for (const [locale, text] of Object.entries(all) as [Locale, T][]) register(locale, text);
    },
    registered: () => [...texts.keys()],
    has: (locale) => texts.has(wantedOf(locale)),
    get: (locale) => {
      const wanted = wantedOf(locale);
      const text = texts.get(wanted);
      if (!text) throw new Error(`${what} of ${wanted} are not loaded (${loader})`);
      return text;
    },
  };
}

/**
 * Loads one language's file (from the caller's `import.meta.glob`, one chunk per language) and
 * registers it, once: one promise per language for ever, so React's `use` sees the same one on
 * every render, already marked settled when the strings are at hand.
 */
export function textLoader<T>(texts: LanguageTexts<T>, files: Record<string, () => Promise<T>>, fileOf: (locale: Locale) => string) {
  const promises = new Map<Locale, Settling<T>>();
  return (locale?: string | null): Settling<T> => {
    const wanted = wantedOf(locale);
    let promise = promises.get(wanted);
    if (promise) return promise;
    if (texts.has(wanted)) {
      promise = settled(texts.get(wanted));
    } else {
      const load = files[fileOf(wanted)];
      if (!load) return Promise.reject(new Error(`No file ${fileOf(wanted)}`));
      const loading: Settling<T> = load().then((text) => {
        texts.register(wanted, text);
        settle(loading, text);
        return text;
      });
      promise = loading;
    }
    promises.set(wanted, promise);
    return promise;
  };
}
