import { useTranslation } from 'react-i18next';
import * as f from '../../contracts/fields.ts';
import { sendEmailChangeCode, updateProfile } from '../../stores/profile.ts';
import { showToast } from '../../stores/toasts.ts';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { CountdownButton } from '../../design-system/components/CountdownButton/CountdownButton.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { checkField } from './fieldRules.ts';
import { useForm } from '../shared/useForm.ts';
import { Panel } from './Panel.tsx';
import * as styles from './user.css.ts';

const EMAIL_RULE = { schema: f.email, label: 'settings.email.new', format: 'validation.email' };
const CODE_RULE = { schema: f.emailCode, label: 'settings.email.code', format: 'validation.code' };
const EMAIL_ERRORS = { EMAIL_TAKEN: 'email', EMAIL_CODE_COOLDOWN: 'email', EMAIL_CODE_INVALID: 'emailCode', EMAIL_CODE_EXPIRED: 'emailCode' };

/** A new address is confirmed by the code mailed to it before it replaces the old one. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('user');
  const emailError = (email: string) =>
    checkField(EMAIL_RULE, email, t) ??
    (email.trim().toLowerCase() === currentEmail.toLowerCase() ? t('validation.sameEmail') : undefined);

  const form = useForm({
    initial: { email: '', emailCode: '' },
    validate: (values) => ({ email: emailError(values.email), emailCode: checkField(CODE_RULE, values.emailCode, t) }),
    submit: async (values, saved) => {
      await updateProfile({ email: values.email.trim(), emailCode: values.emailCode.trim() });
      saved.setValues({ email: '', emailCode: '' });
    },
    success: t('settings.email.saved'),
    server: { fieldOfError: EMAIL_ERRORS },
  });
  const { email } = form.values;

  async function sendCode() {
    const problem = emailError(email);
    form.setErrors((current) => ({ ...current, email: problem }));
    if (problem) throw new Error(problem);
    try {
      await sendEmailChangeCode(email.trim());
      showToast(t('settings.email.codeSent', { email: email.trim() }), { tone: 'positive' });
    } catch (error) {
      form.fail(error);
      throw error;
    }
  }

  return (
    <Panel title={t('settings.email.title')}>
      <p className={styles.muted}>{currentEmail ? t('settings.email.current', { email: currentEmail }) : t('settings.email.none')}</p>
      <form className={styles.form} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.formError} />
        <div className={styles.codeRow}>
          <div className={styles.grow}>
            <TextField
              type="email"
              autoComplete="email"
              label={t('settings.email.new')}
              {...form.field('email')}
            />
          </div>
          <CountdownButton onStart={sendCode} disabled={email.trim() === ''} countingLabel={t('settings.email.countdown')}>
            {t('settings.email.sendCode')}
          </CountdownButton>
        </div>
        <TextField
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          label={t('settings.email.code')}
          {...form.field('emailCode')}
        />
        <div className={styles.actions}>
          <Button type="submit" tone="brand" busy={form.busy}>
            {t('settings.email.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
