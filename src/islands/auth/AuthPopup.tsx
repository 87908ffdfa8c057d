import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import { Modal } from '../../design-system/components/Modal/Modal.tsx';
import { Tabs } from '../../design-system/components/Tabs/Tabs.tsx';
import type { Locale } from '../../../shared/locales.ts';
import { $authPopup, closeAuthPopup, setAuthTab, showAuthTabs, showFindPassword, type AuthPopupResult, type AuthTab, type AuthView } from '../../stores/authPopup.ts';
import { AUTH_NS, AuthI18n } from './AuthI18n.tsx';
import { FindPasswordForm } from './FindPasswordForm.tsx';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';
import { ThirdPartySignIn } from './ThirdPartySignIn.tsx';

export interface AuthPopupProps {
  locale: Locale;
  /** Tab shown when it opens; login by default. */
  tab?: AuthTab;
  /** Open unless told otherwise (a page may mount it shown). */
  open?: boolean;
  /** `confirmed` after signing in or registering, `dismissed` when closed without that. */
  onClose?: (result: AuthPopupResult) => void;
  /** Prefills registration; `?agentCode=` of the page otherwise. */
  agentCode?: string;
  /** Controlled view and tab (the host binds them to `$authPopup`); internal otherwise. */
  view?: AuthView;
  onTabChange?: (tab: AuthTab) => void;
  onViewChange?: (view: AuthView) => void;
}

function agentCodeFromPage(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  return new URLSearchParams(window.location.search).get('agentCode') || undefined;
}

function Popup({ locale, tab = 'login', open = true, onClose, agentCode, view, onTabChange, onViewChange }: AuthPopupProps) {
  const { t } = useTranslation(AUTH_NS);
  const [ownTab, setOwnTab] = useState<AuthTab>(tab);
  const [ownView, setOwnView] = useState<AuthView>('tabs');
  const currentTab = onTabChange ? tab : ownTab;
  const currentView = onViewChange ? (view ?? 'tabs') : ownView;

  // Every opening starts on the caller's tab, away from find-password.
  useEffect(() => {
    if (!open) return;
    setOwnTab(tab);
    setOwnView('tabs');
  }, [open, tab]);

  const selectTab = (next: AuthTab) => (onTabChange ? onTabChange(next) : setOwnTab(next));
  const selectView = (next: AuthView) => {
    if (onViewChange) onViewChange(next);
    else setOwnView(next);
    if (next === 'tabs') selectTab('login');
  };
  const confirm = () => onClose?.('confirmed');
  const code = agentCode ?? agentCodeFromPage();

  const findingPassword = currentView === 'findPassword';
  const title = findingPassword ? t('title.findPassword') : t(`title.${currentTab}`);
  const thirdParty = <ThirdPartySignIn locale={locale} agentCode={code} onSignedIn={confirm} />;

  return (
    <Modal open={open} onClose={() => onClose?.('dismissed')} title={title} locale={locale}>
      {findingPassword ? (
        <FindPasswordForm onBack={() => selectView('tabs')} onDone={() => onClose?.('dismissed')} />
      ) : (
        <Tabs
          label={t('tabs.label')}
          value={currentTab}
          onChange={(id) => selectTab(id as AuthTab)}
          items={[
            {
              id: 'login',
              label: t('tabs.login'),
              content: (
                <>
                  <LoginForm onSignedIn={confirm} onFindPassword={() => selectView('findPassword')} />
                  {thirdParty}
                </>
              ),
            },
            {
              id: 'register',
              label: t('tabs.register'),
              content: (
                <>
                  <RegisterForm locale={locale} agentCode={code} onSignedIn={confirm} />
                  {thirdParty}
                </>
              ),
            },
          ]}
        />
      )}
    </Modal>
  );
}

/** The authentication popup: login and register tabs, find-password as its own view. */
export default function AuthPopup(props: AuthPopupProps) {
  return (
    <AuthI18n locale={props.locale}>
      <Popup {...props} />
    </AuthI18n>
  );
}

/** The page's shared popup, opened by `openAuthPopup()` from any island. */
export function AuthPopupHost({ locale, agentCode }: { locale: Locale; agentCode?: string }) {
  const state = useStore($authPopup);
  return (
    <AuthPopup
      locale={locale}
      open={state.open}
      tab={state.tab}
      view={state.view}
      agentCode={agentCode}
      onClose={closeAuthPopup}
      onTabChange={setAuthTab}
      onViewChange={(view) => (view === 'findPassword' ? showFindPassword() : showAuthTabs())}
    />
  );
}
