import { Suspense, use, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '../../shared/locales.ts';
import { getIslandI18n, loadIslandI18n } from './islandI18n.ts';

interface ProvideProps {
  locale: Locale;
  /** Namespaces the island reads, the first being the default; `islands` unless given. */
  namespaces?: readonly string[];
  children: ReactNode;
}

function Provide({ locale, namespaces, children }: ProvideProps) {
  // Suspends only in the browser while this language's strings download; during hydration
  // React keeps the server HTML meanwhile, so nothing flickers or mismatches.
  const i18n = getIslandI18n(locale, namespaces) ?? use(loadIslandI18n(locale, namespaces));
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** Gives an island its language: wrap the island's content in it. */
export function IslandI18nProvider({ locale, namespaces, children, fallback = null }: ProvideProps & { fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Provide locale={locale} namespaces={namespaces}>
        {children}
      </Provide>
    </Suspense>
  );
}
