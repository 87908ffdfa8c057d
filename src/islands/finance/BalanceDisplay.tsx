import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { $balance, refreshBalance } from '../../stores/balance.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import * as styles from './finance.css.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';

/** The player's balance with a refresh button; follows every refresh of the balance store. */
export function BalanceDisplay({ locale }: { locale: Locale }) {
  const { t } = useTranslation('finance');
  const balance = useStore($balance);
  const [busy, setBusy] = useState(false);
  const labelId = useId();

  const refresh = () => {
    setBusy(true);
    refreshBalance()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  useEffect(() => {
    // The guard normally loaded it already; a page shown before that finished asks itself.
    if ($balance.get() === undefined) refresh();
  }, []);

  return (
    <div className={styles.balanceRow} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.muted}>
        {t('balance.label')}
      </span>
      <output className={styles.balanceFigure} aria-busy={busy || undefined}>
        {balance === undefined ? '—' : t('balance.coins', { amount: formatAmount(balance, locale) })}
      </output>
      <Button variant="ghost" size="small" busy={busy} onClick={refresh}>
        {t('balance.refresh')}
      </Button>
    </div>
  );
}
