import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { IslandI18nProvider } from '../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { Guarded } from '../auth/Guarded.tsx';

/** Strings of the records screen: its own first, then the shared island strings. */
export const RECORDS_NAMESPACES = ['records', 'islands'] as const;

/**
 * The frame of a records island: the route guard, then its language and component strings
 * (the financial records' by default; the game records bring their own).
 */
export function RecordsIsland({
  locale,
  namespaces = RECORDS_NAMESPACES,
  children,
}: {
  locale: Locale;
  namespaces?: readonly string[];
  children: ReactNode;
}) {
  return (
    <Guarded locale={locale} requiresAuth>
      <IslandI18nProvider locale={locale} namespaces={namespaces} fallback={<SkeletonText lines={4} locale={locale} />}>
        <DsLocaleProvider locale={locale}>{children}</DsLocaleProvider>
      </IslandI18nProvider>
    </Guarded>
  );
}
