import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallData } from '../../contracts/define.ts';
import type { authSettings } from '../../contracts/auth.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { LOCALE_META, type Locale } from '../../../shared/locales.ts';
import { fetchAuthSettings, loginThirdParty } from '../../stores/auth.ts';
import { AUTH_NS } from './AuthI18n.tsx';
import { mountGoogleButton } from './google.ts';
import { startLineLogin } from './line.ts';
import * as styles from './AuthPopup.css.ts';

type Settings = CallData<typeof authSettings>;

export interface ThirdPartySignInProps {
  locale: Locale;
  agentCode?: string;
  onSignedIn: () => void;
}

/** Google and LINE, each shown only when the server has it configured. */
export function ThirdPartySignIn({ locale, agentCode, onSignedIn }: ThirdPartySignInProps) {
  const { t } = useTranslation(AUTH_NS);
  const [settings, setSettings] = useState<Settings | null>(null);
  const googleBox = useRef<HTMLDivElement>(null);
  // The latest callbacks, for the Google script that keeps the first one it was given.
  const welcome = (user: { account: string }) => t('register.welcome', { account: user.account });
  const latest = useRef({ agentCode, onSignedIn, welcome });
  latest.current = { agentCode, onSignedIn, welcome };

  useEffect(() => {
    let live = true;
    fetchAuthSettings().then(
      (value) => live && setSettings(value),
      () => undefined, // Already shown; password sign-in still works.
    );
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const google = settings?.google;
    if (!google || !googleBox.current) return;
    void mountGoogleButton(googleBox.current, {
      clientId: google.clientId,
      scriptUrl: google.scriptUrl,
      language: LOCALE_META[locale].htmlLang,
      onCredential: (credential) => {
        loginThirdParty('google', credential, latest.current.agentCode, latest.current.welcome).then(
          () => latest.current.onSignedIn(),
          () => undefined,
        );
      },
    });
  }, [settings, locale]);

  if (!settings || (!settings.google && !settings.line)) return null;
  const line = settings.line;
  return (
    <div className={styles.thirdParty}>
      <div className={styles.divider}>{t('thirdParty.or')}</div>
      {settings.google ? <div ref={googleBox} data-testid="google-button" /> : null}
      {line ? (
        <Button
          variant="outline"
          block
          onClick={() =>
            startLineLogin(line, {
              returnTo: window.location.pathname + window.location.search,
              ...(agentCode ? { agentCode } : {}),
            })
          }
        >
          {t('thirdParty.line')}
        </Button>
      ) : null}
    </div>
  );
}
