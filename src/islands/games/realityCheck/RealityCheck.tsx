import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '../../../../shared/locales.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { $realityCheck, continueAfterCheck, startRealityCheck, stopRealityCheck } from '../../../stores/realityCheck.ts';
import { formatElapsed } from '../machine/sessionClock.ts';
import { RealityCheckDialog } from './RealityCheckDialog.tsx';

export const HALL_PATH = '/amigo';
export const GAME_RECORDS_PATH = '/user/game-record';

/** The reality check of every machine screen: runs while mounted, shows when the store says it is due. */
export function RealityCheck({ locale }: { locale: Locale }) {
  const { t } = useTranslation('machine');
  const state = useStore($realityCheck);
  useEffect(() => {
    void startRealityCheck();
    return () => stopRealityCheck();
  }, []);
  const due = state.status === 'due' ? state : null;
  const money = (text: string | undefined, signed = false) => (text && text !== '—' ? formatAmount(text, locale, signed ? { signed: true } : undefined) : '—');
  return (
    <RealityCheckDialog
      open={due !== null}
      labels={{
        title: t('realityCheck.title'),
        intro: t('realityCheck.intro', { minutes: due?.intervalMinutes ?? 60 }),
        sessionTime: t('realityCheck.sessionTime'),
        bet: t('realityCheck.bet'),
        net: t('realityCheck.net'),
        continue: t('realityCheck.continue'),
        leaveToHall: t('realityCheck.leaveToHall'),
        leaveToRecords: t('realityCheck.leaveToRecords'),
      }}
      sessionTime={formatElapsed(due?.figures.elapsedMs ?? 0)}
      bet={money(due?.figures.bet)}
      net={money(due?.figures.net, true)}
      onContinue={continueAfterCheck}
      hallHref={localizePath(HALL_PATH, locale)}
      recordsHref={localizePath(GAME_RECORDS_PATH, locale)}
    />
  );
}
