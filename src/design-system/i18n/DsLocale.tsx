import { createContext, use, useContext, type ReactNode } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';
import type { DsText } from './dsText.ts';
import { loadDsText } from './loadDsText.ts';

const DsLocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** Sets the language of component strings for everything inside (islands, stories). */
export function DsLocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <DsLocaleContext.Provider value={locale}>{children}</DsLocaleContext.Provider>;
}

/**
 * Component strings: an explicit `locale` prop wins (Astro renders each component as its own
 * root, so context cannot reach it), then the provider, then ja-JP. Suspends while that language's
 * strings download, if the island loader has not brought them yet, rather than show another one.
 */
export function useDsText(locale?: Locale): DsText {
  return use(loadDsText(useDsLocale(locale)));
}

/** The language components write in (numbers, dates): the `locale` prop, else the provider's. */
export function useDsLocale(locale?: Locale): Locale {
  const fromContext = useContext(DsLocaleContext);
  return locale ?? fromContext;
}
