import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { PasswordStrengthMeter } from '../../design-system/components/PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { passwordStrength } from '../../lib/password-strength.ts';
import { resetPassword, sendPasswordReset } from '../../stores/auth.ts';
import { showToast } from '../../stores/toasts.ts';
import { AUTH_NS } from './AuthI18n.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { replaceSpentCaptcha, useCaptcha } from './useCaptcha.ts';
import { validateFindPasswordReset, validateFindPasswordSend } from './validation.ts';
import { useForm } from '../shared/useForm.ts';
import * as styles from './AuthPopup.css.ts';

export interface FindPasswordFormProps {
  onBack: () => void;
  /** After the new password is set (its success message is already showing). */
  onDone: () => void;
}

/** Step 0: account + captcha → reset code mailed. Step 1: code + new password → success message, close. */
export function FindPasswordForm({ onBack, onDone }: FindPasswordFormProps) {
  const { t } = useTranslation(AUTH_NS);
  const [step, setStep] = useState<0 | 1>(0);
  const [account, setAccount] = useState('');
  return (
    <div className={styles.form}>
      {step === 0 ? (
        <SendStep
          onSent={(sentTo) => {
            setAccount(sentTo);
            setStep(1);
          }}
        />
      ) : (
        <ResetStep
          account={account}
          onReset={() => {
            showToast(t('findPassword.done'), { tone: 'positive', duration: 5000 });
            onDone();
          }}
        />
      )}
      <BackLink onBack={onBack} />
    </div>
  );
}

function BackLink({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <button type="button" className={styles.linkButton} onClick={onBack}>
      {t('findPassword.back')}
    </button>
  );
}

function SendStep({ onSent }: { onSent: (account: string) => void }) {
  const { t } = useTranslation(AUTH_NS);
  const captcha = useCaptcha();
  const form = useForm({
    initial: { account: '', qrcode: '' },
    validate: (values) => validateFindPasswordSend(values, t),
    submit: async ({ account, qrcode }) => {
      await sendPasswordReset({ account: account.trim(), uuid: captcha.uuid, qrcode: qrcode.trim() });
      onSent(account);
    },
    server: { fields: ['account', 'qrcode'], fieldOfError: { CAPTCHA_INVALID: 'qrcode' } },
    failureNote: t('captcha.replaced'),
    // Each captcha answers once.
    onFailure: (_error, failed) => replaceSpentCaptcha(captcha, failed),
  });

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <p className={styles.note}>{t('findPassword.intro')}</p>
      <FormAlert message={form.formError} />
      <TextField
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in dialog moves focus to the field its step asks for first
        autoFocus
        label={t('fields.account')}
        autoComplete="username"
        {...form.field('account')}
      />
      <CaptchaField captcha={captcha} value={form.values.qrcode} onChange={(value) => form.setValue('qrcode', value)} error={form.errors.qrcode} />
      <Button type="submit" tone="brand" block busy={form.busy}>
        {t('findPassword.send')}
      </Button>
    </form>
  );
}

function ResetStep({ account, onReset }: { account: string; onReset: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const form = useForm({
    initial: { code: '', newPassword: '' },
    validate: (values) => validateFindPasswordReset(values, t),
    submit: async ({ code, newPassword }) => {
      await resetPassword({ account: account.trim(), newPassword, qrcode: code.trim() });
      onReset();
    },
    server: {
      fields: ['code', 'newPassword'],
      rename: { qrcode: 'code' },
      fieldOfError: { RESET_CODE_INVALID: 'code', PASSWORD_TOO_WEAK: 'newPassword' },
    },
  });
  const { newPassword } = form.values;

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <p className={styles.tip} role="status">
        {t('findPassword.sent')}
      </p>
      <FormAlert message={form.formError} />
      <TextField
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in dialog moves focus to the field its step asks for first
        autoFocus
        label={t('fields.resetCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('code')}
      />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('newPassword')}
      />
      <PasswordStrengthMeter score={passwordStrength(newPassword)} />
      <Button type="submit" tone="brand" block busy={form.busy}>
        {t('findPassword.submit')}
      </Button>
    </form>
  );
}
