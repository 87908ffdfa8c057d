import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalRecord } from '../../../contracts/index.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState.tsx';
import { SkeletonText } from '../../../design-system/components/Skeleton/Skeleton.tsx';
import { Table, type TableColumn } from '../../../design-system/components/Table/Table.tsx';
import { visuallyHidden } from '../../../design-system/private/visuallyHidden.css.ts';
import { LoadFailed } from '../../shared/LoadFailed.tsx';
import { useRemote } from '../../shared/useRemote.ts';
import { MoneyStatusBadge } from '../../shared/MoneyStatusBadge.tsx';
import { isUnsettled } from '../../shared/moneyStatus.ts';
import { useBalanceOnStatusChange } from '../../shared/useBalanceOnStatusChange.ts';
import { ACTIVE_POLL_MS } from '../../../stores/polling.ts';
import { shortenChainText } from './chainText.ts';
import { loadCryptoWithdrawals } from './cryptoCalls.ts';
import * as styles from './crypto.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { formatDateTime } from '../../shared/formatDateTime.ts';

export interface CryptoWithdrawalListProps {
  locale: Locale;
  /** Changes after a new withdrawal, so the list is read again from its first page. */
  version: number;
}

/** A long chain string, shortened on screen; its full text is what is read out and copied. */
function ChainText({ text }: { text: string }) {
  return (
    <span className={styles.mono} title={text}>
      <span aria-hidden="true">{shortenChainText(text)}</span>
      <span className={visuallyHidden}>{text}</span>
    </span>
  );
}

/** The user's crypto withdrawals: amount in the coin and in game coins, address, txid, status. */
export function CryptoWithdrawalList({ locale, version }: CryptoWithdrawalListProps) {
  const { t } = useTranslation('crypto');
  const headingId = useId();
  const [page, setPage] = useState({ pageNum: 1, version });
  // A new withdrawal shows on the first page.
  const pageNum = page.version === version ? page.pageNum : 1;
  // Followed while a withdrawal shown is under review or on its way (sent, awaiting its confirmations).
  const remote = useRemote(loadCryptoWithdrawals, pageNum, `${pageNum}/${version}`, {
    pollAfter: (answer) => (answer.list.some((row) => isUnsettled('withdrawal', row.status)) ? ACTIVE_POLL_MS : null),
  });
  useBalanceOnStatusChange(remote.data?.list, (row) => row.orderSn, (row) => row.status);
  const data = remote.data;
  const none = t('none');

  const columns: TableColumn<WithdrawalRecord>[] = [
    {
      key: 'createdAt',
      header: t('withdrawals.time'),
      render: (row) => (
        <time dateTime={row.createdAt} className={styles.nowrap}>
          {formatDateTime(row.createdAt, locale)}
        </time>
      ),
    },
    {
      key: 'assetAmount',
      header: t('withdrawals.amount'),
      align: 'end',
      render: (row) =>
        row.assetAmount === null ? none : (
          <span className={styles.nowrap}>{t('amountInCoin', { amount: formatAmount(row.assetAmount, locale), coin: row.coin ?? '' })}</span>
        ),
    },
    { key: 'amount', header: t('withdrawals.coins'), align: 'end', render: (row) => <span className={styles.nowrap}>{formatAmount(row.amount, locale)}</span> },
    { key: 'network', header: t('withdrawals.network'), render: (row) => row.network ?? none },
    { key: 'address', header: t('withdrawals.address'), render: (row) => (row.address ? <ChainText text={row.address} /> : none) },
    { key: 'txid', header: t('withdrawals.txid'), render: (row) => (row.txid ? <ChainText text={row.txid} /> : none) },
    {
      key: 'status',
      header: t('withdrawals.status'),
      render: (row) => (
        <>
          <MoneyStatusBadge type="withdrawal" status={row.status} locale={locale} />
          {row.failureReason ? <p className={styles.muted}>{t('withdrawals.reason', { reason: row.failureReason })}</p> : null}
        </>
      ),
    },
  ];

  let body;
  if (remote.status === 'failed' && !data) body = <LoadFailed onRetry={remote.reload} locale={locale} />;
  else if (!data) body = <SkeletonText lines={4} label={t('islands:loading')} locale={locale} />;
  else
    body = (
      <Table
        caption={t('withdrawals.caption')}
        columns={columns}
        rows={data.list}
        rowKey={(row) => row.orderSn}
        empty={<EmptyState icon="🪙" title={t('withdrawals.empty')} locale={locale} />}
        locale={locale}
        pagination={
          data.total > data.pageSize
            ? { pageNum: data.pageNum, pageSize: data.pageSize, total: data.total, onChange: (next) => setPage({ pageNum: next, version }), label: t('withdrawals.pages') }
            : undefined
        }
      />
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId} aria-busy={remote.loading}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('withdrawals.title')}
      </h2>
      {body}
    </section>
  );
}
