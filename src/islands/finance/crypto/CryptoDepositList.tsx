import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentRecord } from '../../../contracts/index.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { refreshBalance } from '../../../stores/balance.ts';
import { showToast } from '../../../stores/toasts.ts';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { Table, type TableColumn } from '../../../design-system/components/Table/Table.tsx';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { useRemote } from '../../shared/useRemote.ts';
import { MoneyStatusBadge } from '../../shared/MoneyStatusBadge.tsx';
import { isUnsettled } from '../../shared/moneyStatus.ts';
import { ACTIVE_POLL_MS } from '../../../stores/polling.ts';
import { loadCryptoDeposits } from './cryptoCalls.ts';
import { useCreditWatch } from './useCreditWatch.ts';
import * as styles from './crypto.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { formatDateTime } from '../../shared/formatDateTime.ts';

export interface CryptoDepositListProps {
  locale: Locale;
  /** How often to look again while a deposit waits for confirmations. */
  pendingPollMs?: number;
  /** How often to look for new deposits otherwise (the player is on this page to send one). */
  idlePollMs?: number;
}

/** A new transfer shows within this long even when nothing on the page is pending. */
export const NEW_DEPOSIT_POLL_MS = 5000;

const confirming = (deposit: PaymentRecord) => isUnsettled('deposit', deposit.status, deposit);

/**
 * The user's crypto deposits with their confirmations, newest first, a page at a time. The page
 * shown is looked at again every few seconds while one of its deposits waits for confirmations
 * (a little less often otherwise, to notice a new transfer); when one is credited the balance is
 * read again and the user told.
 */
export function CryptoDepositList({ locale, pendingPollMs = ACTIVE_POLL_MS, idlePollMs = NEW_DEPOSIT_POLL_MS }: CryptoDepositListProps) {
  const { t } = useTranslation('crypto');
  const headingId = useId();
  const [pageNum, setPageNum] = useState(1);
  const remote = useRemote(loadCryptoDeposits, pageNum, String(pageNum), {
    pollAfter: (answer) => (answer.list.some(confirming) ? pendingPollMs : idlePollMs),
  });
  const page = remote.data;
  const deposits = page?.list;
  const anyPending = deposits?.some(confirming) ?? false;
  useCreditWatch(page, (paid) => {
    void refreshBalance().catch(() => undefined);
    for (const deposit of paid) {
      showToast(t('deposits.credited', { amount: formatAmount(deposit.amount, locale), coin: deposit.currency, coins: formatAmount(deposit.coins, locale) }), {
        tone: 'positive',
      });
    }
  });

  const columns: TableColumn<PaymentRecord>[] = [
    {
      key: 'createdAt',
      header: t('deposits.time'),
      render: (row) => (
        <time dateTime={row.createdAt} className={styles.nowrap}>
          {formatDateTime(row.createdAt, locale)}
        </time>
      ),
    },
    {
      key: 'amount',
      header: t('deposits.amount'),
      align: 'end',
      render: (row) => <span className={styles.nowrap}>{t('amountInCoin', { amount: formatAmount(row.amount, locale), coin: row.currency })}</span>,
    },
    { key: 'coins', header: t('deposits.coins'), align: 'end', render: (row) => <span className={styles.nowrap}>{formatAmount(row.coins, locale)}</span> },
    { key: 'network', header: t('deposits.network'), render: (row) => row.network ?? '' },
    {
      key: 'confirmations',
      header: t('deposits.confirmations'),
      align: 'center',
      render: (row) =>
        row.confirmations === null || row.confirmationsRequired === null ? (
          t('none')
        ) : (
          <span aria-label={t('deposits.confirmationsOf', { seen: row.confirmations, required: row.confirmationsRequired })}>
            {t('deposits.confirmationsCount', { seen: row.confirmations, required: row.confirmationsRequired })}
          </span>
        ),
    },
    { key: 'status', header: t('deposits.status'), render: (row) => <MoneyStatusBadge type="deposit" status={row.status} chain={row} locale={locale} /> },
  ];

  let body;
  if (remote.status === 'failed' && !deposits) body = <LoadFailed onRetry={remote.reload} locale={locale} />;
  else if (!page) body = <SkeletonText lines={4} label={t('islands:loading')} locale={locale} />;
  else
    body = (
      <Table
        caption={t('deposits.caption')}
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.orderSn}
        empty={<EmptyState icon="🪙" title={t('deposits.empty')} description={t('deposits.emptyHint')} locale={locale} />}
        locale={locale}
        pagination={
          page.total > page.pageSize
            ? { pageNum: page.pageNum, pageSize: page.pageSize, total: page.total, onChange: setPageNum, label: t('deposits.pages') }
            : undefined
        }
      />
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={remote.loading}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('deposits.title')}
      </h2>
      {body}
      {anyPending ? <p className={styles.muted}>{t('deposits.watching')}</p> : null}
    </section>
  );
}
