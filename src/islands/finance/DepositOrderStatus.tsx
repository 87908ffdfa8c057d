import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/calls.ts';
import { payList } from '../../contracts/payments.ts';
import type { PaymentRecord } from '../../contracts/payments.ts';
import type { Locale } from '../../../shared/locales.ts';
import { refreshBalance } from '../../stores/balance.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Panel } from '../user/Panel.tsx';
import * as userStyles from '../user/user.css.ts';
import { CreditNotice } from './CreditNotice.tsx';
import { MoneyStatusBadge } from '../shared/MoneyStatusBadge.tsx';
import { statusKey } from '../shared/moneyStatus.ts';
import { useRemote } from '../shared/useRemote.ts';
import * as styles from './finance.css.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';

/** How often the order is looked up while it waits for payment, and for how long at most. */
export const ORDER_POLL_MS = 3000;
export const ORDER_POLL_LIMIT_MS = 5 * 60_000;

export interface DepositOrderStatusProps {
  locale: Locale;
  orderSn: string;
  pollMs?: number;
  limitMs?: number;
  /** The order left "pending payment" (paid, expired, cancelled …). */
  onSettled?: (order: PaymentRecord) => void;
}

/** Newest fiat orders first: the order just made is on the first page, whatever crypto deposits arrive meanwhile. */
async function findOrder(orderSn: string, signal: AbortSignal): Promise<PaymentRecord | null> {
  const page = await call(payList, { pageNum: 1, pageSize: 20, kind: 'fiat' }, { signal });
  return page.list.find((order) => order.orderSn === orderSn) ?? null;
}

/**
 * The order the player came back from the checkout with: looked up every few seconds until it
 * leaves "pending payment" (then the balance is refreshed) or the time limit passes.
 */
export function DepositOrderStatus({ locale, orderSn, pollMs = ORDER_POLL_MS, limitMs = ORDER_POLL_LIMIT_MS, onSettled }: DepositOrderStatusProps) {
  const { t } = useTranslation('finance');
  const [round, setRound] = useState(0);
  const [gaveUp, setGaveUp] = useState(false);
  const started = useRef(0);
  useEffect(() => {
    started.current = Date.now();
    setGaveUp(false);
  }, [round]);
  const lookup = useRemote(findOrder, orderSn, `${orderSn}|${round}`, {
    pollAfter: (answer) => {
      if (answer?.status !== 'pending') return null;
      if (Date.now() - started.current < limitMs) return pollMs;
      setGaveUp(true);
      return null;
    },
  });

  // Once per status the order settles in; `onSettled` is the page's callback, rebuilt every render.
  const settled = useEffectEvent(() => {
    const order = lookup.data;
    if (!order || order.status === 'pending') return;
    if (order.status === 'paid') void refreshBalance().catch(() => undefined);
    onSettled?.(order);
  });
  const settledStatus = lookup.data && lookup.data.status !== 'pending' ? lookup.data.status : null;
  useEffect(() => {
    if (settledStatus) settled();
  }, [settledStatus]);

  const order = lookup.data ?? undefined;
  const missing = lookup.data === null;
  const message = missing
    ? t('deposit.orderMissing', { orderSn })
    : !order
      ? t('deposit.checking')
      : order.status === 'paid'
        ? t('deposit.paidDone', { coins: formatAmount(order.coins, locale) })
        : order.status !== 'pending'
          ? t('deposit.ended', { status: t(statusKey('deposit', order.status)) })
          : gaveUp
            ? t('deposit.stillWaiting')
            : t('deposit.checking');

  return (
    <Panel title={t('deposit.orderTitle')}>
      <p className={styles.muted}>{t('deposit.orderSn', { orderSn })}</p>
      {order ? (
        <p className={styles.balanceRow}>
          <span className={styles.figure}>
            {formatAmount(order.amount, locale)} {order.currency}
          </span>
          <span aria-hidden="true">→</span>
          <span className={styles.figure}>{t('balance.coins', { amount: formatAmount(order.coins, locale) })}</span>
          <MoneyStatusBadge type="deposit" status={order.status} locale={locale} />
        </p>
      ) : null}
      <p role="status" className={order?.status === 'paid' ? styles.success : styles.notice}>
        {message}
      </p>
      {gaveUp && order?.status === 'pending' ? (
        <div className={userStyles.actions}>
          <Button variant="outline" onClick={() => setRound((n) => n + 1)}>
            {t('deposit.checkAgain')}
          </Button>
        </div>
      ) : null}
      <CreditNotice />
    </Panel>
  );
}
