import { useStore } from '@nanostores/react';
import { useEffect, useMemo } from 'react';
import type { z } from 'zod';
import type { Locale } from '../../../shared/locales.ts';
import { localizePath } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { isApiError } from '../../api/ApiError.ts';
import { withdrawalStatuses } from '../../contracts/money.ts';
import { opsReason, type opsWithdrawal } from '../../contracts/ops.ts';
import type { OpsWithdrawalDetail, OpsWithdrawalStep } from '../../contracts/ops-withdrawal-detail.ts';
import { DataGrid, type DataGridColumn, type DataGridFilter } from '../../design-system/components/DataGrid/DataGrid.tsx';
import { ReviewPanel } from '../../design-system/components/ReviewPanel/ReviewPanel.tsx';
import { StatCard, StatGrid } from '../../design-system/components/StatCard/StatCard.tsx';
import { Table, type TableColumn } from '../../design-system/components/Table/Table.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsQueueText } from '../../site/ops/consoleText.ts';
import { $locale } from '../../stores/locale.ts';
import {
  $decision,
  $detail,
  $openOrderSn,
  $queue,
  $queueFilterProblem,
  $queueQuery,
  $review,
  applyQueueFilters,
  decide,
  gridValuesOf,
  loadQueue,
  openWithdrawal,
  orderSnFromHash,
  setQueuePage,
} from '../../stores/opsWithdrawals.ts';
import { $templates, loadTemplates, templatesOf } from '../../stores/opsApprovals.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';
import * as styles from './OpsWithdrawals.css.ts';

// The withdrawal queue and the withdrawal the address's fragment names (`#W…`), with its decision
// panel, the player's balance and recent money, and its steps. Everything it shows comes from the
// withdrawal store; the server decides who may see and do what.

type Text = OpsQueueText['withdrawals'];
type Row = z.infer<typeof opsWithdrawal>;

const statusLabel = (text: Text, status: string) => (text.status as Record<string, string>)[status] ?? status;
/** A withdrawal waiting for a second approval is still `review` on the server; the console says which. */
const stateOf = (row: Row) => (row.awaitingApproval ? 'awaitingApproval' : row.status);

/** The reject reasons' templates: their texts in the page's language, by template id. */
export type WithdrawalRejectTemplates = Record<string, string>;

