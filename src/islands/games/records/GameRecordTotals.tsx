import { useTranslation } from 'react-i18next';
import type { GameTotals } from '../../../contracts/games.ts';
import type { Locale } from '../../../../shared/locales.ts';
import { TotalsPanel } from '../../records/TotalsPanel.tsx';
import { SignedCoins } from './SignedCoins.tsx';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';

export interface GameRecordTotalsProps {
  totals: GameTotals;
  locale: Locale;
}

/** Rounds, bet, win and profit/loss over the whole filter, whatever page is shown. */
export function GameRecordTotals({ totals, locale }: GameRecordTotalsProps) {
  const { t } = useTranslation('gameRecords');
  const coins = (amount: string) => t('totals.coins', { amount: formatAmount(amount, locale) });
  return (
    <TotalsPanel
      title={t('totals.title')}
      items={[
        [t('totals.count'), new Intl.NumberFormat(locale).format(totals.count)],
        [t('totals.bet'), coins(totals.bet)],
        [t('totals.win'), coins(totals.win)],
        [t('totals.profit'), <SignedCoins amount={totals.profit} locale={locale} withUnit />],
      ]}
    />
  );
}
