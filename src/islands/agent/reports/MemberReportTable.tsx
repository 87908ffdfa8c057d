import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { EmptyState } from '../../../design-system/components/EmptyState/EmptyState.tsx';
import { Table, type TableColumn } from '../../../design-system/components/Table/Table.tsx';
import type { MemberReportPage, MemberReportRow, MemberReportSortKey, SortOrder } from '../../../stores/agentReport/teamReport.ts';
import * as styles from './reports.css.ts';

export interface MemberReportTableProps {
  page: MemberReportPage;
  sortBy: MemberReportSortKey;
  sortOrder: SortOrder;
  onSort: (key: MemberReportSortKey) => void;
  onPage: (pageNum: number) => void;
  /** The address of a member's own team report (same range). */
  hrefOf: (userId: number) => string;
  locale: Locale;
}

type Column = { key: MemberReportSortKey | 'teamSize'; label: string; amount?: boolean; signed?: boolean };

/** The figures per direct member, sortable by column, each member with a team a link one level down. */
export function MemberReportTable({ page, sortBy, sortOrder, onSort, onPage, hrefOf, locale }: MemberReportTableProps) {
  const { t } = useTranslation('agentReport');
  const number = new Intl.NumberFormat(locale);
  const figures: Column[] = [
    { key: 'betAmount', label: t('stats.betAmount'), amount: true },
    { key: 'winAmount', label: t('stats.winAmount'), amount: true },
    { key: 'netAmount', label: t('stats.netAmount'), amount: true, signed: true },
    { key: 'rechargeAmount', label: t('stats.rechargeAmount'), amount: true },
    { key: 'withdrawAmount', label: t('stats.withdrawAmount'), amount: true },
    { key: 'registrations', label: t('stats.registrations') },
    { key: 'activeUsers', label: t('stats.activeUsers') },
  ];
  const columns: TableColumn<MemberReportRow>[] = [
    {
      key: 'account',
      header: t('members.account'),
      sortable: true,
      render: (row) => (
        <span className={styles.nowrap}>
          {row.teamSize > 0 ? (
            <a href={hrefOf(row.userId)} aria-label={t('members.openTeam', { account: row.account })}>
              {row.account}
            </a>
          ) : (
            row.account
          )}
          {row.isAgent ? <span className={styles.agentMark}>{t('members.agent')}</span> : null}
        </span>
      ),
    },
    { key: 'teamSize', header: t('members.teamSize'), align: 'end', render: (row) => number.format(row.teamSize) },
    ...figures.map(
      (column): TableColumn<MemberReportRow> => ({
        key: column.key,
        header: column.label,
        sortable: column.key !== 'teamSize',
        align: 'end',
        render: (row) => {
          const value = row[column.key as keyof MemberReportRow];
          return (
            <span className={styles.nowrap}>
              {column.amount ? formatAmount(String(value), locale, { signed: column.signed }) : number.format(Number(value))}
            </span>
          );
        },
      }),
    ),
  ];
  return (
    <Table
      caption={t('members.caption')}
      columns={columns}
      rows={page.list}
      rowKey={(row) => row.userId}
      sort={{ key: sortBy, order: sortOrder }}
      onSort={(key) => onSort(key as MemberReportSortKey)}
      locale={locale}
      empty={<EmptyState icon="👥" title={t('members.empty')} description={t('members.emptyHint')} locale={locale} />}
      pagination={page.total > page.pageSize ? { pageNum: page.pageNum, pageSize: page.pageSize, total: page.total, onChange: onPage, label: t('members.pages') } : undefined}
    />
  );
}
