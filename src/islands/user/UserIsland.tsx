import type { ReactNode } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { IslandI18nProvider } from '../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { Guarded } from '../auth/Guarded.tsx';

/** Strings of the user islands: their own first, then the shared island strings. */
export const USER_NAMESPACES = ['user', 'islands'] as const;

export interface UserIslandProps {
  locale: Locale;
  /** Pages marked "login" in the route table; `false` for the login route itself. */
  requiresAuth?: boolean;
  /** Namespaces the island reads; USER_NAMESPACES unless it shows another area's panel too. */
  namespaces?: readonly string[];
  children: ReactNode;
}

/**
 * The frame of every user island: the route guard first (it also hosts the login popup),
 * then the island's language and the component strings for what it lets through.
 */
export function UserIsland({ locale, requiresAuth = true, namespaces = USER_NAMESPACES, children }: UserIslandProps) {
  return (
    <Guarded locale={locale} requiresAuth={requiresAuth}>
      <IslandI18nProvider locale={locale} namespaces={namespaces} fallback={<SkeletonText lines={4} locale={locale} />}>
        <DsLocaleProvider locale={locale}>{children}</DsLocaleProvider>
      </IslandI18nProvider>
    </Guarded>
  );
}
