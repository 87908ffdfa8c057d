import type { ReactNode } from 'react';
import type { Locale } from '../../../../shared/locales.ts';
import { IslandI18nProvider } from '../../../i18n/IslandI18nProvider.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { AgentIsland } from '../AgentIsland.tsx';

/** Strings of the report screens: their own, the money statuses' words, the shared island strings. */
export const REPORT_NAMESPACES = ['agentReport', 'records', 'islands'] as const;

/**
 * The frame of a report screen: the agent pages' frame (the guard, then the screen for an agent or
 * the application panel for anyone else), then the report strings.
 */
export function ReportsIsland({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <AgentIsland locale={locale}>
      <IslandI18nProvider locale={locale} namespaces={REPORT_NAMESPACES} fallback={<SkeletonText lines={4} locale={locale} />}>
        {children}
      </IslandI18nProvider>
    </AgentIsland>
  );
}
