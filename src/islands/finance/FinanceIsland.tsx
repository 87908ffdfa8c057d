import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { IslandI18nProvider } from '../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { Guarded } from '../auth/Guarded.tsx';

/** Strings of the money islands: their own first, then the user and shared island strings. */
// 'records' holds the money statuses' words, shared by every money screen.
export const FINANCE_NAMESPACES = ['finance', 'records', 'user', 'islands'] as const;

export interface FinanceIslandProps {
  locale: Locale;
  children: ReactNode;
}

/**
 * The frame of every money island (deposit, withdraw, bank cards, crypto): the route guard, then
 * the island's language with the finance strings, and the component strings.
 */
export function FinanceIsland({ locale, children }: FinanceIslandProps) {
  return (
    <Guarded locale={locale} requiresAuth>
      <IslandI18nProvider locale={locale} namespaces={FINANCE_NAMESPACES} fallback={<SkeletonText lines={4} locale={locale} />}>
        <DsLocaleProvider locale={locale}>{children}</DsLocaleProvider>
      </IslandI18nProvider>
    </Guarded>
  );
}