export default function OpsWithdrawals({ locale, text, rejectTemplates }: { locale: Locale; text: Text; rejectTemplates: WithdrawalRejectTemplates }) {
  const open = useStore($openOrderSn);
  useEffect(() => {
    // The server answers in the page's language (the API client's Accept-Language follows $locale).
    $locale.set(locale);
    void loadQueue();
    void loadTemplates();
    const follow = () => void openWithdrawal(orderSnFromHash(window.location.hash));
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [locale]);
  return (
    <DsLocaleProvider locale={locale}>
      <div className={styles.stack}>
        {open ? <WithdrawalDetail locale={locale} text={text} rejectTemplates={rejectTemplates} orderSn={open} /> : null}
        <Queue locale={locale} text={text} />
      </div>
    </DsLocaleProvider>
  );
}

function Queue({ locale, text }: { locale: Locale; text: Text }) {
  const state = useStore($queue);
  const query = useStore($queueQuery);
  const problem = useStore($queueFilterProblem);
  // The grid's filter form starts over whenever it is handed a new object: only a new query's filters are one.
  const filterValues = useMemo(() => gridValuesOf(query.filters), [query.filters]);
  const filters = useMemo<DataGridFilter[]>(
    () => [
      {
        id: 'status',
        kind: 'select',
        label: text.filters.status,
        options: withdrawalStatuses.map((status) => ({ value: status, label: statusLabel(text, status) })),
      },
      { id: 'account', kind: 'text', label: text.filters.account },
      { id: 'amountMin', kind: 'text', label: text.filters.amountMin },
      { id: 'amountMax', kind: 'text', label: text.filters.amountMax },
      { id: 'dates', kind: 'dateRange', label: text.filters.dates },
    ],
    [text],
  );
  const columns = useMemo<DataGridColumn<Row>[]>(
    () => [
      { id: 'orderSn', header: text.columns.orderSn, cell: (row) => <a href={`#${row.orderSn}`}>{row.orderSn}</a> },
      { id: 'account', header: text.columns.account },
      { id: 'amount', header: text.columns.amount, align: 'end', cell: (row) => formatAmount(row.amount, locale) },
      { id: 'method', header: text.columns.method, cell: (row) => text.method[row.method] },
      { id: 'status', header: text.columns.status, cell: (row) => statusLabel(text, stateOf(row)) },
      { id: 'createdAt', header: text.columns.createdAt, cell: (row) => formatDateTime(row.createdAt, locale) },
    ],
    [text, locale],
  );
  if (state.status === 'failed' && isApiError(state.error) && (state.error.code === 401 || state.error.code === 403)) {
    return state.error.code === 401 ? (
      <p>
        {text.signInFirst} <a href={localizePath('/ops/sign-in', locale)}>{text.signIn}</a>
      </p>
    ) : (
      <p role="alert">{text.notAllowed}</p>
    );
  }
  return (
    <div className={styles.stack}>
      {problem ? <p role="alert">{text[problem.problem]}</p> : null}
      <DataGrid
        caption={text.caption}
        columns={columns}
        rows={state.data?.list ?? []}
        rowKey={(row) => row.orderSn}
        total={state.data?.total ?? 0}
        page={{ pageNum: query.pageNum, pageSize: query.pageSize }}
        onPageChange={(page) => void setQueuePage(page)}
        filters={filters}
        filterValues={filterValues}
        onFilterValuesChange={(values) => void applyQueueFilters(values)}
        status={state.status === 'failed' ? 'error' : state.status === 'loading' || state.status === 'idle' ? 'loading' : 'ready'}
        onRetry={() => void loadQueue()}
        locale={locale}
      />
    </div>
  );
}

function WithdrawalDetail({ locale, text, rejectTemplates, orderSn }: { locale: Locale; text: Text; rejectTemplates: WithdrawalRejectTemplates; orderSn: string }) {
  const state = useStore($detail);
  const review = useStore($review);
  const decision = useStore($decision);
  useStore($templates);
  const t = text.detail;
  const detail = state.data?.withdrawal.orderSn === orderSn ? state.data : undefined;
  const templates = templatesOf('withdrawal-reject').flatMap((id) => {
    const words = rejectTemplates[id];
    return words === undefined ? [] : [{ id, label: words, text: words }];
  });
  const awaiting = detail?.withdrawal.awaitingApproval;
  return (
    <section className={styles.detail} aria-labelledby="ops-withdrawal-title">
      <h2 id="ops-withdrawal-title" className={styles.heading}>
        {formatText(t.title, { orderSn })}
      </h2>
      <p>
        <a href={localizePath('/ops/withdrawals/', locale)}>{t.back}</a>
      </p>
      {detail ? (
        <DetailBody locale={locale} text={text} detail={detail} />
      ) : state.status === 'failed' ? (
        <p role="alert">{isApiError(state.error) ? state.error.msg : t.failed}</p>
      ) : (
        <p role="status">{t.loading}</p>
      )}
      {detail ? (
        <>
          {review.answered ? <p role="status">{formatText(t.answered, { status: statusLabel(text, review.answered) })}</p> : null}
          <ReviewPanel
            title={formatText(t.review, { orderSn })}
            summary={[
              { label: t.amount, value: formatAmount(detail.withdrawal.amount, locale) },
              { label: t.account, value: detail.withdrawal.account },
              { label: t.destination, value: destinationOf(detail.withdrawal) },
              {
                label: t.status,
                value: awaiting
                  ? formatText(t.awaitingApproval, { name: awaiting.makerName, expiresAt: formatDateTime(awaiting.expiresAt, locale) })
                  : statusLabel(text, detail.withdrawal.status),
              },
              { label: t.requestedAt, value: formatDateTime(detail.withdrawal.createdAt, locale) },
            ]}
            reasonTemplates={templates}
            reasonSchema={opsReason}
            decided={decision}
            submitting={review.submitting}
            onApprove={(reason) => void decide('approve', reason)}
            onReject={(reason) => void decide('reject', reason)}
            onSendForApproval={(reason) => void decide('sendForApproval', reason)}
            error={review.error ?? undefined}
            locale={locale}
          />
        </>
      ) : null}
    </section>
  );
}

function destinationOf(w: Row): string {
  if (w.method === 'bank') return [w.bankName, w.cardNumberMasked].filter(Boolean).join(' ');
  return [w.coin, w.network, w.address].filter(Boolean).join(' ');
}

function DetailBody({ locale, text, detail }: { locale: Locale; text: Text; detail: OpsWithdrawalDetail }) {
  const t = text.detail;
  const c = t.columns;
  const coins = (amount: string) => formatAmount(amount, locale);
  const when = (iso: string | null) => (iso ? formatDateTime(iso, locale) : '');
  const deposits: TableColumn<OpsWithdrawalDetail['deposits'][number]>[] = [
    { key: 'orderSn', header: c.orderSn },
    { key: 'channelCode', header: c.channel },
    { key: 'coins', header: c.coins, align: 'end', render: (d) => coins(d.coins) },
    { key: 'status', header: c.status },
    { key: 'createdAt', header: c.at, render: (d) => when(d.paidAt ?? d.createdAt) },
  ];
  const adjustments: TableColumn<OpsWithdrawalDetail['adjustments'][number]>[] = [
    { key: 'amount', header: c.amount, align: 'end', render: (a) => formatAmount(a.amount, locale, { signed: true }) },
    { key: 'reason', header: c.reason },
    { key: 'operator', header: c.operator },
    { key: 'status', header: c.status },
    { key: 'createdAt', header: c.at, render: (a) => when(a.createdAt) },
  ];
  const rounds: TableColumn<OpsWithdrawalDetail['rounds'][number]>[] = [
    { key: 'machineId', header: c.machine },
    { key: 'bet', header: c.bet, align: 'end', render: (r) => coins(r.bet) },
    { key: 'win', header: c.win, align: 'end', render: (r) => coins(r.win) },
    { key: 'createdAt', header: c.at, render: (r) => when(r.createdAt) },
  ];
  const steps: TableColumn<OpsWithdrawalStep & { index: number }>[] = [
    { key: 'at', header: c.at, render: (s) => when(s.at) },
    { key: 'event', header: c.event, render: (s) => stepLabel(text, s) },
    { key: 'by', header: c.by, render: (s) => s.by ?? '' },
    { key: 'result', header: c.result, render: (s) => (s.result ? formatText(t.results[s.result], { error: s.errorKey ?? '' }) : '') },
    { key: 'reason', header: c.reason, render: (s) => s.reason ?? '' },
  ];
  const none = <p>{t.none}</p>;
  return (
    <>
      <StatGrid label={t.balance}>
        <StatCard label={t.available} value={coins(detail.balance.available)} />
        <StatCard label={t.held} value={coins(detail.balance.held)} />
      </StatGrid>
      <Table caption={t.steps} columns={steps} rows={detail.steps.map((s, index) => ({ ...s, index }))} rowKey={(s) => s.index} empty={none} locale={locale} />
      <Table caption={t.deposits} columns={deposits} rows={detail.deposits} rowKey={(d) => d.orderSn} empty={none} locale={locale} />
      <Table caption={t.adjustments} columns={adjustments} rows={detail.adjustments} rowKey={(a) => a.orderSn} empty={none} locale={locale} />
      <Table caption={t.rounds} columns={rounds} rows={detail.rounds} rowKey={(r) => r.id} empty={none} locale={locale} />
    </>
  );
}

function stepLabel(text: Text, step: OpsWithdrawalStep): string {
  const events = text.detail.events;
  if (step.event !== 'operatorAction') return events[step.event];
  if (step.action === 'withdrawal.approve') return events.approve;
  if (step.action === 'withdrawal.reject') return events.reject;
  return formatText(events.other, { action: step.action ?? '' });
}
