import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/calls.ts';
import { payQuery } from '../../contracts/payments.ts';
import type { PaymentRecord } from '../../contracts/payments.ts';
import type { Locale } from '../../../shared/locales.ts';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { useRemote } from '../shared/useRemote.ts';
import { Panel } from '../user/Panel.tsx';
import { BalanceDisplay } from './BalanceDisplay.tsx';
import { DepositForm } from './DepositForm.tsx';
import { DepositOrderStatus } from './DepositOrderStatus.tsx';
import { DepositRecords } from './DepositRecords.tsx';
import { FinanceIsland } from './FinanceIsland.tsx';
import { FinanceNav } from './FinanceNav.tsx';
import { webAddress } from './safeUrl.ts';
import * as styles from './finance.css.ts';

export interface DepositProps {
  locale: Locale;
  /** Where the browser goes to pay; the real location unless a test watches it. */
  navigate?: (url: string) => void;
  /** The page's query ("?orderSn=…" on the way back from the checkout); the real one by default. */
  search?: string;
  pollMs?: number;
  pollLimitMs?: number;
}

const loadChannels = (_: null, signal: AbortSignal) => call(payQuery, undefined, { signal });

function DepositScreen({ locale, navigate, search, pollMs, pollLimitMs }: DepositProps) {
  const { t } = useTranslation('finance');
  const channels = useRemote(loadChannels, null, 'channels');
  const [recordsKey, setRecordsKey] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const orderSn = new URLSearchParams(search ?? window.location.search).get('orderSn')?.trim() || null;

  function pay(order: PaymentRecord) {
    const target = order.payUrl ? webAddress(order.payUrl, window.location.href) : null;
    if (!target) {
      // Nothing to pay at (or an address that is not a web page): follow the order here.
      setRecordsKey((n) => n + 1);
      return;
    }
    setLeaving(true);
    (navigate ?? ((url: string) => window.location.assign(url)))(target);
  }

  return (
    <div className={styles.page}>
      <FinanceNav locale={locale} current="deposit" />
      <BalanceDisplay locale={locale} />
      {orderSn ? (
        <DepositOrderStatus
          key={orderSn}
          locale={locale}
          orderSn={orderSn}
          pollMs={pollMs}
          limitMs={pollLimitMs}
          onSettled={() => setRecordsKey((n) => n + 1)}
        />
      ) : null}
      <Panel title={t('deposit.formTitle')}>
        {leaving ? (
          <p role="status" className={styles.notice}>
            {t('deposit.redirecting')}
          </p>
        ) : channels.status === 'failed' && !channels.data ? (
          <LoadFailed onRetry={channels.reload} locale={locale} />
        ) : !channels.data ? (
          <SkeletonText lines={4} label={t('islands:loading')} />
        ) : channels.data.channels.length === 0 ? (
          <p className={styles.muted}>{t('deposit.noChannels')}</p>
        ) : (
          <DepositForm locale={locale} channels={channels.data.channels} onOrdered={pay} />
        )}
      </Panel>
      <DepositRecords locale={locale} refreshKey={recordsKey} />
    </div>
  );
}

/** /user/finance/deposit: choose a channel and amount, pay at the provider, follow the order. */
export function Deposit(props: DepositProps) {
  return (
    <FinanceIsland locale={props.locale}>
      <DepositScreen {...props} />
    </FinanceIsland>
  );
}

export default Deposit;
