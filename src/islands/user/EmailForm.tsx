import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as f from '../../contracts/fields.ts';
import { sendEmailChangeCode, updateProfile } from '../../stores/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { CountdownButton } from '../../design-system/components/CountdownButton/CountdownButton.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { checkField, serverFieldErrors, type FieldErrors } from './fieldErrors.ts';
import { useFormSubmit } from './useFormSubmit.ts';
import { Panel } from './Panel.tsx';
import * as styles from './user.css.ts';

const EMAIL_RULE = { schema: f.email, label: 'settings.email.new', format: 'validation.email' };
const CODE_RULE = { schema: f.emailCode, label: 'settings.email.code', format: 'validation.code' };
const EMAIL_ERRORS = { EMAIL_TAKEN: 'email', EMAIL_CODE_COOLDOWN: 'email', EMAIL_CODE_INVALID: 'emailCode', EMAIL_CODE_EXPIRED: 'emailCode' };

/** A new address is confirmed by the code mailed to it before it replaces the old one. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('user');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [sendErrors, setSendErrors] = useState<FieldErrors>({});
  const emailError = () =>
    checkField(EMAIL_RULE, email, t) ??
    (email.trim().toLowerCase() === currentEmail.toLowerCase() ? t('validation.sameEmail') : undefined);

  const form = useFormSubmit({
    validate: () => ({ email: emailError(), emailCode: checkField(CODE_RULE, code, t) }),
    submit: async () => {
      await updateProfile({ email: email.trim(), emailCode: code.trim() });
      setEmail('');
      setCode('');
    },
    success: t('settings.email.saved'),
    fieldOfError: EMAIL_ERRORS,
  });

  async function sendCode() {
    const problem = emailError();
    setSendErrors({ email: problem });
    if (problem) throw new Error(problem);
    try {
      await sendEmailChangeCode(email.trim());
      showToast(t('settings.email.codeSent', { email: email.trim() }), { tone: 'positive' });
    } catch (error) {
      setSendErrors(serverFieldErrors(error, EMAIL_ERRORS));
      throw error;
    }
  }

  return (
    <Panel title={t('settings.email.title')}>
      <p className={styles.muted}>{t('settings.email.current', { email: currentEmail })}</p>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <div className={styles.codeRow}>
          <div className={styles.grow}>
            <TextField
              name="email"
              type="email"
              autoComplete="email"
              label={t('settings.email.new')}
              value={email}
              error={form.errors.email ?? sendErrors.email}
              onChange={(event) => {
                setEmail(event.currentTarget.value);
                setSendErrors({});
                form.clearError('email');
              }}
            />
          </div>
          <CountdownButton onStart={sendCode} disabled={email.trim() === ''} countingLabel={t('settings.email.countdown')}>
            {t('settings.email.sendCode')}
          </CountdownButton>
        </div>
        <TextField
          name="emailCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('settings.email.code')}
          value={code}
          error={form.errors.emailCode}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            form.clearError('emailCode');
          }}
        />
        <div className={styles.actions}>
          <Button type="submit" tone="brand" disabled={form.busy} aria-busy={form.busy || undefined}>
            {t('settings.email.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
