import type { ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../../design-system/i18n/DsLocale.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { Guarded } from '../../auth/Guarded.tsx';
import { FINANCE_NAMESPACES } from '../FinanceIsland.tsx';

/**
 * Strings of the crypto screens: their own first; then the money pages' (finance: tabs, notice,
 * balance; records: the status wording every money screen uses), the user and shared island strings.
 */
export const CRYPTO_NAMESPACES = ['crypto', ...FINANCE_NAMESPACES] as const;

/** The frame of the crypto islands: the route guard, then their language and component strings. */
export function CryptoIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <Guarded locale={locale} requiresAuth>
      <IslandI18nProvider locale={locale} namespaces={CRYPTO_NAMESPACES} fallback={<SkeletonText lines={4} locale={locale} />}>
        <DsLocaleProvider locale={locale}>{children}</DsLocaleProvider>
      </IslandI18nProvider>
    </Guarded>
  );
}
