import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameRecord } from '../../../contracts/games.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { proofHref } from '../../../lib/roundProof.ts';
import { Table, type TableColumn } from '../../../design-system/components/Table/Table.tsx';
import * as styles from '../../records/records.css.ts';
import { SignedCoins } from './SignedCoins.tsx';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { formatDateTime } from '../../shared/formatDateTime.ts';

export interface GameRecordTableProps {
  records: readonly GameRecord[];
  locale: Locale;
  /** Where there are no rows: the empty state for the current filter. */
  empty: ReactNode;
  page: { pageNum: number; pageSize: number; total: number; onChange: (pageNum: number) => void };
}

/** The game records (spec §3): one row per round, newest first, each linking to its proof. */
export function GameRecordTable({ records, locale, empty, page }: GameRecordTableProps) {
  const { t } = useTranslation('gameRecords');
  const columns: TableColumn<GameRecord>[] = [
    {
      key: 'createdAt',
      header: t('table.time'),
      render: (row) => (
        <time dateTime={row.createdAt} className={styles.nowrap}>
          {formatDateTime(row.createdAt, locale)}
        </time>
      ),
    },
    { key: 'gameName', header: t('table.game') },
    { key: 'bet', header: t('table.bet'), align: 'end', render: (row) => <span className={styles.nowrap}>{formatAmount(row.bet, locale)}</span> },
    { key: 'win', header: t('table.win'), align: 'end', render: (row) => <span className={styles.nowrap}>{formatAmount(row.win, locale)}</span> },
    { key: 'profit', header: t('table.profit'), align: 'end', render: (row) => <SignedCoins amount={row.profit} locale={locale} /> },
    {
      key: 'proof',
      header: t('table.proof'),
      render: (row) => (
        <a href={proofHref(row.roundId, locale)} aria-label={t('table.proofLabel', { roundId: row.roundId })}>
          {t('table.proofLink')}
        </a>
      ),
    },
  ];
  return (
    <Table
      caption={t('table.caption')}
      columns={columns}
      rows={records}
      rowKey={(row) => row.roundId}
      empty={empty}
      locale={locale}
      pagination={page.total > page.pageSize ? { ...page, label: t('table.pages') } : undefined}
    />
  );
}
