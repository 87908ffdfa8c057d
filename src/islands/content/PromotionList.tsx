import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../shared/locales.ts';
import type { Favorable } from '../../contracts/content.ts';
import { call } from '../../api/calls.ts';
import { favorableQuery } from '../../contracts/content.ts';
import { IslandI18nProvider } from '../../i18n/IslandI18nProvider.tsx';
import { Card } from '../../design-system/components/Card/Card.tsx';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { Pagination } from '../../design-system/components/Pagination/Pagination.tsx';
import { Skeleton } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { useRemote } from '../shared/useRemote.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import { formatDate } from '../shared/formatDate.ts';
import * as shared from '../shared/islands.css.ts';
import * as styles from './PromotionList.css.ts';

export interface PromotionListProps {
  locale: Locale;
  pageSize?: number;
}

const loadPromotions = (page: { pageNum: number; pageSize: number }, signal: AbortSignal) =>
  call(favorableQuery, page, { signal });

function Period({ promotion, locale }: { promotion: Favorable; locale: Locale }) {
  const { t } = useTranslation('islands');
  const start = formatDate(promotion.startsAt, locale);
  return (
    <p className={shared.muted}>
      {promotion.endsAt
        ? t('promotions.period', { start, end: formatDate(promotion.endsAt, locale) })
        : t('promotions.since', { start })}
    </p>
  );
}

function Promotions({ locale, pageSize = 6 }: PromotionListProps) {
  const { t } = useTranslation('islands');
  const [pageNum, setPageNum] = useState(1);
  const promotions = useRemote(loadPromotions, { pageNum, pageSize }, `${pageNum}/${pageSize}`);

  if (promotions.status === 'failed') return <LoadFailed onRetry={promotions.reload} locale={locale} />;
  if (promotions.loading && !promotions.data) {
    return (
      <div role="status" aria-label={t('loading')} className={styles.grid}>
        {Array.from({ length: Math.min(pageSize, 3) }, (_, index) => (
          <Skeleton key={index} shape="rect" height={240} />
        ))}
      </div>
    );
  }
  const page = promotions.data!;
  if (page.total === 0) return <EmptyState title={t('promotions.empty')} icon="🎁" locale={locale} />;

  return (
    <div className={shared.section} aria-busy={promotions.loading}>
      <ul className={styles.grid}>
        {page.list.map((promotion) => (
          <li key={promotion.id}>
            <Card
              title={promotion.title}
              media={<img className={styles.image} src={promotion.imageUrl} alt="" loading="lazy" />}
            >
              <Period promotion={promotion} locale={locale} />
              <p className={shared.paragraphs}>{promotion.summary}</p>
              <details className={styles.details}>
                <summary>{t('promotions.details')}</summary>
                <p className={shared.paragraphs}>{promotion.content}</p>
              </details>
            </Card>
          </li>
        ))}
      </ul>
      {page.total > page.pageSize ? (
        <Pagination pageNum={page.pageNum} pageSize={page.pageSize} total={page.total} onChange={setPageNum} locale={locale} />
      ) : null}
    </div>
  );
}

/** Promotions that are running now, as cards, one page at a time. */
export function PromotionList(props: PromotionListProps) {
  return (
    <IslandI18nProvider locale={props.locale}>
      <Promotions {...props} />
    </IslandI18nProvider>
  );
}

export default PromotionList;
