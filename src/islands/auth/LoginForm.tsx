import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Checkbox } from '../../design-system/components/Checkbox/Checkbox.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { loginWithPassword } from '../../stores/auth.ts';
import { readRememberedLogin, saveLoginConfig, setRemember } from '../../stores/loginConfig.ts';
import { AUTH_NS } from './AuthI18n.tsx';
import { CaptchaField } from './CaptchaField.tsx';
import { replaceSpentCaptcha, useCaptcha } from './useCaptcha.ts';
import { validateLogin } from './validation.ts';
import { useForm } from '../shared/useForm.ts';
import * as styles from './AuthPopup.css.ts';

export interface LoginFormProps {
  onSignedIn: () => void;
  onFindPassword: () => void;
}

/** Account, password and captcha; remembers the login while the box is ticked. */
export function LoginForm({ onSignedIn, onFindPassword }: LoginFormProps) {
  const { t } = useTranslation(AUTH_NS);
  const captcha = useCaptcha();
  const [remember, setRememberBox] = useState(true);
  const form = useForm({
    initial: { account: '', password: '', qrcode: '' },
    validate: (values) => validateLogin(values, t),
    submit: async ({ account, password, qrcode }) => {
      await loginWithPassword({ account: account.trim(), password, uuid: captcha.uuid, qrcode: qrcode.trim() });
      await saveLoginConfig({ remember, account: account.trim(), password });
      onSignedIn();
    },
    server: { fields: ['account', 'password', 'qrcode'] },
    failureNote: t('captcha.replaced'),
    // Each captcha answers once.
    onFailure: (_error, failed) => replaceSpentCaptcha(captcha, failed),
  });
  const { setValues } = form;

  useEffect(() => {
    let live = true;
    void readRememberedLogin().then((saved) => {
      if (!live) return;
      setRememberBox(saved.remember);
      if (saved.account) setValues((current) => (current.account ? current : { ...current, account: saved.account, password: saved.password }));
    });
    return () => {
      live = false;
    };
  }, [setValues]);

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <TextField
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in dialog moves focus to the field its step asks for first
        autoFocus
        label={t('fields.account')}
        autoComplete="username"
        {...form.field('account')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        {...form.field('password')}
      />
      <CaptchaField captcha={captcha} value={form.values.qrcode} onChange={(value) => form.setValue('qrcode', value)} error={form.errors.qrcode} />
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
      <Button type="submit" tone="brand" block busy={form.busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}
