import { useStore } from '@nanostores/react';
import { useEffect, type FormEvent } from 'react';
import type { Locale } from '../../../shared/locales.ts';
import { localizePath } from '../../../shared/locales.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { QrCode } from '../../design-system/components/QrCode/QrCode.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { DsLocaleProvider } from '../../design-system/i18n/DsLocale.tsx';
import { formatText } from '../../design-system/i18n/dsText.ts';
import type { OpsText } from '../../design-system/i18n/opsText.ts';
import type { FormStore, FormValues } from '../shared/formStore.ts';
import { $locale } from '../../stores/locale.ts';
import { $opsSessionEnded, $opsSignIn, enrolForm, enrolmentTokenFrom, openEnrolment, readOpsSessionEnd, signInForm, submitEnrolment, submitSignIn } from '../../stores/opsSignIn.ts';
import * as styles from './OpsSignIn.css.ts';

// The operator sign-in island: what the store's step says, nothing more. A one-time enrolment link
// (`#enrol=<token>`) opens the enrolment form instead; the token leaves the address bar at once.
// Its strings come from the page in its one language (not the seven-language console strings), so
// the island's download stays small.

/** The console strings the island shows: `opsConsole.signIn` and `opsConsole.enrol` of the page's language. */
export interface OpsSignInText {
  signIn: OpsText['signIn'];
  enrol: OpsText['enrol'];
}

function useFormState<V extends FormValues>(form: FormStore<V>) {
  const state = useStore(form.$form);
  const bind = (name: keyof V & string) => ({
    name,
    value: String(state.values[name]),
    error: state.errors[name],
    onChange: (event: { currentTarget: { value: string } }) => form.setValue(name, event.currentTarget.value as V[typeof name]),
  });
  return { state, bind };
}

const submitting = (action: () => Promise<boolean>) => (event: FormEvent) => {
  event.preventDefault();
  void action();
};

export default function OpsSignIn({ locale, text }: { locale: Locale; text: OpsSignInText }) {
  const step = useStore($opsSignIn);
  useEffect(() => {
    // The server answers in the page's language (the API client's Accept-Language follows $locale).
    $locale.set(locale);
    readOpsSessionEnd();
    const token = enrolmentTokenFrom(window.location.hash);
    if (token) {
      history.replaceState(null, '', window.location.pathname + window.location.search);
      void openEnrolment(token);
    }
  }, [locale]);
  return (
    <DsLocaleProvider locale={locale}>
      {step.step === 'signedIn' ? (
        <div className={styles.stack}>
          <p role="status">{formatText(text.signIn.signedIn, { name: step.session.name })}</p>
          <a href={localizePath('/ops/', locale)}>{text.signIn.toDashboard}</a>
        </div>
      ) : step.step === 'enrolFailed' ? (
        <p role="alert">{text.enrol.loadFailed}</p>
      ) : step.step === 'enrol' ? (
        <EnrolmentForm text={text} name={step.enrolment.name} secret={step.enrolment.secret} uri={step.enrolment.uri} />
      ) : step.step === 'enrolLoading' ? null : (
        <SignInForm text={text} />
      )}
    </DsLocaleProvider>
  );
}

function SignInForm({ text: all }: { text: OpsSignInText }) {
  const text = all.signIn;
  const { state, bind } = useFormState(signInForm);
  const ended = useStore($opsSessionEnded);
  return (
    <form className={styles.stack} onSubmit={submitting(() => submitSignIn(text.errors))} noValidate>
      {ended ? <p role="status">{ended.reason === 'idle' ? text.sessionIdle : (ended.message ?? text.sessionIdle)}</p> : null}
      <FormAlert message={state.formError} />
      <TextField label={text.name} autoComplete="username" {...bind('name')} />
      <TextField label={text.password} type="password" autoComplete="current-password" {...bind('password')} />
      <TextField label={text.totp} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...bind('code')} />
      <Button type="submit" tone="brand" block busy={state.busy}>
        {text.submit}
      </Button>
    </form>
  );
}

function EnrolmentForm({ text, name, secret, uri }: { text: OpsSignInText; name: string; secret: string; uri: string }) {
  const { state, bind } = useFormState(enrolForm);
  return (
    <form className={styles.stack} onSubmit={submitting(() => submitEnrolment(text.signIn.errors))} noValidate>
      <h2 className={styles.heading}>{text.enrol.title}</h2>
      <p>{formatText(text.enrol.lead, { name })}</p>
      <QrCode value={uri} label={text.enrol.qr} className={styles.qr} />
      <p>
        {text.enrol.secret}: <code className={styles.secret}>{secret}</code>
      </p>
      <FormAlert message={state.formError} />
      <TextField label={text.enrol.password} type="password" autoComplete="new-password" {...bind('password')} />
      <TextField label={text.enrol.confirm} type="password" autoComplete="new-password" {...bind('confirm')} />
      <TextField label={text.signIn.totp} inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...bind('code')} />
      <Button type="submit" tone="brand" block busy={state.busy}>
        {text.enrol.submit}
      </Button>
    </form>
  );
}
