import { useEffect, useEffectEvent, useRef, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/money/formatAmount.ts';
import type { Locale } from '../../../shared/locales.ts';
import { AmountInput } from '../../design-system/components/AmountInput/AmountInput.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { CountdownButton } from '../../design-system/components/CountdownButton/CountdownButton.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import type { FormStore, FormValues } from '../shared/formStore.ts';
import type { FieldBinding } from '../shared/useForm.ts';
import { AppKeyCodeField } from '../shared/AppKeyCodeField.tsx';
import { FundPasswordField } from '../shared/FundPasswordField.tsx';
import { $balance } from '../../stores/balance.ts';
import { $user } from '../../stores/session.ts';
import {
  $jsyFlow,
  $jsyForms,
  sendJsyCode,
  submitAccount,
  submitAmount,
  submitCard,
  submitLogin,
  type JsyVariant,
} from '../../stores/jsyTransfer.ts';
import { BankCardPicker, preferredCard } from '../finance/BankCardPicker.tsx';
import { useBankCards } from '../finance/useBankCards.ts';
import * as userStyles from '../user/user.css.ts';
import * as styles from './transfer.css.ts';

/** Binds a text field to one value of a form store (as `useForm().field` does for its own). */
function useBinding<V extends FormValues>(form: FormStore<V>) {
  const { values, errors, formError, busy } = useStore(form.$form);
  const field = (name: keyof V & string): FieldBinding => ({
    name,
    value: String(values[name] ?? ''),
    error: errors[name],
    onChange: (event) => form.setValue(name, event.currentTarget.value as V[typeof name]),
  });
  return { values, errors, formError, busy, field };
}

const submitting = (run: () => unknown) => (event: FormEvent) => {
  event.preventDefault();
  void run();
};

/** Step 1: the player's JSY account. */
export function AccountStep() {
  const { t } = useTranslation('transfer');
  const form = useStore($jsyForms).account;
  const { formError, busy, field } = useBinding(form);
  return (
    <form className={userStyles.form} onSubmit={submitting(() => submitAccount(t))} noValidate>
      <FormAlert message={formError} />
      <TextField label={t('fields.jsyAccount')} hint={t('hints.jsyAccount')} autoComplete="username" autoCapitalize="none" spellCheck={false} maxLength={64} {...field('jsyAccount')} />
      <div className={userStyles.actions}>
        <Button type="submit" tone="brand" busy={busy}>
          {t('actions.next')}
        </Button>
      </div>
    </form>
  );
}

/** Step 2: the bank card on file; the Japanese page adds the branch code and the holder's name in katakana. */
export function CardStep({ locale, variant }: { locale: Locale; variant: JsyVariant }) {
  const { t } = useTranslation('transfer');
  const form = useStore($jsyForms).card;
  const { values, errors, formError, busy, field } = useBinding(form);
  const cards = useBankCards();
  const chosen = useRef(false);
  const choose = useEffectEvent((id: number) => form.setValue('bankCardId', String(id)));
  // The default card (or the first usable one) is chosen once the list is in.
  useEffect(() => {
    if (chosen.current || !cards.data) return;
    chosen.current = true;
    const card = preferredCard(cards.data);
    if (card) choose(card.id);
  }, [cards.data]);
  return (
    <form className={userStyles.form} onSubmit={submitting(() => submitCard(t, variant))} noValidate>
      <FormAlert message={formError} />
      <p className={styles.text}>{t('hints.card')}</p>
      <BankCardPicker
        locale={locale}
        label={t('fields.bankCard')}
        cards={cards.data}
        failed={cards.status === 'failed'}
        onRetry={cards.reload}
        value={values.bankCardId}
        onChange={(id) => form.setValue('bankCardId', id)}
        error={errors.bankCardId}
      />
      {variant === 'jp' ? (
        <>
          <TextField label={t('fields.branchCode')} hint={t('hints.branchCode')} inputMode="numeric" autoComplete="off" maxLength={6} {...field('branchCode')} />
          <TextField label={t('fields.holderKana')} hint={t('hints.holderKana')} autoComplete="off" maxLength={50} {...field('holderKana')} />
        </>
      ) : null}
      <div className={userStyles.actions}>
        <Button type="submit" tone="brand" busy={busy} disabled={cards.data?.length === 0}>
          {t('actions.next')}
        </Button>
      </div>
    </form>
  );
}

/** Steps 3 and 4: the code mailed to the player (resent after the countdown) and the JSY password. */
export function LoginStep() {
  const { t } = useTranslation('transfer');
  const form = useStore($jsyForms).login;
  const flow = useStore($jsyFlow);
  const { formError, busy, field } = useBinding(form);
  return (
    <form className={userStyles.form} onSubmit={submitting(() => submitLogin(t))} noValidate>
      <FormAlert message={formError} />
      {flow.codeAccepted ? (
        <p className={styles.text}>{t('login.codeAccepted')}</p>
      ) : (
        <>
          <p className={styles.text} aria-live="polite">
            {flow.emailMasked ? t('login.codeSent', { email: flow.emailMasked }) : t('login.sendFirst')}
          </p>
          <div className={userStyles.codeRow}>
            <div className={userStyles.grow}>
              <TextField label={t('fields.emailCode')} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...field('emailCode')} />
            </div>
            <CountdownButton onStart={sendJsyCode} seconds={flow.resendSeconds} countingLabel={t('actions.resendIn')}>
              {flow.emailMasked ? t('actions.resend') : t('actions.sendCode')}
            </CountdownButton>
          </div>
        </>
      )}
      <TextField type="password" label={t('fields.jsyPassword')} hint={t('hints.jsyPassword')} autoComplete="off" maxLength={64} {...field('jsyPassword')} />
      <div className={userStyles.actions}>
        <Button type="submit" tone="brand" busy={busy}>
          {t('actions.signInJsy')}
        </Button>
      </div>
    </form>
  );
}

