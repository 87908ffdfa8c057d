import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { PasswordStrengthMeter } from '../../design-system/components/PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { passwordStrength } from '../../lib/password-strength.ts';
import { isApiError } from '../../api/ApiError.ts';
import { resetPassword, sendPasswordReset } from '../../stores/auth.ts';
import { showToast } from '../../stores/toasts.ts';
import { AUTH_NS } from './AuthI18n.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { useCaptcha } from './useCaptcha.ts';
import { useProblemText } from './useProblemText.ts';
import { hasErrors, serverFieldErrors, validateFindPasswordReset, validateFindPasswordSend, type FieldErrors } from './validation.ts';
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
        <SendStep account={account} onAccount={setAccount} onSent={() => setStep(1)} />
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

function SendStep({ account, onAccount, onSent }: { account: string; onAccount: (value: string) => void; onSent: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const text = useProblemText();
  const captcha = useCaptcha();
  const [qrcode, setQrcode] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'account' | 'qrcode'>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFindPasswordSend({ account, qrcode });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await sendPasswordReset({ account: account.trim(), uuid: captcha.uuid, qrcode: qrcode.trim() });
      onSent();
    } catch (error) {
      if (isApiError(error)) setErrors(serverFieldErrors(error.issues, ['account', 'qrcode']));
      setQrcode('');
      void captcha.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.note}>{t('findPassword.intro')}</p>
      <TextField
        autoFocus
        label={t('fields.account')}
        name="account"
        autoComplete="username"
        value={account}
        error={text(errors.account)}
        onChange={(event) => onAccount(event.target.value)}
      />
      <CaptchaField captcha={captcha} value={qrcode} onChange={setQrcode} error={text(errors.qrcode)} />
      <Button type="submit" tone="brand" block disabled={busy} aria-busy={busy || undefined}>
        {t('findPassword.send')}
      </Button>
    </form>
  );
}

function ResetStep({ account, onReset }: { account: string; onReset: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const text = useProblemText();
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors<'code' | 'newPassword'>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateFindPasswordReset({ code, newPassword });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await resetPassword({ account: account.trim(), newPassword, qrcode: code.trim() });
      onReset();
    } catch (error) {
      if (isApiError(error)) setErrors(serverFieldErrors(error.issues, ['code', 'newPassword'], { qrcode: 'code' }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.tip} role="status">
        {t('findPassword.sent')}
      </p>
      <TextField
        autoFocus
        label={t('fields.resetCode')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={text(errors.code)}
        onChange={(event) => setCode(event.target.value)}
      />
      <TextField
        label={t('fields.newPassword')}
        type="password"
        name="newPassword"
        autoComplete="new-password"
        value={newPassword}
        error={text(errors.newPassword)}
        onChange={(event) => setNewPassword(event.target.value)}
      />
      <PasswordStrengthMeter score={passwordStrength(newPassword)} />
      <Button type="submit" tone="brand" block disabled={busy} aria-busy={busy || undefined}>
        {t('findPassword.submit')}
      </Button>
    </form>
  );
}
