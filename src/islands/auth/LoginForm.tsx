import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Checkbox } from '../../design-system/components/Checkbox/Checkbox.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { isApiError } from '../../api/ApiError.ts';
import { loginWithPassword } from '../../stores/auth.ts';
import { readRememberedLogin, saveLoginConfig, setRemember } from '../../stores/loginConfig.ts';
import { AUTH_NS } from './AuthI18n.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { useCaptcha } from './useCaptcha.ts';
import { useProblemText } from './useProblemText.ts';
import { hasErrors, serverFieldErrors, validateLogin, type FieldErrors } from './validation.ts';
import * as styles from './AuthPopup.css.ts';

type Field = 'account' | 'password' | 'qrcode';

export interface LoginFormProps {
  onSignedIn: () => void;
  onFindPassword: () => void;
}

/** Account, password and captcha; remembers the login while the box is ticked. */
export function LoginForm({ onSignedIn, onFindPassword }: LoginFormProps) {
  const { t } = useTranslation(AUTH_NS);
  const text = useProblemText();
  const captcha = useCaptcha();
  const [form, setForm] = useState({ account: '', password: '', qrcode: '' });
  const [remember, setRememberBox] = useState(true);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    void readRememberedLogin().then((saved) => {
      if (!live) return;
      setRememberBox(saved.remember);
      if (saved.account) setForm((current) => (current.account ? current : { ...current, account: saved.account, password: saved.password }));
    });
    return () => {
      live = false;
    };
  }, []);

  const change = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateLogin(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await loginWithPassword({ account: form.account.trim(), password: form.password, uuid: captcha.uuid, qrcode: form.qrcode.trim() });
      await saveLoginConfig({ remember, account: form.account.trim(), password: form.password });
      onSignedIn();
    } catch (error) {
      // The message is already on screen as a toast; field issues go under their fields.
      if (isApiError(error)) setErrors(serverFieldErrors(error.issues, ['account', 'password', 'qrcode']));
      setForm((current) => ({ ...current, qrcode: '' }));
      void captcha.refresh();
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        autoFocus
        label={t('fields.account')}
        name="account"
        autoComplete="username"
        value={form.account}
        error={text(errors.account)}
        onChange={(event) => change('account')(event.target.value)}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={form.password}
        error={text(errors.password)}
        onChange={(event) => change('password')(event.target.value)}
      />
      <CaptchaField captcha={captcha} value={form.qrcode} onChange={change('qrcode')} error={text(errors.qrcode)} />
      <div className={styles.between}>
        <Checkbox
          label={t('login.remember')}
          name="remember"
          checked={remember}
          onChange={(event) => {
            setRememberBox(event.target.checked);
            setRemember(event.target.checked);
          }}
        />
        <button type="button" className={styles.linkButton} onClick={onFindPassword}>
          {t('login.forgot')}
        </button>
      </div>
      <Button type="submit" tone="brand" block disabled={busy} aria-busy={busy || undefined}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
