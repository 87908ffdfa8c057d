import type { ReactNode } from 'react';
import type { Locale } from '../../../lib/locales.ts';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../../design-system/i18n/DsLocale.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { Guarded } from '../../auth/Guarded.tsx';

/** Strings of the report screens: their own, the money statuses' words, the shared island strings. */
export const REPORT_NAMESPACES = ['agentReport', 'records', 'islands'] as const;

/** The frame of a report screen: the route guard, then its strings. */
export function ReportsIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Guarded locale={locale} requiresAuth>
      <IslandI18nProvider locale={locale} namespaces={REPORT_NAMESPACES} fallback={<SkeletonText lines={4} locale={locale} />}>
        <DsLocaleProvider locale={locale}>{children}</DsLocaleProvider>
      </IslandI18nProvider>
    </Guarded>
  );
}
