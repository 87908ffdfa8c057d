import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locales.ts';
import { formatAmount } from '../../../lib/formatAmount.ts';
import { Table, type TableColumn } from '../../../design-system/components/Table/Table.tsx';
import type { TeamDailyFigures } from '../../../stores/agentReport/teamReport.ts';
import { formatDay } from './formatDay.ts';
import * as styles from './reports.css.ts';

type Day = TeamDailyFigures['days'][number];

/** The day-by-day figures of the range: bets, deposits and registrations. */
export function DailyFigures({ days, locale }: { days: TeamDailyFigures['days']; locale: Locale }) {
  const { t } = useTranslation('agentReport');
  const number = new Intl.NumberFormat(locale);
  const columns: TableColumn<Day>[] = [
    { key: 'date', header: t('chart.date'), render: (row) => <span className={styles.nowrap}>{formatDay(row.date, locale)}</span> },
    { key: 'betAmount', header: t('chart.bets'), align: 'end', render: (row) => formatAmount(row.betAmount, locale) },
    { key: 'rechargeAmount', header: t('chart.deposits'), align: 'end', render: (row) => formatAmount(row.rechargeAmount, locale) },
    { key: 'registrations', header: t('chart.registrations'), align: 'end', render: (row) => number.format(row.registrations) },
  ];
  return <Table caption={t('chart.caption')} columns={columns} rows={days} rowKey={(row) => row.date} locale={locale} />;
}
