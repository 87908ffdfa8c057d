import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { localizePath } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { StatCard, StatGrid, toneOfSigned } from '../../design-system/components/StatCard/StatCard.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsQueueText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import { $dashboardView, loadDashboard, type DashboardQueueId } from '../../stores/opsDashboard.ts';
import * as styles from './OpsDashboard.css.ts';

// The console's dashboard: what waits for the operator's roles, and today's figures. It renders what
// the dashboard store says; the server decides which parts an operator may see.

/** Each queue's screen and the words of its link. */
const QUEUE_LINKS = {
  withdrawals: { path: '/ops/withdrawals/', label: 'openQueue' },
  approvals: { path: '/ops/approvals/', label: 'openApprovals' },
  kyc: { path: '/ops/kyc/', label: 'openKyc' },
  agentApplications: { path: '/ops/agents/', label: 'openAgentApplications' },
} as const satisfies Record<DashboardQueueId, { path: string; label: keyof OpsQueueText['dashboard'] }>;

export default function OpsDashboard({ locale, text }: { locale: Locale; text: OpsQueueText['dashboard'] }) {
  const view = useStore($dashboardView);
  useEffect(() => {
    $locale.set(locale);
    void loadDashboard();
  }, [locale]);
  const coins = (amount: string) => formatAmount(amount, locale);
  return (
    <DsLocaleProvider locale={locale}>
      {view.view === 'loading' ? (
        <p role="status">{text.loading}</p>
      ) : view.view === 'signedOut' ? (
        <p>
          {text.signInFirst} <a href={localizePath('/ops/sign-in', locale)}>{text.signIn}</a>
        </p>
      ) : view.view === 'failed' ? (
        <div className={styles.stack}>
          <p role="alert">{text.failed}</p>
          <Button onClick={() => void loadDashboard()}>{text.retry}</Button>
        </div>
      ) : (
        <div className={styles.stack}>
          {view.queues.length === 0 && view.data.today === null ? <p>{text.nothingForRoles}</p> : null}
          {view.queues.length > 0 ? (
            <section className={styles.stack} aria-labelledby="ops-dashboard-queues">
              <h2 id="ops-dashboard-queues" className={styles.heading}>
                {text.queues}
              </h2>
              <StatGrid>
                {view.queues.map((queue) => {
                  const link = QUEUE_LINKS[queue.id];
                  return (
                    <StatCard
                      key={queue.id}
                      label={text[queue.id]}
                      value={queue.count.toLocaleString(locale)}
                      hint={<a href={localizePath(link.path, locale)}>{text[link.label]}</a>}
                    />
                  );
                })}
              </StatGrid>
            </section>
          ) : null}
          {view.data.today ? (
            <section className={styles.stack} aria-labelledby="ops-dashboard-today">
              <h2 id="ops-dashboard-today" className={styles.heading}>
                {formatText(text.today, { date: view.data.today.date, timeZone: view.data.today.timeZone })}
              </h2>
              <StatGrid>
                <StatCard label={text.deposits} value={coins(view.data.today.deposits)} hint={formatText(text.depositCount, { count: view.data.today.depositCount })} />
                <StatCard
                  label={text.withdrawalsPaid}
                  value={coins(view.data.today.withdrawals)}
                  hint={formatText(text.withdrawalCount, { count: view.data.today.withdrawalCount })}
                />
                <StatCard label={text.bets} value={coins(view.data.today.bets)} hint={formatText(text.rounds, { count: view.data.today.rounds })} />
                <StatCard label={text.wins} value={coins(view.data.today.wins)} />
                <StatCard label={text.ggr} value={coins(view.data.today.ggr)} tone={toneOfSigned(view.data.today.ggr)} />
              </StatGrid>
            </section>
          ) : null}
        </div>
      )}
    </DsLocaleProvider>
  );
}
