import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../../shared/locales.ts';
import * as styles from '../../records/records.css.ts';
import { formatAmount, isNegativeAmount } from '../../../../shared/money/formatAmount.ts';

/**
 * A profit or loss: the sign is written out (+/−) and the colour only repeats it, so it reads
 * the same without colour. Zero has no sign and no colour.
 */
export function SignedCoins({ amount, locale, withUnit }: { amount: string; locale: Locale; withUnit?: boolean }) {
  const { t } = useTranslation('gameRecords');
  const text = formatAmount(amount, locale, { signed: true });
  const zero = !/[1-9]/.test(amount);
  const className = zero ? styles.nowrap : isNegativeAmount(amount) ? styles.debit : styles.credit;
  return (
    <span className={className} data-sign={zero ? 'zero' : isNegativeAmount(amount) ? 'loss' : 'profit'}>
      {withUnit ? t('totals.coins', { amount: text }) : text}
    </span>
  );
}
