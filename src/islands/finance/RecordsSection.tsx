import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { Table, type TableColumn } from '../../design-system/components/Table/Table.tsx';
import type { RemoteState } from '../../stores/remote.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { ACTIVE_POLL_MS } from '../../stores/polling.ts';
import { useBalanceOnStatusChange } from '../shared/useBalanceOnStatusChange.ts';
import { useRemote } from '../shared/useRemote.ts';
import * as userStyles from '../user/user.css.ts';

interface Page<Row> {
  list: Row[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * A list of money records read a page at a time: the page shown and its records, read again when
 * `refreshKey` changes (staying on the same page), and every few seconds while a record shown is
 * `unsettled` (its status can still change on the server), so a change shows without a reload;
 * the balance is read again when one does. Feed the answer to RecordsSection.
 */
export function usePagedRecords<Row extends { orderSn: string; status: string }>(
  loadPage: (query: { pageNum: number }, signal: AbortSignal) => Promise<Page<Row>>,
  refreshKey: number,
  unsettled: (row: Row) => boolean,
) {
  const [pageNum, setPageNum] = useState(1);
  const records = useRemote(loadPage, { pageNum }, `${pageNum}|${refreshKey}`, {
    pollAfter: (page) => (page.list.some(unsettled) ? ACTIVE_POLL_MS : null),
  });
  useBalanceOnStatusChange(records.data?.list, (row) => row.orderSn, (row) => row.status);
  return { records, onPage: setPageNum };
}

export interface RecordsSectionProps<Row> {
  locale: Locale;
  title: string;
  records: RemoteState<Page<Row>> & { reload: () => void };
  columns: readonly TableColumn<Row>[];
  rowKey: (row: Row) => string;
  onPage: (pageNum: number) => void;
}

/** A titled, paginated table of money records; the table's caption is the section's name. */
export function RecordsSection<Row>({ locale, title, records, columns, rowKey, onPage }: RecordsSectionProps<Row>) {
  const { t } = useTranslation('finance');
  const page = records.data;
  let body: ReactNode;
  if (page) {
    body = (
      <Table
        caption={title}
        columns={columns}
        rows={page.list}
        rowKey={rowKey}
        empty={<EmptyState title={t('records.empty')} locale={locale} />}
        pagination={{ pageNum: page.pageNum, pageSize: page.pageSize, total: page.total, onChange: onPage, label: t('records.pages', { title }) }}
        locale={locale}
      />
    );
  } else {
    body = (
      <>
        <h2 className={userStyles.panelHeading}>{title}</h2>
        {records.status === 'failed' ? <LoadFailed onRetry={records.reload} locale={locale} /> : <SkeletonText lines={4} label={t('islands:loading')} />}
      </>
    );
  }
  return (
    <section aria-label={title} aria-busy={records.status === 'loading' || undefined}>
      {body}
    </section>
  );
}
