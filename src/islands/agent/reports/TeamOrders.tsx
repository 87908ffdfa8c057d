import { useEffect, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { Table, type TableColumn } from '../../../design-system/components/Table/Table.tsx';
import {
  apiRechargeLoader,
  apiWithdrawLoader,
  createTeamOrdersStore,
  orderQueryFromSearch,
  searchOfOrderQuery,
  type TeamOrderKind,
  type TeamOrdersStore,
  type TeamRechargePage,
  type TeamRechargeRow,
  type TeamWithdrawalPage,
  type TeamWithdrawalRow,
} from '../../../stores/agentReport/teamOrders.ts';
import { isMemberNotFound } from '../../../stores/agentReport/teamReport.ts';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { MoneyStatusBadge } from '../../shared/MoneyStatusBadge.tsx';
import { formatDateTime } from '../../shared/formatDateTime.ts';
import { ReportsIsland } from './ReportsIsland.tsx';
import { TeamOrderFilters } from './TeamOrderFilters.tsx';
import * as styles from './reports.css.ts';

type Page = TeamRechargePage | TeamWithdrawalPage;

/** Writes the filter and page into the address as they change (replacing the entry). */
function useAddressFollows(store: TeamOrdersStore<Page>, kind: TeamOrderKind) {
  useEffect(() => {
    void store.open(orderQueryFromSearch(kind, window.location.search));
    const unlisten = store.$query.listen((query) => {
      const search = searchOfOrderQuery(query);
      if (search !== window.location.search) window.history.replaceState(window.history.state, '', `${window.location.pathname}${search}${window.location.hash}`);
    });
    const onPopState = () => void store.open(orderQueryFromSearch(kind, window.location.search));
    window.addEventListener('popstate', onPopState);
    return () => {
      unlisten();
      window.removeEventListener('popstate', onPopState);
      store.cancel();
    };
  }, [store, kind]);
}

function Orders({ kind, locale, store }: { kind: TeamOrderKind; locale: Locale; store: TeamOrdersStore<Page> }) {
  const { t } = useTranslation('agentReport');
  useAddressFollows(store, kind);
  const query = useStore(store.$query);
  const list = useStore(store.list.$state);
  const page = list.data;
  const loading = list.status === 'idle' || list.status === 'loading';
  const filtered = query.account !== '' || query.status !== '' || query.from !== '' || query.to !== '';
  const dash = t('orders.none');
  const time = (iso: string | null) =>
    iso === null ? (
      dash
    ) : (
      <time dateTime={iso} className={styles.nowrap}>
        {formatDateTime(iso, locale)}
      </time>
    );
  const coins = (amount: string) => <span className={styles.nowrap}>{formatAmount(amount, locale)}</span>;

  const rechargeColumns: TableColumn<TeamRechargeRow>[] = [
    { key: 'createdAt', header: t('orders.time'), render: (row) => time(row.createdAt) },
    { key: 'account', header: t('orders.member') },
    { key: 'orderSn', header: t('orders.orderSn'), render: (row) => <span className={styles.mono}>{row.orderSn}</span> },
    { key: 'channelName', header: t('orders.channel') },
    {
      key: 'amount',
      header: t('orders.amount'),
      align: 'end',
      render: (row) => <span className={styles.nowrap}>{t('orders.amountInCurrency', { amount: formatAmount(row.amount, locale), currency: row.currency })}</span>,
    },
    { key: 'coins', header: t('orders.coins'), align: 'end', render: (row) => coins(row.coins) },
    { key: 'status', header: t('orders.status'), render: (row) => <MoneyStatusBadge type="deposit" status={row.status} locale={locale} /> },
    { key: 'paidAt', header: t('orders.paidAt'), render: (row) => time(row.paidAt) },
  ];
  const withdrawColumns: TableColumn<TeamWithdrawalRow>[] = [
    { key: 'createdAt', header: t('orders.time'), render: (row) => time(row.createdAt) },
    { key: 'account', header: t('orders.member') },
    { key: 'orderSn', header: t('orders.orderSn'), render: (row) => <span className={styles.mono}>{row.orderSn}</span> },
    { key: 'method', header: t('orders.channel') },
    { key: 'amount', header: t('orders.coins'), align: 'end', render: (row) => coins(row.amount) },
    { key: 'status', header: t('orders.status'), render: (row) => <MoneyStatusBadge type="withdrawal" status={row.status} locale={locale} /> },
    { key: 'completedAt', header: t('orders.completedAt'), render: (row) => time(row.completedAt) },
  ];

  let body: ReactNode;
  if (list.status === 'failed' && isMemberNotFound(list.error))
    body = <EmptyState icon="🔍" title={t('orders.unknownMember')} description={t('orders.emptyFilteredHint')} locale={locale} />;
  else if (list.status === 'failed' && !page) body = <LoadFailed onRetry={() => void store.retry()} locale={locale} />;
  else if (!page) body = <SkeletonText lines={6} label={t('islands:loading')} locale={locale} />;
  else {
    const empty = (
      <EmptyState
        icon="🧾"
        title={filtered ? t('orders.emptyFiltered') : t(kind === 'recharge' ? 'orders.emptyRecharge' : 'orders.emptyWithdraw')}
        description={filtered ? t('orders.emptyFilteredHint') : undefined}
        locale={locale}
      />
    );
    const pagination =
      page.total > page.pageSize
        ? { pageNum: page.pageNum, pageSize: page.pageSize, total: page.total, onChange: (pageNum: number) => void store.goToPage(pageNum), label: t('orders.pages') }
        : undefined;
    body =
      kind === 'recharge' ? (
        <Table
          caption={t('orders.rechargeCaption')}
          columns={rechargeColumns}
          rows={(page as TeamRechargePage).list}
          rowKey={(row) => row.orderSn}
          empty={empty}
          pagination={pagination}
          locale={locale}
        />
      ) : (
        <Table
          caption={t('orders.withdrawCaption')}
          columns={withdrawColumns}
          rows={(page as TeamWithdrawalPage).list}
          rowKey={(row) => row.orderSn}
          empty={empty}
          pagination={pagination}
          locale={locale}
        />
      );
  }

  return (
    <div className={styles.page} aria-busy={loading}>
      <TeamOrderFilters
        kind={kind}
        applied={{ account: query.account, status: query.status, from: query.from, to: query.to }}
        busy={loading}
        onApply={(filter) => void store.apply(filter)}
        onClear={() => void store.clear()}
      />
      {body}
    </div>
  );
}

export interface TeamOrdersProps {
  kind: TeamOrderKind;
  locale: Locale;
  /** A store of the test's own; the page makes one that calls the API. */
  store?: TeamOrdersStore<Page>;
}

/** The team's deposits (`recharge`) or withdrawals (`withdraw`), filtered and paged. */
export function TeamOrders({ kind, locale, store }: TeamOrdersProps) {
  const [own] = useState(() => store ?? createTeamOrdersStore<Page>(kind === 'recharge' ? apiRechargeLoader : apiWithdrawLoader));
  return (
    <ReportsIsland locale={locale}>
      <Orders kind={kind} locale={locale} store={own} />
    </ReportsIsland>
  );
}

export default TeamOrders;
