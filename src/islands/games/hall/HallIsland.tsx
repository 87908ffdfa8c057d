import type { ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../../design-system/i18n/DsLocale.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { Guarded } from '../../auth/Guarded.tsx';

/** Strings of the hall: its own first, then the shared island strings (loading, retry). */
export const HALL_NAMESPACES = ['hall', 'islands'] as const;

/** The frame of the hall island: the route guard (login required), then its strings. */
export function HallIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Guarded locale={locale} requiresAuth>
      <IslandI18nProvider locale={locale} namespaces={HALL_NAMESPACES} fallback={<SkeletonText lines={4} locale={locale} />}>
        <DsLocaleProvider locale={locale}>{children}</DsLocaleProvider>
      </IslandI18nProvider>
    </Guarded>
  );
}
