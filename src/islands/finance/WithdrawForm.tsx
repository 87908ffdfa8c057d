import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/calls.ts';
import type { BankCard } from '../../contracts/bank-cards.ts';
import * as f from '../../contracts/fields.ts';
import type { WithdrawalRecord } from '../../contracts/withdrawals.ts';
import { localizePath, type Locale } from '../../lib/locales.ts';
import { $balance, refreshBalance } from '../../stores/balance.ts';
import { $user } from '../../stores/session.ts';
import { AmountInput } from '../../design-system/components/AmountInput/AmountInput.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import type { RemoteState } from '../../stores/remote.ts';
import { useForm } from '../shared/useForm.ts';
import { PAYMENT_PASSWORD_PATH } from '../user/links.ts';
import * as userStyles from '../user/user.css.ts';
import { ActionKey } from './actionKey.ts';
import { compareAmounts, isPositiveAmount, normalizeAmount } from './amounts.fns.ts';
import { BankCardPicker, NoCardNotice, preferredCard } from './BankCardPicker.tsx';
import * as styles from './finance.css.ts';
import { formatAmount } from '../../lib/formatAmount.ts';

type Values = { bankCardId: string; amount: string; paymentPassword: string };

/** Business refusals that belong to one field; the rest are said at the form's top. */
const FIELD_OF_ERROR: Record<string, keyof Values> = {
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  PAYMENT_PASSWORD_LOCKED: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
  INSUFFICIENT_FUNDS: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  AMOUNT_TOO_PRECISE: 'amount',
  BANK_CARD_REQUIRED: 'bankCardId',
  BANK_CARD_NOT_FOUND: 'bankCardId',
  NAME_MISMATCH: 'bankCardId',
  PROFILE_NAME_REQUIRED: 'bankCardId',
};

export interface WithdrawFormProps {
  locale: Locale;
  cards: RemoteState<BankCard[]> & { reload: () => void };
  /** The default card's id from user/get/bank, once known (`null`: none). */
  defaultCardId: number | null | undefined;
  onWithdrawn: (withdrawal: WithdrawalRecord) => void;
}

/** Card, amount in coins and the fund password; the amount is held until an operator reviews it. */
export function WithdrawForm({ locale, cards, defaultCardId, onWithdrawn }: WithdrawFormProps) {
  const { t } = useTranslation('finance');
  const balance = useStore($balance);
  const hasPaymentPassword = useStore($user).hasPaymentPassword !== false;
  const [actionKey] = useState(() => new ActionKey());
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  const cardChosen = useRef(false);

  const form = useForm<Values>({
    initial: { bankCardId: '', amount: '', paymentPassword: '' },
    validate: (values) => {
      const amount = normalizeAmount(values.amount);
      return {
        bankCardId: values.bankCardId === '' ? t('validation.choose', { field: t('withdraw.card') }) : undefined,
        amount:
          amount === null
            ? t('validation.amountRequired')
            : !isPositiveAmount(amount)
              ? t('validation.amountPositive')
              : balance !== undefined && compareAmounts(amount, balance) === 1
                ? t('validation.amountOverBalance', { balance: formatAmount(balance, locale) })
                : undefined,
        paymentPassword:
          values.paymentPassword === ''
            ? t('validation.required', { field: t('withdraw.paymentPassword') })
            : f.paymentPassword.safeParse(values.paymentPassword).success
              ? undefined
              : t('validation.sixDigits'),
      };
    },
    submit: async (values, current) => {
      setDone(null);
      const body = { bankCardId: Number(values.bankCardId), amount: normalizeAmount(values.amount)!, paymentPassword: values.paymentPassword };
      let withdrawal: WithdrawalRecord;
      try {
        withdrawal = await api.drawWithdraw(body, { idempotencyKey: actionKey.for(body) });
        actionKey.settle();
      } catch (error) {
        actionKey.settle(error);
        throw error;
      }
      current.setValues((now) => ({ ...now, amount: '', paymentPassword: '' }));
      setDone(withdrawal);
      onWithdrawn(withdrawal);
      await refreshBalance().catch(() => undefined);
    },
    // A refusal with no field of its own ("Withdrawal Failed") is said at the form's top.
    server: { fields: ['bankCardId', 'amount', 'paymentPassword'], fieldOfError: FIELD_OF_ERROR },
  });

  // Only the arrival of the answers matters here; `form` is rebuilt on every render.
  const chooseCard = useEffectEvent((cardId: number) => form.setValue('bankCardId', String(cardId)));
  // The default card (user/get/bank) is chosen once both answers are in.
  useEffect(() => {
    if (cardChosen.current || !cards.data || defaultCardId === undefined) return;
    cardChosen.current = true;
    const card = preferredCard(cards.data, defaultCardId);
    if (card) chooseCard(card.id);
  }, [cards.data, defaultCardId]);

  if (cards.data?.length === 0) return <NoCardNotice locale={locale} />;

  return (
    <form className={userStyles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <BankCardPicker
        locale={locale}
        label={t('withdraw.card')}
        cards={cards.data}
        failed={cards.status === 'failed'}
        onRetry={cards.reload}
        value={form.values.bankCardId}
        onChange={(id) => form.setValue('bankCardId', id)}
        error={form.errors.bankCardId}
      />
      <AmountInput
        label={t('withdraw.amount')}
        name="amount"
        decimals={4}
        unit={t('unit.coins')}
        rangeHint={balance === undefined ? undefined : t('withdraw.available', { amount: formatAmount(balance, locale) })}
        value={form.values.amount}
        onValueChange={(next) => form.setValue('amount', next)}
        error={form.errors.amount}
      />
      {hasPaymentPassword ? (
        <TextField
          type="password"
          label={t('withdraw.paymentPassword')}
          hint={t('withdraw.paymentPasswordHint')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          {...form.field('paymentPassword')}
        />
      ) : (
        <p className={styles.warning}>
          <span className={styles.noticeIcon} aria-hidden="true">
            ⚠
          </span>
          <span>
            {t('withdraw.noPaymentPassword')}{' '}
            <a className={styles.link} href={localizePath(PAYMENT_PASSWORD_PATH, locale)}>
              {t('withdraw.setPaymentPassword')}
            </a>
          </span>
        </p>
      )}
      {done ? (
        <p role="status" className={styles.success}>
          {t('withdraw.done', { orderSn: done.orderSn })}
        </p>
      ) : null}
      <div className={userStyles.actions}>
        <Button type="submit" tone="brand" size="large" busy={form.busy} disabled={!hasPaymentPassword || !cards.data}>
          {t('withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
