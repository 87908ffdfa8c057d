import { useEffect, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '../../../../shared/locales.ts';
import { ButtonLink } from '../../../design-system/components/Button/Button.tsx';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { TeamChart } from '../../../design-system/components/TeamChart/TeamChart.tsx';
import { TreeBreadcrumb } from '../../../design-system/components/TreeBreadcrumb/TreeBreadcrumb.tsx';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { formatDay, formatShortDay } from './formatDay.ts';
import {
  createTeamReportStore,
  drillHref,
  followAddress,
  isMemberNotFound,
  isTeamReportPath,
  TEAM_REPORT_PATH,
  type TeamReportStore,
} from '../../../stores/agentReport/teamReport.ts';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { MemberReportTable } from './MemberReportTable.tsx';
import { RangePicker } from './RangePicker.tsx';
import { ReportsIsland } from './ReportsIsland.tsx';
import { TeamStats } from './TeamStats.tsx';
import * as styles from './reports.css.ts';

export interface TeamReportProps {
  locale: Locale;
  /** A store of the test's own; the page makes one that calls the API. */
  store?: TeamReportStore;
}

/** A plain left click on a link to another team report: handled here, without loading the page again. */
function reportLinkOf(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = (event.target as Element).closest('a');
  if (!link || link.target || link.origin !== window.location.origin || !isTeamReportPath(link.pathname)) return undefined;
  return `${link.pathname}${link.search}`;
}

function Report({ locale, store }: { locale: Locale; store: TeamReportStore }) {
  const { t } = useTranslation('agentReport');
  const query = useStore(store.$query);
  const statistics = useStore(store.statistics.$state);
  const daily = useStore(store.daily.$state);
  const members = useStore(store.members.$state);
  const [address, setAddress] = useState<ReturnType<typeof followAddress>>();

  useEffect(() => {
    const follow = followAddress(store, locale);
    setAddress(follow);
    const onPopState = () => follow.reread();
    window.addEventListener('popstate', onPopState);
    return () => {
      window.removeEventListener('popstate', onPopState);
      follow.stop();
      store.cancel();
    };
  }, [store, locale]);

  const onClick = (event: MouseEvent) => {
    const href = reportLinkOf(event);
    if (!href || !address) return;
    event.preventDefault();
    address.navigate(href);
    window.scrollTo({ top: 0 });
  };

  if (isMemberNotFound(statistics.error)) {
    return (
      <EmptyState
        icon="🔍"
        title={t('drill.notInTeam')}
        locale={locale}
        action={
          <ButtonLink href={localizePath(TEAM_REPORT_PATH, locale)} variant="outline">
            {t('drill.back')}
          </ButtonLink>
        }
      />
    );
  }

  const failed = [statistics, daily, members].some((state) => state.status === 'failed');
  const loading = [statistics, daily, members].some((state) => state.status === 'loading');
  const path = statistics.data?.path ?? [];

  return (
    // A click on a breadcrumb or member link (handled by onClick) is already reachable as a link.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div className={styles.page} aria-busy={loading} onClick={onClick}>
      {path.length > 1 ? (
        <TreeBreadcrumb
          items={path.map((step, index) => ({
            id: step.userId,
            label: step.account,
            href: drillHref(locale, query, index === 0 ? undefined : step.userId),
          }))}
          locale={locale}
        />
      ) : null}
      <RangePicker
        applied={query}
        busy={loading}
        onPreset={(preset) => void store.choosePreset(preset)}
        onApply={(range) => void store.setRange(range)}
      />
      {failed ? <LoadFailed onRetry={() => void store.retry()} locale={locale} /> : null}
      <TeamStats statistics={statistics.data} range={query} locale={locale} />
      <section className={styles.panel} aria-labelledby="team-report-daily">
        <h2 id="team-report-daily" className={styles.panelHeading}>
          {t('chart.title')}
        </h2>
        {daily.data ? (
          <TeamChart
            caption={t('chart.caption')}
            days={daily.data.days}
            labels={{ betAmount: t('chart.bets'), rechargeAmount: t('chart.deposits'), registrations: t('chart.registrations') }}
            formatAmount={(amount) => formatAmount(amount, locale)}
            formatCount={(count) => new Intl.NumberFormat(locale).format(count)}
            formatDate={(day) => formatDay(day, locale)}
            formatAxisDate={(day) => formatShortDay(day, locale)}
            locale={locale}
          />
        ) : (
          <SkeletonText lines={4} label={t('chart.loading')} locale={locale} />
        )}
      </section>
      <section className={styles.panel} aria-labelledby="team-report-members">
        <h2 id="team-report-members" className={styles.panelHeading}>
          {t('members.title')}
        </h2>
        {members.data ? (
          <MemberReportTable
            page={members.data}
            sortBy={query.sortBy}
            sortOrder={query.sortOrder}
            onSort={(key) => void store.sortBy(key)}
            onPage={(pageNum) => void store.goToPage(pageNum)}
            hrefOf={(userId) => drillHref(locale, query, userId)}
            locale={locale}
          />
        ) : (
          <SkeletonText lines={4} label={t('islands:loading')} locale={locale} />
        )}
      </section>
    </div>
  );
}

/** The team report: the agent's whole team or one member's, over a range, with drill-down. */
export function TeamReport({ locale, store }: TeamReportProps) {
  const [own] = useState(() => store ?? createTeamReportStore());
  return (
    <ReportsIsland locale={locale}>
      <Report locale={locale} store={own} />
    </ReportsIsland>
  );
}

export default TeamReport;
