import { useTranslation } from 'react-i18next';
import type { FinanceRecord } from '../../contracts/index.ts';
import type { Locale } from '../../../shared/locales.ts';
import { TotalsPanel } from './TotalsPanel.tsx';
import { formatAmount } from '../../../shared/money/formatAmount.ts';

export interface RecordTotalsProps {
  totals: { count: number; deposits: FinanceRecord['amount']; withdrawals: FinanceRecord['amount']; adjustments: FinanceRecord['amount'] };
  locale: Locale;
}

/** Sums of the successful movements matching the filter, whatever page is shown. */
export function RecordTotals({ totals, locale }: RecordTotalsProps) {
  const { t } = useTranslation('records');
  const coins = (amount: string) => t('totals.coins', { amount: formatAmount(amount, locale) });
  return (
    <TotalsPanel
      title={t('totals.title')}
      items={[
        [t('totals.count'), new Intl.NumberFormat(locale).format(totals.count)],
        [t('totals.deposits'), coins(totals.deposits)],
        [t('totals.withdrawals'), coins(totals.withdrawals)],
        [t('totals.adjustments'), coins(totals.adjustments)],
      ]}
      hint={t('totals.hint')}
    />
  );
}
