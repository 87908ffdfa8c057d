import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { redirectHelperTarget } from './redirectTarget.ts';
import { UserIsland } from './UserIsland.tsx';

export interface RedirectPageProps {
  locale: Locale;
  location?: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin' | 'replace'>;
}

function Forward({ location }: RedirectPageProps) {
  const { t } = useTranslation('user');
  useEffect(() => {
    const where = location ?? window.location;
    // Replaces this entry, so Back skips the helper.
    where.replace(redirectHelperTarget(where));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens: it forwards the address it was opened with
  }, []);
  return <SkeletonText lines={1} label={t('pages.redirect.lead')} />;
}

/** `/redirect/<path>`: once signed in, on to `/<path>` with the same query. */
export function RedirectPage(props: RedirectPageProps) {
  return (
    <UserIsland locale={props.locale}>
      <Forward {...props} />
    </UserIsland>
  );
}

export default RedirectPage;
