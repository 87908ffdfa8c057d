import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../lib/locales.ts';
import { formatSignedCoins, isNegative } from '../../records/formatMoney.ts';
import * as styles from '../../records/records.css.ts';

/**
 * A profit or loss: the sign is written out (+/−) and the colour only repeats it, so it reads
 * the same without colour. Zero has no sign and no colour.
 */
export function SignedCoins({ amount, locale, withUnit }: { amount: string; locale: Locale; withUnit?: boolean }) {
  const { t } = useTranslation('gameRecords');
  const text = formatSignedCoins(amount, locale);
  const zero = !/[1-9]/.test(amount);
  const className = zero ? styles.nowrap : isNegative(amount) ? styles.debit : styles.credit;
  return (
    <span className={className} data-sign={zero ? 'zero' : isNegative(amount) ? 'loss' : 'profit'}>
      {withUnit ? t('totals.coins', { amount: text }) : text}
    </span>
  );
}
