import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceRecord } from '../../contracts/index.ts';
import type { Locale } from '../../../shared/locales.ts';
import { Table, type TableColumn } from '../../design-system/components/Table/Table.tsx';
import { MoneyStatusBadge } from '../shared/MoneyStatusBadge.tsx';
import * as styles from './records.css.ts';
import { formatAmount, isNegativeAmount } from '../../../shared/money/formatAmount.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';

export interface RecordTableProps {
  records: readonly FinanceRecord[];
  locale: Locale;
  /** Where there are no rows: the empty state for the current filter. */
  empty: ReactNode;
  page: { pageNum: number; pageSize: number; total: number; onChange: (pageNum: number) => void };
}

/** The financial records: one row per deposit, withdrawal or adjustment. */
export function RecordTable({ records, locale, empty, page }: RecordTableProps) {
  const { t } = useTranslation('records');
  const dash = t('table.none');
  const columns: TableColumn<FinanceRecord>[] = [
    {
      key: 'createdAt',
      header: t('table.time'),
      render: (row) => (
        <time dateTime={row.createdAt} className={styles.nowrap}>
          {formatDateTime(row.createdAt, locale)}
        </time>
      ),
    },
    { key: 'type', header: t('table.type'), render: (row) => t(`type.${row.type}`) },
    { key: 'orderSn', header: t('table.orderSn'), render: (row) => <span className={styles.mono}>{row.orderSn}</span> },
    { key: 'method', header: t('table.method'), render: (row) => row.method || dash },
    {
      key: 'amount',
      header: t('table.amount'),
      align: 'end',
      render: (row) => (
        <span className={isNegativeAmount(row.amount) ? styles.debit : styles.credit}>{formatAmount(row.amount, locale, { signed: true })}</span>
      ),
    },
    {
      key: 'originalAmount',
      header: t('table.originalAmount'),
      align: 'end',
      render: (row) =>
        row.originalAmount === null ? (
          dash
        ) : (
          <span className={styles.nowrap}>
            {t('table.amountInCurrency', { amount: formatAmount(row.originalAmount, locale), currency: row.currency })}
          </span>
        ),
    },
    {
      key: 'status',
      header: t('table.status'),
      render: (row) => <MoneyStatusBadge type={row.type} status={row.status} locale={locale} />,
    },
    { key: 'note', header: t('table.note'), render: (row) => row.note || dash },
  ];
  return (
    <Table
      caption={t('table.caption')}
      columns={columns}
      rows={records}
      rowKey={(row) => `${row.type}:${row.orderSn}`}
      empty={empty}
      locale={locale}
      pagination={page.total > page.pageSize ? { ...page, label: t('table.pages') } : undefined}
    />
  );
}
