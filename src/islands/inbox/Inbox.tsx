import { useEffect } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { Button } from '../../design-system/components/Button/Button.tsx';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { LetterList } from '../../design-system/components/LetterList/LetterList.tsx';
import { LetterReader } from '../../design-system/components/LetterReader/LetterReader.tsx';
import { Pagination } from '../../design-system/components/Pagination/Pagination.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { openAuthPopup } from '../../stores/authPopup.ts';
import { $inbox, $letters, $markingAll, $openLetter, closeLetter, loadInbox, markAllRead, openLetter } from '../../stores/inbox.ts';
import { $unreadLetters } from '../../stores/inboxUnread.ts';
import { $token } from '../../stores/session.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { UserIsland } from '../user/UserIsland.tsx';
import * as styles from './inbox.css.ts';

/** A visitor is asked to sign in: the route is open to everyone (spec), the letters are not. */
function SignInPrompt({ locale }: { locale: Locale }) {
  const { t } = useTranslation('user');
  return (
    <EmptyState
      icon="✉️"
      locale={locale}
      title={t('inbox.signInTitle')}
      description={t('inbox.signInHint')}
      action={<Button onClick={() => void openAuthPopup()}>{t('inbox.signIn')}</Button>}
    />
  );
}

function Letters({ locale }: { locale: Locale }) {
  const { t } = useTranslation('user');
  const state = useStore($inbox);
  const letters = useStore($letters);
  const open = useStore($openLetter);
  const unread = useStore($unreadLetters);
  const markingAll = useStore($markingAll);
  useEffect(() => {
    void loadInbox();
  }, []);

  if (open) return <LetterReader letter={open} onBack={closeLetter} locale={locale} />;
  if (state.status === 'failed' && !state.data) return <LoadFailed onRetry={() => void loadInbox(1)} locale={locale} />;
  if (!state.data) return <SkeletonText lines={4} locale={locale} />;
  if (state.data.total === 0) return <EmptyState locale={locale} icon="📭" title={t('pages.stationLetter.empty')} description={t('pages.stationLetter.emptyHint')} />;
  return (
    <div className={styles.root}>
      <div className={styles.toolbar}>
        <p className={styles.count} aria-live="polite">
          {t('inbox.unreadCount', { count: unread ?? 0 })}
        </p>
        <Button variant="outline" size="small" busy={markingAll} disabled={!unread} onClick={() => void markAllRead()}>
          {t('inbox.markAllRead')}
        </Button>
      </div>
      <LetterList letters={letters} onOpen={(id) => void openLetter(id)} locale={locale} />
      <Pagination pageNum={state.data.pageNum} pageSize={state.data.pageSize} total={state.data.total} onChange={(page) => void loadInbox(page)} locale={locale} />
    </div>
  );
}

function InboxContent({ locale }: { locale: Locale }) {
  const token = useStore($token);
  return token ? <Letters locale={locale} /> : <SignInPrompt locale={locale} />;
}

/** /user/station-letter: the signed-in player's letters, or a sign-in prompt for a visitor. */
export default function Inbox({ locale }: { locale: Locale }) {
  return (
    <UserIsland locale={locale} requiresAuth={false}>
      <InboxContent locale={locale} />
    </UserIsland>
  );
}
