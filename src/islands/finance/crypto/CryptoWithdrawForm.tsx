import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/calls.ts';
import { cppWithdraw } from '../../../contracts/crypto.ts';
import { isApiError } from '../../../api/ApiError.ts';
import { isKycRequired, KycRequiredNotice } from '../KycRequiredNotice.tsx';
import { newIdempotencyKey } from '../../../api/client.ts';
import type { CoinInfo, WithdrawalRecord } from '../../../contracts/index.ts';
import * as f from '../../../contracts/fields.ts';
import { localizePath, type Locale } from '../../../../shared/locales.ts';
import { $balance, refreshBalance } from '../../../stores/balance.ts';
import { $user } from '../../../stores/session.ts';
import { showToast } from '../../../stores/toasts.ts';
import { AmountInput } from '../../../design-system/components/AmountInput/AmountInput.tsx';
import { FormAlert } from '../../../design-system/components/FormAlert/FormAlert.tsx';
import { Button, ButtonLink } from '../../../design-system/components/Button/Button.tsx';
import { TextField } from '../../../design-system/components/TextField/TextField.tsx';
import { useForm } from '../../shared/useForm.ts';
import { PAYMENT_PASSWORD_PATH } from '../../user/links.ts';
import { coinsExceed, withdrawalCoins, withinRange } from './coinMath.ts';
import { useAddressCheck, type AddressVerdict } from './useAddressCheck.ts';
import * as styles from './crypto.css.ts';
import { formatAmount } from '../../../../shared/money/formatAmount.ts';
import { AppKeyCodeField } from '../../shared/AppKeyCodeField.tsx';

type Network = CoinInfo['networks'][number];

export interface CryptoWithdrawFormProps {
  coin: string;
  /** The network of the user's deposits of this coin: the only one withdrawals may use (§5). */
  network: Network;
  locale: Locale;
  onWithdrawn: (withdrawal: WithdrawalRecord) => void;
}

/** Digits after the point of a refused edit, to tell "too many decimals" from other refusals. */
const decimalsOf = (text: string) => /^\s*\d*\.(\d*)\s*$/.exec(text)?.[1]?.length ?? 0;

const empty = { address: '', amount: '', paymentPassword: '', appKeyCode: '' };
type Values = typeof empty;

/** Which of the server's refusals belong under which field. */
const FIELD_OF_ERROR = {
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  PAYMENT_PASSWORD_LOCKED: 'paymentPassword',
  PAYMENT_PASSWORD_NOT_SET: 'paymentPassword',
  APP_KEY_CODE_REQUIRED: 'appKeyCode',
  APP_KEY_CODE_INVALID: 'appKeyCode',
  APP_KEY_CODE_USED: 'appKeyCode',
  APP_KEY_LOCKED: 'appKeyCode',
  ADDRESS_INVALID: 'address',
  AMOUNT_OUT_OF_RANGE: 'amount',
  AMOUNT_TOO_PRECISE: 'amount',
  INSUFFICIENT_FUNDS: 'amount',
};

/**
 * Address, amount in the coin and fund password. The address is checked by the server when the
 * field is left (and before sending, if it never was); the amount takes no more decimals than the
 * network's and shows what it costs in game coins. One Idempotency-Key per withdrawal: a retry
 * after a lost answer reuses it, anything answered starts a new one.
 */
