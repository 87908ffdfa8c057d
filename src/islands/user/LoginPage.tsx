import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { unlockAccount } from '../../stores/auth.ts';
import { openAuthPopup, type AuthTab } from '../../stores/authPopup.ts';
import { homePagePath } from '../../stores/guard.ts';
import { $homePage } from '../../stores/session.ts';
import { showToast } from '../../stores/toasts.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { safeRedirectTarget } from './redirectTarget.ts';
import { UserIsland } from './UserIsland.tsx';
import * as styles from './user.css.ts';

export interface LoginPageProps {
  locale: Locale;
  /** The browser's by default; tests pass their own. */
  location?: Pick<Location, 'search' | 'hash' | 'pathname' | 'assign' | 'origin'>;
}

/**
 * `#unlock=<token>` of the link mailed when an account locks (a fragment, so the token never
 * reaches a server log or a Referer): taken out of the address at once, then spent.
 */
async function unlockFromLink(where: NonNullable<LoginPageProps['location']>, message: string): Promise<void> {
  const fragment = new URLSearchParams(where.hash.replace(/^#/, ''));
  const token = fragment.get('unlock');
  if (token === null) return;
  window.history.replaceState(window.history.state, '', where.pathname + where.search);
  try {
    await unlockAccount(token);
    showToast(message, { tone: 'positive' });
  } catch {
    // The API client has shown why (used, expired or replaced link).
  }
}

function Login({ locale, location }: LoginPageProps) {
  const { t } = useTranslation('user');
  const where = location ?? window.location;

  async function open(tab: AuthTab) {
    if ((await openAuthPopup({ tab })) !== 'confirmed') return;
    const query = new URLSearchParams(where.search);
    where.assign(safeRedirectTarget(query.get('redirect'), where.origin) ?? homePagePath($homePage.get(), locale));
  }

  useEffect(() => {
    const tab = new URLSearchParams(where.search).get('tab') === 'register' ? 'register' : 'login';
    void unlockFromLink(where, t('pages.login.unlocked')).then(() => open(tab));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens: an unlock link in the address is spent, then the popup follows the address
  }, []);

  return (
    <div className={styles.page}>
      <p>{t('pages.login.lead')}</p>
      <div className={styles.actions}>
        <Button tone="brand" onClick={() => void open('login')}>
          {t('pages.login.open')}
        </Button>
        <Button variant="outline" onClick={() => void open('register')}>
          {t('pages.login.register')}
        </Button>
      </div>
    </div>
  );
}

/** The login route: opens the popup on the asked tab, then goes where `redirect` says, or home. */
export function LoginPage(props: LoginPageProps) {
  return (
    <UserIsland locale={props.locale} requiresAuth={false}>
      <Login {...props} />
    </UserIsland>
  );
}

export default LoginPage;
