import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Checkbox } from '../../design-system/components/Checkbox/Checkbox.tsx';
import { CountdownButton } from '../../design-system/components/CountdownButton/CountdownButton.tsx';
import { PasswordStrengthMeter } from '../../design-system/components/PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { visuallyHidden } from '../../design-system/private/visuallyHidden.css.ts';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { passwordStrength } from '../../lib/password-strength.ts';
import { register, sendRegisterCode, verifyRegisterCode } from '../../stores/auth.ts';
import { AUTH_NS } from './AuthI18n.tsx';
import { emailReady, validateEmail, validateRegisterStep1, validateRegisterStep2 } from './validation.ts';
import { useForm } from '../shared/useForm.ts';
import * as styles from './AuthPopup.css.ts';

export const EMAIL_CODE_SECONDS = 60;

export interface RegisterFormProps {
  locale: Locale;
  /** Prefills the agent code; taken from `?agentCode=` of the page by default. */
  agentCode?: string;
  onSignedIn: () => void;
}

function agentCodeFromPage(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('agentCode') ?? '';
}

/** Step 1: email, mailed code, accepted terms. Step 2: account, password twice, agent code. */
export function RegisterForm({ locale, agentCode, onSignedIn }: RegisterFormProps) {
  const { t } = useTranslation(AUTH_NS);
  const [step, setStep] = useState<1 | 2>(1);
  const [email, setEmail] = useState('');
  return (
    <div className={styles.form}>
      <p className={styles.note}>{t('register.step', { step })}</p>
      {step === 1 ? (
        <VerifyStep
          locale={locale}
          initialEmail={email}
          onVerified={(verified) => {
            setEmail(verified);
            setStep(2);
          }}
        />
      ) : (
        <AccountStep email={email} initialAgentCode={agentCode ?? agentCodeFromPage()} onBack={() => setStep(1)} onSignedIn={onSignedIn} />
      )}
    </div>
  );
}

function VerifyStep({ locale, initialEmail, onVerified }: { locale: Locale; initialEmail: string; onVerified: (email: string) => void }) {
  const { t } = useTranslation(AUTH_NS);
  const [codeSent, setCodeSent] = useState(false);
  const form = useForm({
    initial: { email: initialEmail, code: '', acceptTerms: false as boolean },
    validate: (values) => validateRegisterStep1(values, t),
    submit: async ({ email, code }) => {
      await verifyRegisterCode({ email: email.trim(), code: code.trim(), acceptTerms: true });
      onVerified(email);
    },
    server: {
      fields: ['email', 'code', 'acceptTerms'],
      fieldOfError: { EMAIL_TAKEN: 'email', EMAIL_CODE_INVALID: 'code', EMAIL_CODE_EXPIRED: 'code', EMAIL_CODE_ATTEMPTS_EXCEEDED: 'code' },
    },
  });
  const { email, acceptTerms } = form.values;

  async function sendCode() {
    const problem = validateEmail(email, t);
    if (problem) {
      form.setErrors((current) => ({ ...current, email: problem }));
      throw new Error('invalid email');
    }
    try {
      await sendRegisterCode(email.trim());
      setCodeSent(true);
    } catch (error) {
      form.fail(error);
      throw error;
    }
  }

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in dialog moves focus to the field its step asks for first
            autoFocus
            label={t('fields.email')}
            type="email"
            autoComplete="email"
            {...form.field('email')}
          />
        </div>
        <CountdownButton
          onStart={sendCode}
          seconds={EMAIL_CODE_SECONDS}
          disabled={!emailReady(email)}
          countingLabel={t('register.counting', { seconds: '{{seconds}}' })}
        >
          {t('register.sendCode')}
        </CountdownButton>
      </div>
      {codeSent ? (
        <p className={styles.tip} role="status">
          {t('register.codeSent')}
        </p>
      ) : null}
      <TextField
        label={t('fields.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        {...form.field('code')}
      />
      <Checkbox
        name="acceptTerms"
        checked={acceptTerms}
        error={form.errors.acceptTerms}
        onChange={(event) => form.setValue('acceptTerms', event.target.checked)}
        label={
          <>
            {t('register.agreePrefix')}{' '}
            <a className={styles.link} href={localizePath('/about/user-agreement', locale)} target="_blank" rel="noopener">
              {t('register.agreement')}
              <span className={visuallyHidden}>{t('register.newWindow')}</span>
            </a>
          </>
        }
      />
      <Button type="submit" tone="brand" block busy={form.busy}>
        {t('register.next')}
      </Button>
    </form>
  );
}

function AccountStep({ email, initialAgentCode, onBack, onSignedIn }: { email: string; initialAgentCode: string; onBack: () => void; onSignedIn: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const form = useForm({
    initial: { account: '', password: '', confirmPassword: '', agentCode: initialAgentCode },
    validate: (values) => validateRegisterStep2(values, t),
    submit: async ({ account, password, agentCode }) => {
      await register({ account: account.trim(), email: email.trim(), password, agentCode: agentCode.trim() }, (user) =>
        t('register.welcome', { account: user.account }),
      );
      onSignedIn();
    },
    server: {
      fields: ['account', 'password', 'agentCode'],
      fieldOfError: { ACCOUNT_TAKEN: 'account', PASSWORD_TOO_WEAK: 'password', AGENT_CODE_UNKNOWN: 'agentCode' },
    },
  });
  const { values } = form;

  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <TextField
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in dialog moves focus to the field its step asks for first
        autoFocus
        label={t('fields.account')}
        autoComplete="username"
        hint={t('register.accountHint')}
        maxLength={20}
        {...form.field('account')}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        {...form.field('password')}
      />
      <PasswordStrengthMeter score={passwordStrength(values.password)} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        autoComplete="new-password"
        {...form.field('confirmPassword')}
      />
      <TextField
        label={t('fields.agentCode')}
        hint={t('register.agentCodeHint')}
        maxLength={16}
        {...form.field('agentCode')}
      />
      <div className={styles.between}>
        <Button variant="ghost" onClick={onBack}>
          {t('register.back')}
        </Button>
        <Button type="submit" tone="brand" busy={form.busy}>
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}
