import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../design-system/components/Button/Button.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import { loginThirdParty } from '../../stores/auth.ts';
import { AUTH_NS, AuthI18n } from './AuthI18n.tsx';
import { readLineReturn } from './line.ts';

export interface LineCallbackProps {
  locale: Locale;
  /** The browser's by default; tests pass their own. */
  location?: Pick<Location, 'search' | 'replace'>;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
}

type Status = 'signingIn' | 'stateMismatch' | 'failed' | 'cancelled';

function Callback({ locale, location, storage }: LineCallbackProps) {
  const { t } = useTranslation(AUTH_NS);
  const [status, setStatus] = useState<Status>('signingIn');
  const [returnTo, setReturnTo] = useState<string | null>(null);
  useEffect(() => {
    const where = location ?? window.location;
    const answer = readLineReturn(where.search, storage ?? window.sessionStorage);
    if (!answer.ok) {
      if (answer.cancelled) setReturnTo(answer.returnTo);
      setStatus(answer.cancelled ? 'cancelled' : 'stateMismatch');
      return;
    }
    loginThirdParty('line', answer.code, answer.agentCode, (user) => t('register.welcome', { account: user.account })).then(
      () => where.replace(answer.returnTo),
      () => setStatus('failed'),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the code in the address is single use
  }, []);

  if (status === 'signingIn') return <SkeletonText lines={2} label={t('lineCallback.signingIn')} />;
  return (
    <EmptyState
      icon="⚠️"
      title={t(`lineCallback.${status}`)}
      locale={locale}
      action={
        returnTo ? (
          <ButtonLink href={returnTo} variant="outline">
            {t('lineCallback.back')}
          </ButtonLink>
        ) : (
          <ButtonLink href={localizePath('/', locale)} variant="outline">
            {t('lineCallback.home')}
          </ButtonLink>
        )
      }
    />
  );
}

/** The page LINE sends the browser back to: checks `state`, signs in with `code`, goes back. */
export default function LineCallback(props: LineCallbackProps) {
  return (
    <AuthI18n locale={props.locale}>
      <Callback {...props} />
    </AuthI18n>
  );
}
