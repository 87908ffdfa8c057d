import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { AppSession } from '../../contracts/app-login.ts';
import type { Locale } from '../../../shared/locales.ts';
import {
  $appLoginCode,
  $appSessions,
  $endingSession,
  endAppSession,
  followAppSessions,
  loadAppSessions,
  startAppLoginCode,
} from '../../stores/appLogin.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { QrCountdown } from '../../design-system/components/QrCountdown/QrCountdown.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { formatDateTime } from '../shared/formatDateTime.ts';
import { Panel } from './Panel.tsx';
import { UserIsland } from './UserIsland.tsx';
import * as styles from './user.css.ts';
import * as appStyles from './appLogin.css.ts';

export const APP_LOGIN_NAMESPACES = ['appLogin', 'user', 'islands'] as const;

export interface AppLoginProps {
  locale: Locale;
}

function CodePanel({ locale }: AppLoginProps) {
  const { t } = useTranslation('appLogin');
  const code = useStore($appLoginCode);
  // Counting and refreshing run while the page is open; leaving it stops them.
  useEffect(() => startAppLoginCode(), []);
  return (
    <Panel title={t('code.heading')}>
      <p className={styles.muted}>{t('code.lead')}</p>
      {code.status === 'failed' ? (
        <div className={styles.actions}>
          <p role="alert">{t('code.failed')}</p>
          <Button onClick={() => startAppLoginCode()}>{t('code.retry')}</Button>
        </div>
      ) : (
        <QrCountdown
          value={code.uri}
          label={t('code.label')}
          secondsLeft={code.secondsLeft}
          totalSeconds={code.totalSeconds}
          renewing={code.status === 'refreshing'}
          locale={locale}
        />
      )}
      <p className={styles.muted}>{t('code.privacy')}</p>
    </Panel>
  );
}

function SessionItem({ session, locale }: { session: AppSession; locale: Locale }) {
  const { t } = useTranslation('appLogin');
  const ending = useStore($endingSession);
  const device = session.deviceName ?? t('sessions.unnamed');
  return (
    <li className={appStyles.session} data-app-session={session.id}>
      <div className={appStyles.sessionText}>
        <p className={appStyles.device}>{device}</p>
        <dl className={appStyles.times}>
          <dt className={appStyles.timeName}>{t('sessions.created')}</dt>
          <dd className={appStyles.timeValue}>{formatDateTime(session.createdAt, locale)}</dd>
          <dt className={appStyles.timeName}>{t('sessions.lastUsed')}</dt>
          <dd className={appStyles.timeValue}>{formatDateTime(session.lastUsedAt, locale)}</dd>
        </dl>
      </div>
      <Button
        className={appStyles.endButton}
        tone="critical"
        variant="outline"
        size="small"
        busy={ending === session.id}
        disabled={ending !== null && ending !== session.id}
        onClick={() => void endAppSession(session.id, t('sessions.ended', { device }))}
      >
        {t('sessions.end')}
      </Button>
    </li>
  );
}

function SessionsPanel({ locale }: AppLoginProps) {
  const { t } = useTranslation('appLogin');
  const state = useStore($appSessions);
  useEffect(() => followAppSessions(), []);
  const list = state.data?.list;
  return (
    <Panel title={t('sessions.heading')}>
      <p className={styles.muted}>{t('sessions.lead')}</p>
      {list === undefined ? (
        state.status === 'failed' ? (
          <div className={styles.actions}>
            <p role="alert">{t('sessions.failed')}</p>
            <Button variant="outline" onClick={() => void loadAppSessions()}>
              {t('sessions.retry')}
            </Button>
          </div>
        ) : (
          <SkeletonText lines={2} locale={locale} />
        )
      ) : list.length === 0 ? (
        <EmptyState title={t('sessions.empty')} description={t('sessions.emptyHint')} icon="📱" locale={locale} />
      ) : (
        <ul className={appStyles.sessions} aria-label={t('sessions.heading')}>
          {list.map((session) => (
            <SessionItem key={session.id} session={session} locale={locale} />
          ))}
        </ul>
      )}
    </Panel>
  );
}

/** /user/app-login: the QR code the mobile app scans to sign in, and the apps signed in. */
export function AppLogin({ locale }: AppLoginProps) {
  return (
    <UserIsland locale={locale} namespaces={APP_LOGIN_NAMESPACES}>
      <div className={styles.page}>
        <CodePanel locale={locale} />
        <SessionsPanel locale={locale} />
      </div>
    </UserIsland>
  );
}

export default AppLogin;
