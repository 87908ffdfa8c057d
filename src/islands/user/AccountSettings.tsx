import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { $profile, loadProfileDetails } from '../../stores/profile.ts';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { EmailForm } from './EmailForm.tsx';
import { IdNumberForm } from './IdNumberForm.tsx';
import { LoginPasswordForm } from './LoginPasswordForm.tsx';
import { FundPasswordForm } from './FundPasswordForm.tsx';
import { AliasPanel } from './AliasPanel.tsx';
import { Panel } from './Panel.tsx';
import { UserIsland } from './UserIsland.tsx';
import * as styles from './user.css.ts';

export interface AccountSettingsProps {
  locale: Locale;
}

function Settings() {
  const { t } = useTranslation('user');
  const profile = useStore($profile);

  useEffect(() => {
    const controller = new AbortController();
    loadProfileDetails(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!profile) return <SkeletonText lines={8} label={t('islands:loading')} />;
  return (
    <div className={styles.page}>
      <ProfileForm profile={profile} />
      <EmailForm currentEmail={profile.email} />
      <IdNumberForm idNumber={profile.idNumber} />
      <LoginPasswordForm />
      <Panel title={t('settings.paymentPassword.title')}>
        <FundPasswordForm hasPaymentPassword={profile.hasPaymentPassword} appKeyBound={profile.appKeyBound} />
      </Panel>
      <AliasPanel />
    </div>
  );
}

/** Every profile field, both passwords and the account alias. */
export function AccountSettings(props: AccountSettingsProps) {
  return (
    <UserIsland locale={props.locale}>
      <Settings />
    </UserIsland>
  );
}

export default AccountSettings;
