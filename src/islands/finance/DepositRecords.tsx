import { useTranslation } from 'react-i18next';
import { call } from '../../api/calls.ts';
import { payList } from '../../contracts/payments.ts';
import type { PaymentRecord } from '../../contracts/payments.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { TableColumn } from '../../design-system/components/Table/Table.tsx';
import { RecordsSection, usePagedRecords } from './RecordsSection.tsx';
import { MoneyStatusBadge } from '../shared/MoneyStatusBadge.tsx';
import { isUnsettled } from '../shared/moneyStatus.ts';
import * as styles from './finance.css.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';

export const RECORDS_PAGE_SIZE = 10;

// Crypto deposits have their own list on the crypto deposit page.
const loadPage = ({ pageNum }: { pageNum: number }, signal: AbortSignal) =>
  call(payList, { pageNum, pageSize: RECORDS_PAGE_SIZE, kind: 'fiat' }, { signal });

export interface DepositRecordsProps {
  locale: Locale;
  /** Changes whenever the list should be read again (an order was paid). */
  refreshKey?: number;
}

/** The player's fiat deposits, newest first, a page at a time. */
export function DepositRecords({ locale, refreshKey = 0 }: DepositRecordsProps) {
  const { t } = useTranslation('finance');
  const { records, onPage } = usePagedRecords(loadPage, refreshKey, (row) => isUnsettled('deposit', row.status));
  const figure = (text: string) => <span className={styles.figure}>{text}</span>;

  const columns: TableColumn<PaymentRecord>[] = [
    { key: 'orderSn', header: t('records.orderSn'), render: (row) => figure(row.orderSn) },
    { key: 'amount', header: t('records.depositAmount'), align: 'end', render: (row) => figure(formatAmount(row.amount, locale)) },
    { key: 'currency', header: t('records.currency') },
    { key: 'coins', header: t('records.coins'), align: 'end', render: (row) => figure(formatAmount(row.coins, locale)) },
    { key: 'channel', header: t('records.channel'), render: (row) => row.channelName },
    { key: 'createdAt', header: t('records.createdAt'), render: (row) => figure(formatDateTime(row.createdAt, locale)) },
    { key: 'status', header: t('records.status'), render: (row) => <MoneyStatusBadge type="deposit" status={row.status} locale={locale} /> },
  ];

  return (
    <RecordsSection
      locale={locale}
      title={t('deposit.recordsTitle')}
      records={records}
      columns={columns}
      rowKey={(row) => row.orderSn}
      onPage={onPage}
    />
  );
}