/** Step 5: the amount (four decimals), the fund password and, when bound, the app key code. */
export function AmountStep({ locale }: { locale: Locale }) {
  const { t } = useTranslation('transfer');
  const form = useStore($jsyForms).amount;
  const flow = useStore($jsyFlow);
  const balance = useStore($balance);
  const user = useStore($user);
  const { values, errors, formError, busy, field } = useBinding(form);
  const hasPaymentPassword = user.hasPaymentPassword !== false;
  const appKeyBound = user.appKeyBound === true;
  const limits = flow.limits ? t('amount.limits', { min: formatAmount(flow.limits.min, locale), max: formatAmount(flow.limits.max, locale) }) : undefined;
  return (
    <form className={userStyles.form} onSubmit={submitting(() => submitAmount(t, locale))} noValidate>
      <FormAlert message={formError} />
      <AmountInput
        label={t('fields.amount')}
        name="amount"
        decimals={4}
        unit={t('finance:unit.coins')}
        rangeHint={balance === undefined ? limits : [t('finance:withdraw.available', { amount: formatAmount(balance, locale) }), limits].filter(Boolean).join(' · ')}
        value={values.amount}
        onValueChange={(next) => form.setValue('amount', next)}
        error={errors.amount}
        locale={locale}
      />
      <FundPasswordField
        hasPaymentPassword={hasPaymentPassword}
        label={t('finance:withdraw.paymentPassword')}
        hint={t('finance:withdraw.paymentPasswordHint')}
        missing={t('finance:withdraw.noPaymentPassword')}
        setLink={t('finance:withdraw.setPaymentPassword')}
        locale={locale}
        {...field('paymentPassword')}
      />
      {hasPaymentPassword && appKeyBound ? <AppKeyCodeField label={t('finance:withdraw.appKeyCode')} hint={t('finance:withdraw.appKeyHint')} {...field('appKeyCode')} /> : null}
      <div className={userStyles.actions}>
        <Button type="submit" tone="brand" size="large" busy={busy} disabled={!hasPaymentPassword}>
          {t('actions.transfer')}
        </Button>
      </div>
    </form>
  );
}
