import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../lib/locales.ts';
import { getIslandI18n, loadIslandI18n } from './islandI18n.ts';

function Provide({ locale, children }: { locale: Locale; children: ReactNode }) {
  // Suspends only in the browser while this language's strings download; during hydration
  // React keeps the server HTML meanwhile, so nothing flickers or mismatches.
  const i18n = getIslandI18n(locale) ?? use(loadIslandI18n(locale));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Gives an island its language: wrap the island's content in it. */
export function IslandI18nProvider({ locale, children, fallback = null }: { locale: Locale; children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Provide locale={locale}>{children}</Provide>
    </Suspense>
  );
}
