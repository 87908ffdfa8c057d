import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { IslandI18nProvider } from '../../i18n/IslandI18nProvider.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { $isAgent, $isLogin } from '../../stores/session.ts';
import { Guarded } from '../auth/Guarded.tsx';
import { ApplyPanel } from './ApplyPanel.tsx';

/**
 * Strings of the agent islands: their own first, then the money words (amounts, fund password),
 * the sign-up rules (a new member's account and password) and the shared island strings.
 */
export const AGENT_NAMESPACES = ['agent', 'finance', 'auth', 'user', 'islands'] as const;

export interface AgentIslandProps {
  locale: Locale;
  children: ReactNode;
}

function AgentGate({ locale, children }: AgentIslandProps) {
  const { t } = useTranslation('agent');
  const isLogin = useStore($isLogin);
  const isAgent = useStore($isAgent);
  // The guard has loaded the profile and the agent flag before it lets the content through.
  if (!isLogin) return <SkeletonText lines={4} label={t('islands:loading')} locale={locale} />;
  return isAgent ? children : <ApplyPanel locale={locale} agentsOnly />;
}

/**
 * The frame of every agent page (spec §2, agent menu): the route guard, the agent strings, then
 * the page's content for an agent, or the application panel for a player who is not one (yet).
 */
export function AgentIsland({ locale, children }: AgentIslandProps) {
  return (
    <Guarded locale={locale} requiresAuth>
      <IslandI18nProvider locale={locale} namespaces={AGENT_NAMESPACES} fallback={<SkeletonText lines={4} locale={locale} />}>
        <DsLocaleProvider locale={locale}>
          <AgentGate locale={locale}>{children}</AgentGate>
        </DsLocaleProvider>
      </IslandI18nProvider>
    </Guarded>
  );
}
