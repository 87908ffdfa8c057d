import { useTranslation } from 'react-i18next';
import * as f from '../../contracts/fields.ts';
import { saveFundPassword } from '../../stores/profile.ts';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { checkField } from './fieldRules.ts';
import { useForm } from '../shared/useForm.ts';
import * as styles from './user.css.ts';
import { AppKeyCodeField } from '../shared/AppKeyCodeField.tsx';

const FUND_RULE = { schema: f.paymentPassword, label: 'settings.paymentPassword.new', format: 'validation.sixDigits' };
const CONFIRM_RULE = { schema: f.paymentPassword, label: 'settings.paymentPassword.confirm', format: 'validation.sixDigits' };

const APP_KEY_RULE = { schema: f.appKeyCode, label: 'settings.paymentPassword.appKeyCode', format: 'validation.code' };

const empty = { password: '', paymentPassword: '', confirm: '', appKeyCode: '' };

export interface FundPasswordFormProps {
  /** Changing an existing fund password rather than setting the first one. */
  hasPaymentPassword: boolean;
  /** An app key is bound: its code confirms the change too. */
  appKeyBound?: boolean;
  onSaved?: () => void;
}

/** Sets or changes the six-digit fund password; the login password confirms either. */
export function FundPasswordForm({ hasPaymentPassword, appKeyBound = false, onSaved }: FundPasswordFormProps) {
  const { t } = useTranslation('user');
  const form = useForm({
    initial: empty,
    validate: (values) => ({
      password: values.password === '' ? t('validation.required', { field: t('settings.paymentPassword.loginPassword') }) : undefined,
      paymentPassword: checkField(FUND_RULE, values.paymentPassword, t),
      confirm:
        checkField(CONFIRM_RULE, values.confirm, t) ??
        (values.confirm !== values.paymentPassword ? t('validation.mismatch') : undefined),
      appKeyCode: appKeyBound ? checkField(APP_KEY_RULE, values.appKeyCode, t) : undefined,
    }),
    submit: async (values, saved) => {
      await saveFundPassword(values.password, values.paymentPassword, appKeyBound ? values.appKeyCode.trim() : undefined);
      saved.setValues(empty);
      onSaved?.();
    },
    success: t('settings.paymentPassword.saved'),
    server: { fieldOfError: { PASSWORD_INCORRECT: 'password', APP_KEY_CODE_REQUIRED: 'appKeyCode', APP_KEY_LOCKED: 'appKeyCode' } },
  });
  const field = (name: keyof typeof empty, label: string, digits: boolean) => (
    <TextField
      type="password"
      autoComplete={digits ? 'off' : 'current-password'}
      inputMode={digits ? 'numeric' : undefined}
      maxLength={digits ? 6 : undefined}
      hint={digits && name === 'paymentPassword' ? t('settings.paymentPassword.hint') : undefined}
      label={label}
      {...form.field(name)}
    />
  );
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <p className={styles.muted}>{t(hasPaymentPassword ? 'settings.paymentPassword.isSet' : 'settings.paymentPassword.notSet')}</p>
      {field('password', t('settings.paymentPassword.loginPassword'), false)}
      {field('paymentPassword', t('settings.paymentPassword.new'), true)}
      {field('confirm', t('settings.paymentPassword.confirm'), true)}
      {appKeyBound ? (
        <AppKeyCodeField label={t('settings.paymentPassword.appKeyCode')} hint={t('settings.paymentPassword.appKeyHint')} {...form.field('appKeyCode')} />
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" tone="brand" busy={form.busy}>
          {t(hasPaymentPassword ? 'settings.paymentPassword.submitChange' : 'settings.paymentPassword.submitSet')}
        </Button>
      </div>
    </form>
  );
}
