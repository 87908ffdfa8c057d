import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import { call } from '../../api/calls.ts';
import { noticeQuery } from '../../contracts/content.ts';
import { IslandI18nProvider } from '../../i18n/IslandI18nProvider.tsx';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../design-system/components/Pagination/Pagination.tsx';
import { SkeletonText } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { useRemote } from '../shared/useRemote.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { formatDate } from '../shared/formatDate.ts';
import * as styles from '../shared/islands.css.ts';

export interface NoticeListProps {
  locale: Locale;
  pageSize?: number;
  initialPage?: number;
}

const loadNotices = (page: { pageNum: number; pageSize: number }, signal: AbortSignal) =>
  call(noticeQuery, page, { signal });

function Notices({ locale, pageSize = 10, initialPage = 1 }: NoticeListProps) {
  const { t } = useTranslation('islands');
  const [pageNum, setPageNum] = useState(initialPage);
  const notices = useRemote(loadNotices, { pageNum, pageSize }, `${pageNum}/${pageSize}`);

  if (notices.status === 'failed') return <LoadFailed onRetry={notices.reload} locale={locale} />;
  if (notices.loading && !notices.data) return <SkeletonText lines={6} label={t('loading')} locale={locale} />;
  const page = notices.data!;
  if (page.total === 0) return <EmptyState title={t('notices.empty')} icon="📭" locale={locale} />;

  return (
    <div className={styles.section} aria-busy={notices.loading}>
      <ul className={styles.stack}>
        {page.list.map((notice) => (
          <li key={notice.id}>
            <article className={styles.section}>
              <h3 className={styles.sectionHeading}>
                {notice.pinned ? (
                  <>
                    <span className={styles.tagHighlight}>{t('notices.pinned')}</span>{' '}
                  </>
                ) : null}
                {notice.title}
              </h3>
              <p className={styles.muted}>
                <time dateTime={notice.publishedAt}>
                  {t('notices.publishedAt', { date: formatDate(notice.publishedAt, locale) })}
                </time>
              </p>
              <p className={styles.paragraphs}>{notice.content}</p>
            </article>
          </li>
        ))}
      </ul>
      {page.total > page.pageSize ? (
        <Pagination pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={setPageNum} locale={locale} />
      ) : null}
    </div>
  );
}

/** Website announcements, pinned first, one page at a time. */
export function NoticeList(props: NoticeListProps) {
  return (
    <IslandI18nProvider locale={props.locale}>
      <Notices {...props} />
    </IslandI18nProvider>
  );
}

export default NoticeList;