export function CryptoWithdrawForm({ coin, network, locale, onWithdrawn }: CryptoWithdrawFormProps) {
  const { t } = useTranslation('crypto');
  const user = useStore($user) as { hasPaymentPassword?: unknown; appKeyBound?: unknown };
  const hasPaymentPassword = user.hasPaymentPassword !== false;
  // Once an app key is bound, its code is asked for too.
  const appKeyBound = user.appKeyBound === true;
  const balance = useStore($balance);
  const addressCheck = useAddressCheck(network.network);
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [tooPrecise, setTooPrecise] = useState(false);
  const [kycRequired, setKycRequired] = useState(false);

  const range = { min: formatAmount(network.withdrawMin, locale), max: formatAmount(network.withdrawMax, locale), coin };
  const verdictMessage = (verdict: AddressVerdict | undefined) =>
    verdict === 'format' || verdict === 'checksum' || verdict === 'prefix' ? t(`address.invalid.${verdict}`, { network: network.name }) : undefined;

  const form = useForm<Values>({
    initial: empty,
    validate: (values) => {
      const cost = withdrawalCoins(values.amount, network.decimals, network.rate);
      return {
        address: values.address.trim() === '' ? t('withdraw.addressRequired') : verdictMessage(addressCheck.verdictOf(values.address)),
        amount:
          values.amount === '' ? t('withdraw.amountRequired')
          : withinRange(values.amount, network.withdrawMin, network.withdrawMax, network.decimals) !== true ? t('withdraw.amountRange', range)
          : cost !== null && balance !== undefined && coinsExceed(cost, balance) ? t('withdraw.overBalance', { balance: formatAmount(balance, locale) })
          : undefined,
        paymentPassword: f.paymentPassword.safeParse(values.paymentPassword).success ? undefined : t('withdraw.sixDigits'),
        appKeyCode: !appKeyBound || f.appKeyCode.safeParse(values.appKeyCode).success ? undefined : t('withdraw.appKeyHint'),
      };
    },
    submit: async (values, current) => {
      const verdict = await addressCheck.check(values.address);
      if (verdict !== 'valid') {
        // Unanswered (the toast said why) or refused: nothing is sent.
        if (verdict) current.setErrors((errors) => ({ ...errors, address: verdictMessage(verdict) }));
        return;
      }
      const body = { coin, network: network.network, address: values.address.trim(), amount: values.amount, paymentPassword: values.paymentPassword };
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text) attempt.current = { body: text, key: newIdempotencyKey() };
      let withdrawal: WithdrawalRecord;
      try {
        // The code is not part of the action: a retry with the next code keeps the key, so the server replays.
        withdrawal = await call(cppWithdraw, { ...body, ...(appKeyBound ? { appKeyCode: values.appKeyCode.trim() } : {}) }, { idempotencyKey: attempt.current.key });
      } catch (error) {
        // Only an unanswered request may be the same action again; an answer ends the action.
        if (!isApiError(error) || error.code !== 0) attempt.current = null;
        setKycRequired(isKycRequired(error));
        throw error;
      }
      attempt.current = null;
      current.setValues((now) => ({ ...now, amount: '', paymentPassword: '', appKeyCode: '' }));
      showToast(t('withdraw.requestedToast'), { tone: 'positive' });
      void refreshBalance().catch(() => undefined);
      onWithdrawn(withdrawal);
    },
    server: { fieldOfError: FIELD_OF_ERROR },
  });

  const verdict = addressCheck.verdictOf(form.values.address);
  const cost = withdrawalCoins(form.values.amount, network.decimals, network.rate);

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      {kycRequired ? <KycRequiredNotice locale={locale} /> : null}
      <TextField
        label={t('withdraw.address', { coin, network: network.name })}
        name="address"
        autoComplete="off"
        spellCheck={false}
        value={form.values.address}
        error={form.errors.address ?? verdictMessage(verdict)}
        hint={verdict === 'checking' ? t('address.checking') : verdict === 'valid' ? t('address.valid', { network: network.name }) : t('withdraw.addressHint', { network: network.name })}
        onChange={(event) => form.setValue('address', event.currentTarget.value)}
        onBlur={(event) => void addressCheck.check(event.currentTarget.value)}
      />
      <AmountInput
        label={t('withdraw.amount', { coin })}
        name="amount"
        decimals={network.decimals}
        unit={coin}
        min={network.withdrawMin}
        max={network.withdrawMax}
        rangeHint={t('withdraw.range', range)}
        value={form.values.amount}
        error={form.errors.amount ?? (tooPrecise ? t('withdraw.tooPrecise', { decimals: network.decimals }) : undefined)}
        onValueChange={(value) => {
          setTooPrecise(false);
          form.setValue('amount', value);
        }}
        onRefuse={(attempted) => setTooPrecise(decimalsOf(attempted) > network.decimals)}
      />
      <p className={styles.preview} aria-live="polite">
        {t('withdraw.cost', { coins: cost === null ? '—' : formatAmount(cost, locale) })}
      </p>
      {hasPaymentPassword ? (
        <TextField
          type="password"
          label={t('withdraw.paymentPassword')}
          autoComplete="off"
          inputMode="numeric"
          maxLength={6}
          hint={t('withdraw.paymentPasswordHint')}
          {...form.field('paymentPassword')}
        />
      ) : (
        <div className={styles.actions}>
          <p className={styles.muted}>{t('withdraw.noPaymentPassword')}</p>
          <ButtonLink href={localizePath(PAYMENT_PASSWORD_PATH, locale)} variant="outline" size="small">
            {t('withdraw.setPaymentPassword')}
          </ButtonLink>
        </div>
      )}
      {hasPaymentPassword && appKeyBound ? <AppKeyCodeField label={t('finance:withdraw.appKeyCode')} hint={t('finance:withdraw.appKeyHint')} {...form.field('appKeyCode')} /> : null}
      <div className={styles.actions}>
        <Button type="submit" tone="brand" busy={form.busy} disabled={!hasPaymentPassword}>
          {t('withdraw.submit')}
        </Button>
      </div>
    </form>
  );
}
