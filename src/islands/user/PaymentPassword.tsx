import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { $profile, loadProfileDetails } from '../../stores/profile.ts';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { FundPasswordForm } from './FundPasswordForm.tsx';
import { PAYMENT_PASSWORD_PATH, PAYMENT_PASSWORD_UPDATE_PATH } from './links.ts';
import { UserIsland } from './UserIsland.tsx';
import * as styles from './user.css.ts';

export interface PaymentPasswordProps {
  locale: Locale;
  /** `set`: the first fund password; `update`: change the one there is. */
  mode: 'set' | 'update';
}

function FundPassword({ locale, mode }: PaymentPasswordProps) {
  const { t } = useTranslation('user');
  const profile = useStore($profile);

  useEffect(() => {
    const controller = new AbortController();
    loadProfileDetails(controller.signal).catch(() => undefined);
    return () => controller.abort();
  }, []);

  if (!profile) return <SkeletonText lines={4} label={t('islands:loading')} />;
  const hasPassword = profile.hasPaymentPassword;
  // Each page points to the other when the account is in the other state.
  const other =
    mode === 'set' && hasPassword
      ? { href: PAYMENT_PASSWORD_UPDATE_PATH, label: t('settings.paymentPassword.changeLink') }
      : mode === 'update' && !hasPassword
        ? { href: PAYMENT_PASSWORD_PATH, label: t('settings.paymentPassword.setLink') }
        : null;
  return (
    <div className={styles.page}>
      <FundPasswordForm hasPaymentPassword={hasPassword} appKeyBound={profile.appKeyBound} />
      {other ? (
        <p>
          <a href={localizePath(other.href, locale)}>{other.label}</a>
        </p>
      ) : null}
    </div>
  );
}

/** The fund-password pages: set the first one, or change it. */
export function PaymentPassword(props: PaymentPasswordProps) {
  return (
    <UserIsland locale={props.locale}>
      <FundPassword {...props} />
    </UserIsland>
  );
}

export default PaymentPassword;
