import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { Checkbox } from '../../design-system/components/Checkbox/Checkbox.tsx';
import { CountdownButton } from '../../design-system/components/CountdownButton/CountdownButton.tsx';
import { PasswordStrengthMeter } from '../../design-system/components/PasswordStrengthMeter/PasswordStrengthMeter.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { visuallyHidden } from '../../design-system/private/visuallyHidden.css.ts';
import { localizePath, type Locale } from '../../lib/locales.ts';
import { passwordStrength } from '../../lib/password-strength.ts';
import { isApiError } from '../../api/ApiError.ts';
import { register, sendRegisterCode, verifyRegisterCode } from '../../stores/auth.ts';
import { AUTH_NS } from './AuthI18n.tsx';
import { useProblemText } from './useProblemText.ts';
import {
  emailReady,
  hasErrors,
  serverFieldErrors,
  validateEmail,
  validateRegisterStep1,
  validateRegisterStep2,
  type FieldErrors,
} from './validation.ts';
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
        <VerifyStep locale={locale} email={email} onEmail={setEmail} onVerified={() => setStep(2)} />
      ) : (
        <AccountStep email={email} initialAgentCode={agentCode ?? agentCodeFromPage()} onBack={() => setStep(1)} onSignedIn={onSignedIn} />
      )}
    </div>
  );
}

type Step1Field = 'email' | 'code' | 'acceptTerms';

function VerifyStep({ locale, email, onEmail, onVerified }: { locale: Locale; email: string; onEmail: (value: string) => void; onVerified: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const text = useProblemText();
  const [code, setCode] = useState('');
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<Step1Field>>({});
  const [busy, setBusy] = useState(false);

  async function sendCode() {
    const problem = validateEmail(email);
    if (problem) {
      setErrors((current) => ({ ...current, email: problem }));
      throw new Error('invalid email');
    }
    try {
      await sendRegisterCode(email.trim());
      setCodeSent(true);
    } catch (error) {
      if (isApiError(error)) setErrors((current) => ({ ...current, ...serverFieldErrors(error.issues, ['email']) }));
      throw error;
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegisterStep1({ email, code, acceptTerms });
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await verifyRegisterCode({ email: email.trim(), code: code.trim(), acceptTerms: true });
      onVerified();
    } catch (error) {
      if (isApiError(error)) setErrors(serverFieldErrors(error.issues, ['email', 'code', 'acceptTerms']));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <div className={styles.grow}>
          <TextField
            autoFocus
            label={t('fields.email')}
            type="email"
            name="email"
            autoComplete="email"
            value={email}
            error={text(errors.email)}
            onChange={(event) => {
              onEmail(event.target.value);
              if (errors.email) setErrors((current) => ({ ...current, email: undefined }));
            }}
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
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        error={text(errors.code)}
        onChange={(event) => setCode(event.target.value)}
      />
      <Checkbox
        name="acceptTerms"
        checked={acceptTerms}
        error={text(errors.acceptTerms)}
        onChange={(event) => {
          setAcceptTerms(event.target.checked);
          if (event.target.checked) setErrors((current) => ({ ...current, acceptTerms: undefined }));
        }}
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
      <Button type="submit" tone="brand" block disabled={busy} aria-busy={busy || undefined}>
        {t('register.next')}
      </Button>
    </form>
  );
}

type Step2Field = 'account' | 'password' | 'confirmPassword' | 'agentCode';

function AccountStep({ email, initialAgentCode, onBack, onSignedIn }: { email: string; initialAgentCode: string; onBack: () => void; onSignedIn: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const text = useProblemText();
  const [form, setForm] = useState({ account: '', password: '', confirmPassword: '', agentCode: initialAgentCode });
  const [errors, setErrors] = useState<FieldErrors<Step2Field>>({});
  const [busy, setBusy] = useState(false);

  const change = (field: Step2Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateRegisterStep2(form);
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    try {
      await register({ account: form.account.trim(), email: email.trim(), password: form.password, agentCode: form.agentCode.trim() });
      onSignedIn();
    } catch (error) {
      if (isApiError(error)) setErrors(serverFieldErrors(error.issues, ['account', 'password', 'agentCode']));
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
        hint={t('register.accountHint')}
        maxLength={20}
        value={form.account}
        error={text(errors.account)}
        onChange={(event) => change('account')(event.target.value)}
      />
      <TextField
        label={t('fields.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        value={form.password}
        error={text(errors.password)}
        onChange={(event) => change('password')(event.target.value)}
      />
      <PasswordStrengthMeter score={passwordStrength(form.password)} />
      <TextField
        label={t('fields.confirmPassword')}
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        value={form.confirmPassword}
        error={text(errors.confirmPassword)}
        onChange={(event) => change('confirmPassword')(event.target.value)}
      />
      <TextField
        label={t('fields.agentCode')}
        name="agentCode"
        hint={t('register.agentCodeHint')}
        maxLength={16}
        value={form.agentCode}
        error={text(errors.agentCode)}
        onChange={(event) => change('agentCode')(event.target.value)}
      />
      <div className={styles.between}>
        <Button variant="ghost" onClick={onBack}>
          {t('register.back')}
        </Button>
        <Button type="submit" tone="brand" disabled={busy} aria-busy={busy || undefined}>
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}
