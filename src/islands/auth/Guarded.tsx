import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { runGuard, type GuardHistory, type GuardLocation, type GuardResult } from '../../stores/guard.ts';
import { AUTH_NS, AuthI18n } from './AuthI18n.tsx';
import { AuthPopupHost } from './AuthPopup.tsx';
import { TokenSwitchDialog } from './TokenSwitchDialog.tsx';

export interface GuardedProps {
  locale: Locale;
  /** Whether the page needs a signed-in user. */
  requiresAuth: boolean;
  children?: ReactNode;
  /** The browser's by default; tests pass their own. */
  location?: GuardLocation;
  history?: GuardHistory;
}

function Checking() {
  const { t } = useTranslation(AUTH_NS);
  return <SkeletonText lines={3} label={t('guard.checking')} />;
}

/**
 * Runs the route guard once, shows its content only when allowed, and hosts the login popup and
 * the question a link's token may raise (switch accounts?).
 */
export function Guarded({ locale, requiresAuth, children, location, history }: GuardedProps) {
  const [result, setResult] = useState<GuardResult | 'checking'>('checking');
  useEffect(() => {
    let live = true;
    void runGuard({ requiresAuth, location: location ?? window.location, history: history ?? window.history }).then((outcome) => {
      if (live) setResult(outcome);
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per page: the guard reads the address as the page was opened
  }, []);
  return (
    <AuthI18n locale={locale}>
      {result === 'allow' ? children : <Checking />}
      <AuthPopupHost locale={locale} />
      <TokenSwitchDialog locale={locale} />
    </AuthI18n>
  );
}

export default Guarded;
