import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import * as f from '../../contracts/fields.ts';
import type { Locale } from '../../../shared/locales.ts';
import { appKey, bindAppKey, loadAppKey, resetAppKey, sendAppKeyResetCode } from '../../stores/appKey.ts';
import { showToast } from '../../stores/toasts.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { CountdownButton } from '../../design-system/components/CountdownButton/CountdownButton.tsx';
import { FormAlert } from '../../design-system/components/FormAlert/FormAlert.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { TextField } from '../../design-system/components/TextField/TextField.tsx';
import { TotpBinding } from '../../design-system/components/TotpBinding/TotpBinding.tsx';
import { formatDateTime } from '../shared/formatDateTime.ts';
import { useForm } from '../shared/useForm.ts';
import { checkField } from './fieldRules.ts';
import { Panel } from './Panel.tsx';
import { UserIsland } from './UserIsland.tsx';
import * as styles from './user.css.ts';

const APP_CODE_RULE = { schema: f.appKeyCode, label: 'appKey.code', format: 'validation.code' };
const EMAIL_CODE_RULE = { schema: f.emailCode, label: 'appKey.emailCode', format: 'validation.code' };

/** Not bound yet: scan or type the secret, then confirm with the app's first code. */
function BindPanel({ uri, secret }: { uri: string; secret: string }) {
  const { t } = useTranslation('user');
  const form = useForm({
    initial: { code: '' },
    validate: (values) => ({ code: checkField(APP_CODE_RULE, values.code, t) }),
    submit: (values) => bindAppKey(values.code.trim()),
    success: t('appKey.boundToast'),
    server: { fieldOfError: { APP_KEY_NOT_PENDING: 'code', APP_KEY_ALREADY_BOUND: 'code' } },
  });
  return (
    <Panel title={t('appKey.bindTitle')}>
      <p className={styles.muted}>{t('appKey.intro')}</p>
      <TotpBinding
        uri={uri}
        secret={secret}
        labels={{ scan: t('appKey.scan'), qr: t('appKey.qr'), manual: t('appKey.manual'), confirm: t('appKey.confirm'), code: t('appKey.code'), submit: t('appKey.bind') }}
        code={form.values.code}
        onCodeChange={(code) => form.setValue('code', code)}
        onSubmit={form.onSubmit}
        codeError={form.errors.code}
        formError={form.formError}
        busy={form.busy}
      />
    </Panel>
  );
}

/** Reset with a current code from the app. */
function ResetWithCode() {
  const { t } = useTranslation('user');
  const form = useForm({
    initial: { code: '' },
    validate: (values) => ({ code: checkField(APP_CODE_RULE, values.code, t) }),
    submit: (values) => resetAppKey({ code: values.code.trim() }),
    success: t('appKey.resetToast'),
  });
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} label={t('appKey.code')} {...form.field('code')} />
      <div className={styles.actions}>
        <Button type="submit" tone="critical" busy={form.busy}>
          {t('appKey.reset')}
        </Button>
      </div>
    </form>
  );
}

/** The authenticator is lost: a code mailed to the account's address proves it is the owner. */
function ResetWithEmail() {
  const { t } = useTranslation('user');
  const form = useForm({
    initial: { emailCode: '' },
    validate: (values) => ({ emailCode: checkField(EMAIL_CODE_RULE, values.emailCode, t) }),
    submit: (values) => resetAppKey({ emailCode: values.emailCode.trim() }),
    success: t('appKey.resetToast'),
    server: { fieldOfError: { EMAIL_CODE_INVALID: 'emailCode', EMAIL_CODE_EXPIRED: 'emailCode', EMAIL_CODE_ATTEMPTS_EXCEEDED: 'emailCode' } },
  });
  async function sendCode() {
    try {
      await sendAppKeyResetCode();
      showToast(t('appKey.emailSent'), { tone: 'positive' });
    } catch (error) {
      form.fail(error);
      throw error;
    }
  }
  return (
    <form className={styles.form} onSubmit={form.onSubmit} noValidate>
      <FormAlert message={form.formError} />
      <p className={styles.muted}>{t('appKey.lostIntro')}</p>
      <div className={styles.codeRow}>
        <div className={styles.grow}>
          <TextField inputMode="numeric" autoComplete="one-time-code" maxLength={6} label={t('appKey.emailCode')} {...form.field('emailCode')} />
        </div>
        <CountdownButton onStart={sendCode} countingLabel={t('settings.email.countdown')}>
          {t('appKey.sendEmailCode')}
        </CountdownButton>
      </div>
      <div className={styles.actions}>
        <Button type="submit" tone="critical" busy={form.busy}>
          {t('appKey.resetByEmail')}
        </Button>
      </div>
    </form>
  );
}

function BoundPanel({ boundAt, locale }: { boundAt: string; locale: Locale }) {
  const { t } = useTranslation('user');
  return (
    <>
      <Panel title={t('appKey.boundTitle')}>
        <p>{t('appKey.boundSince', { time: formatDateTime(boundAt, locale) })}</p>
        <p className={styles.muted}>{t('appKey.boundUse')}</p>
      </Panel>
      <Panel title={t('appKey.resetTitle')}>
        <p className={styles.muted}>{t('appKey.resetIntro')}</p>
        <ResetWithCode />
      </Panel>
      <Panel title={t('appKey.lostTitle')}>
        <ResetWithEmail />
      </Panel>
    </>
  );
}

function AppKeyScreen({ locale }: { locale: Locale }) {
  const { t } = useTranslation('user');
  const state = useStore(appKey.$state);
  useEffect(() => {
    loadAppKey().catch(() => undefined);
    return () => appKey.cancel();
  }, []);

  const data = state.data;
  if (!data && state.status === 'failed') {
    return (
      <div className={styles.page}>
        <FormAlert message={t('appKey.loadFailed')} />
        <div className={styles.actions}>
          <Button onClick={() => void loadAppKey().catch(() => undefined)}>{t('appKey.retry')}</Button>
        </div>
      </div>
    );
  }
  if (!data) return <SkeletonText lines={6} label={t('islands:loading')} />;
  return (
    <div className={styles.page}>
      {data.bound && data.boundAt ? <BoundPanel boundAt={data.boundAt} locale={locale} /> : <BindPanel uri={data.uri ?? ''} secret={data.secret ?? ''} />}
    </div>
  );
}

/** `/user/app-key`: bind an authenticator app, see it bound, reset it. */
export function AppKey({ locale }: { locale: Locale }) {
  return (
    <UserIsland locale={locale}>
      <AppKeyScreen locale={locale} />
    </UserIsland>
  );
}

export default AppKey;
