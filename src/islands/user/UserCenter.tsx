import { useEffect, useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import type { UserInfo } from '../../contracts/account.ts';
import { $isLogin, $user } from '../../stores/session.ts';
import { loadProfile, logoutEverywhere } from '../../stores/auth.ts';
import { $balance, refreshBalance } from '../../stores/balance.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { formatDate } from '../shared/formatDate.ts';
import { SHORTCUTS } from './links.ts';
import { AGENT_PANEL_NAMESPACES, AgentCentrePanel } from '../agent/AgentCentrePanel.tsx';
import { USER_NAMESPACES, UserIsland } from './UserIsland.tsx';
import * as styles from './user.css.ts';
import { formatAmount } from '../../../shared/money/formatAmount.ts';

export interface UserCenterProps {
  locale: Locale;
}

function Profile({ user, locale }: { user: UserInfo; locale: Locale }) {
  const { t } = useTranslation('user');
  const headingId = useId();
  const rows: [string, string][] = [
    [t('centre.account'), user.account],
    [t('centre.nickname'), user.nickname || t('centre.notSet')],
    [t('centre.email'), user.email || t('centre.notSet')],
    [t('centre.lastLogin'), user.lastLoginAt ? formatDate(user.lastLoginAt, locale) : t('centre.notSet')],
  ];
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('centre.profile')}
      </h2>
      <dl className={styles.facts}>
        {rows.map(([name, value]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt className={styles.factName}>{name}</dt>
            <dd className={styles.factValue}>{value}</dd>
          </div>
        ))}
      </dl>
      {user.email === '' && (
        // A member an agent created has no email until they add one: recovery and notices need it.
        <p className={styles.muted}>
          {t('centre.addEmail')}{' '}
          <a href={localizePath('/user/account-setting', locale)}>{t('centre.addEmailLink')}</a>
        </p>
      )}
    </section>
  );
}

/** Follows the balance store: refreshed after money moves, on `balance-changed`, on request. */
function Balance({ user, locale }: { user: UserInfo; locale: Locale }) {
  const { t } = useTranslation('user');
  const headingId = useId();
  const balance = useStore($balance) ?? user.balance;
  const [busy, setBusy] = useState(false);
  const refresh = () => {
    setBusy(true);
    refreshBalance()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('centre.balance')}
      </h2>
      <p className={styles.balance}>{t('centre.coins', { amount: formatAmount(balance, locale) })}</p>
      <p className={styles.muted}>{t('centre.balanceHint')}</p>
      <div className={styles.actions}>
        <Button variant="outline" size="small" busy={busy} onClick={refresh}>
          {t('centre.refreshBalance')}
        </Button>
      </div>
    </section>
  );
}

function Shortcuts({ locale }: { locale: Locale }) {
  const { t } = useTranslation('user');
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelHeading}>
        {t('centre.shortcuts')}
      </h2>
      <ul className={styles.shortcuts}>
        {SHORTCUTS.map(([id, path]) => (
          <li key={id}>
            <a className={styles.shortcut} href={localizePath(path, locale)}>
              {t(`menu.${id}`)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Centre({ locale }: UserCenterProps) {
  const { t } = useTranslation('user');
  const user = useStore($user) as Partial<UserInfo>;
  const isLogin = useStore($isLogin);

  useEffect(() => {
    // The guard loads the profile on arrival; this covers a page shown before it finished.
    if (!$isLogin.get()) loadProfile().catch(() => undefined);
  }, []);

  if (!isLogin || typeof user.account !== 'string') return <SkeletonText lines={6} label={t('islands:loading')} />;
  const info = user as UserInfo;
  return (
    <div className={styles.page}>
      <Profile user={info} locale={locale} />
      <Balance user={info} locale={locale} />
      <AgentCentrePanel locale={locale} />
      <Shortcuts locale={locale} />
      <div className={styles.actions}>
        <Button variant="outline" tone="neutral" onClick={() => void logoutEverywhere()}>
          {t('centre.logout')}
        </Button>
      </div>
    </div>
  );
}

/** The user centre's strings: the user pages', then the agent panel's. */
export const USER_CENTRE_NAMESPACES = [USER_NAMESPACES[0], ...AGENT_PANEL_NAMESPACES] as const;

/** The signed-in user's summary: profile, balance, the agent programme (apply, or invite), shortcuts and log-out. */
export function UserCenter(props: UserCenterProps) {
  return (
    <UserIsland locale={props.locale} namespaces={USER_CENTRE_NAMESPACES}>
      <Centre {...props} />
    </UserIsland>
  );
}

export default UserCenter;
