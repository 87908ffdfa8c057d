import { useTranslation } from 'react-i18next';
import { call } from '../../api/calls.ts';
import { drawList } from '../../contracts/withdrawals.ts';
import type { WithdrawalRecord } from '../../contracts/withdrawals.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { TableColumn } from '../../design-system/components/Table/Table.tsx';
import { RECORDS_PAGE_SIZE } from './DepositRecords.tsx';
import { RecordsSection, usePagedRecords } from './RecordsSection.tsx';
import { MoneyStatusBadge } from '../shared/MoneyStatusBadge.tsx';
import { isUnsettled } from '../shared/moneyStatus.ts';
import * as styles from './finance.css.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { formatDateTime } from '../shared/formatDateTime.ts';

const loadPage = ({ pageNum }: { pageNum: number }, signal: AbortSignal) =>
  call(drawList, { pageNum, pageSize: RECORDS_PAGE_SIZE, method: 'bank' }, { signal });

export interface WithdrawRecordsProps {
  locale: Locale;
  /** Changes whenever the list should be read again (a withdrawal was requested). */
  refreshKey?: number;
}

/** The player's bank withdrawals, newest first, a page at a time; a failed one says why. */
export function WithdrawRecords({ locale, refreshKey = 0 }: WithdrawRecordsProps) {
  const { t } = useTranslation('finance');
  const { records, onPage } = usePagedRecords(loadPage, refreshKey, (row) => isUnsettled('withdrawal', row.status));
  const figure = (text: string) => <span className={styles.figure}>{text}</span>;

  const columns: TableColumn<WithdrawalRecord>[] = [
    { key: 'orderSn', header: t('records.orderSn'), render: (row) => figure(row.orderSn) },
    { key: 'amount', header: t('records.withdrawAmount'), align: 'end', render: (row) => figure(formatAmount(row.amount, locale)) },
    {
      key: 'destination',
      header: t('records.destination'),
      render: (row) => [row.bankName, row.cardNumberMasked].filter(Boolean).join(' '),
    },
    { key: 'createdAt', header: t('records.createdAt'), render: (row) => figure(formatDateTime(row.createdAt, locale)) },
    {
      key: 'status',
      header: t('records.status'),
      render: (row) => (
        <>
          <MoneyStatusBadge type="withdrawal" status={row.status} locale={locale} />
          {row.status === 'failed' && row.failureReason ? <p className={styles.muted}>{t('withdraw.reason', { reason: row.failureReason })}</p> : null}
        </>
      ),
    },
  ];

  return (
    <RecordsSection
      locale={locale}
      title={t('withdraw.recordsTitle')}
      records={records}
      columns={columns}
      rowKey={(row) => row.orderSn}
      onPage={onPage}
    />
  );
}
