import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/calls.ts';
import { drawWithdraw } from '../../contracts/withdrawals.ts';
import type { BankCard } from '../../contracts/bank-cards.ts';
import * as f from '../../contracts/fields.ts';
import type { WithdrawalRecord } from '../../contracts/withdrawals.ts';
import type { Locale } from '../../../shared/locales.ts';
import { $balance, refreshBalance } from '../../stores/balance.ts';
import { $user } from '../../stores/session.ts';
import { AmountInput } from '../../design-system/components/AmountInput/AmountInput.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import type { RemoteState } from '../../stores/remote.ts';
import { FundPasswordField } from '../shared/FundPasswordField.tsx';
import { useForm } from '../shared/useForm.ts';
import * as userStyles from '../user/user.css.ts';
import { ActionKey } from './actionKey.ts';
import { amountFromBalanceError, fundPasswordError } from './amountError.ts';
import { normalizeAmount } from './amounts.fns.ts';
import { BankCardPicker, NoCardNotice, preferredCard } from './BankCardPicker.tsx';
import * as styles from './finance.css.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import { isKycRequired, KycRequiredNotice } from './KycRequiredNotice.tsx';
import { AppKeyCodeField } from '../shared/AppKeyCodeField.tsx';

type Values = { bankCardId: string; amount: string; paymentPassword: string; appKeyCode: string };

/** Business refusals that belong to one field; the rest are said at the form's top. */
const FIELD_OF_ERROR: Record<string, keyof Values> = {
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  PAYMENT_PASSWORD_LOCKED: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
  INSUFFICIENT_FUNDS: 'amount',
  AMOUNT_OUT_OF_RANGE: 'amount',
  AMOUNT_TOO_PRECISE: 'amount',
  BANK_CARD_REQUIRED: 'bankCardId',
  APP_KEY_CODE_REQUIRED: 'appKeyCode',
  APP_KEY_CODE_INVALID: 'appKeyCode',
  APP_KEY_CODE_USED: 'appKeyCode',
  APP_KEY_LOCKED: 'appKeyCode',
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
  const user = useStore($user);
  const hasPaymentPassword = user.hasPaymentPassword !== false;
  // Once an app key is bound, its code is asked for too.
  const appKeyBound = user.appKeyBound === true;
  const [actionKey] = useState(() => new ActionKey());
  const [done, setDone] = useState<WithdrawalRecord | null>(null);
  const [kycRequired, setKycRequired] = useState(false);
  const cardChosen = useRef(false);

  const form = useForm<Values>({
    initial: { bankCardId: '', amount: '', paymentPassword: '', appKeyCode: '' },
    validate: (values) => {
      return {
        bankCardId: values.bankCardId === '' ? t('validation.choose', { field: t('withdraw.card') }) : undefined,
        amount: amountFromBalanceError(values.amount, balance, t, locale),
        paymentPassword: fundPasswordError(values.paymentPassword, t),
        appKeyCode: !appKeyBound
          ? undefined
          : values.appKeyCode.trim() === ''
            ? t('validation.required', { field: t('withdraw.appKeyCode') })
            : f.appKeyCode.safeParse(values.appKeyCode).success
              ? undefined
              : t('withdraw.appKeyHint'),
      };
    },
    submit: async (values, current) => {
      setDone(null);
      const body = { bankCardId: Number(values.bankCardId), amount: normalizeAmount(values.amount)!, paymentPassword: values.paymentPassword };
      const appKeyCode = appKeyBound ? { appKeyCode: values.appKeyCode.trim() } : {};
      let withdrawal: WithdrawalRecord;
      try {
        // The code is not part of the action: a retry with the next code keeps the key, so the server replays.
        withdrawal = await call(drawWithdraw, { ...body, ...appKeyCode }, { idempotencyKey: actionKey.for(body) });
        actionKey.settle();
      } catch (error) {
        actionKey.settle(error);
        setKycRequired(isKycRequired(error));
        throw error;
      }
      current.setValues((now) => ({ ...now, amount: '', paymentPassword: '', appKeyCode: '' }));
      setDone(withdrawal);
      onWithdrawn(withdrawal);
      await refreshBalance().catch(() => undefined);
    },
    // A refusal with no field of its own ("Withdrawal Failed") is said at the form's top.
    server: { fields: ['bankCardId', 'amount', 'paymentPassword', 'appKeyCode'], fieldOfError: FIELD_OF_ERROR },
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
      {kycRequired ? <KycRequiredNotice locale={locale} /> : null}
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
      <FundPasswordField
        hasPaymentPassword={hasPaymentPassword}
        label={t('withdraw.paymentPassword')}
        hint={t('withdraw.paymentPasswordHint')}
        missing={t('withdraw.noPaymentPassword')}
        setLink={t('withdraw.setPaymentPassword')}
        locale={locale}
        {...form.field('paymentPassword')}
      />
      {hasPaymentPassword && appKeyBound ? <AppKeyCodeField label={t('withdraw.appKeyCode')} hint={t('withdraw.appKeyHint')} {...form.field('appKeyCode')} /> : null}
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
