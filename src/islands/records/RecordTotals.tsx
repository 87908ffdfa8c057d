import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { FinanceRecord } from '../../contracts/index.ts';
import type { Locale } from '../../lib/locales.ts';
import { formatCoins } from '../user/formatCoins.ts';
import * as styles from './records.css.ts';

export interface RecordTotalsProps {
  totals: { count: number; deposits: FinanceRecord['amount']; withdrawals: FinanceRecord['amount']; adjustments: FinanceRecord['amount'] };
  locale: Locale;
}

/** Sums of the successful movements matching the filter, whatever page is shown. */
export function RecordTotals({ totals, locale }: RecordTotalsProps) {
  const { t } = useTranslation('records');
  const headingId = useId();
  const coins = (amount: string) => t('totals.coins', { amount: formatCoins(amount, locale) });
  const items: [string, string][] = [
    [t('totals.count'), new Intl.NumberFormat(locale).format(totals.count)],
    [t('totals.deposits'), coins(totals.deposits)],
    [t('totals.withdrawals'), coins(totals.withdrawals)],
    [t('totals.adjustments'), coins(totals.adjustments)],
  ];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('totals.title')}
      </h2>
      <dl className={styles.totals}>
        {items.map(([name, value]) => (
          <div key={name} className={styles.total}>
            <dt className={styles.totalName}>{name}</dt>
            <dd className={styles.totalValue}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.muted}>{t('totals.hint')}</p>
    </section>
  );
}
