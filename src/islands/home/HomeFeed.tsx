import { useEffect, useId, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath, type Locale } from '../../../shared/locales.ts';
import type { Banner as BannerData, Game, Notice } from '../../contracts/content.ts';
import { call } from '../../api/calls.ts';
import { bannerQuery, noticeQuery, gamePopular, gameLatest } from '../../contracts/content.ts';
import { IslandI18nProvider } from '../../i18n/IslandI18nProvider.tsx';
import { Banner } from '../../design-system/components/Banner/Banner.tsx';
import { ButtonLink } from '../../design-system/components/Button/Button.tsx';
import { Card } from '../../design-system/components/Card/Card.tsx';
import { EmptyState } from '../../design-system/components/EmptyState/EmptyState.tsx';
import { Skeleton } from '../../design-system/components/Skeleton/Skeleton.tsx';
import { useRemote } from '../shared/useRemote.ts';
import { LoadFailed } from '../shared/LoadFailed.tsx';
import * as shared from '../shared/islands.css.ts';
import * as styles from './HomeFeed.css.ts';
import { playHref } from '../games/hall/hallMachines.ts';
import { bannerHref } from '../../../shared/bannerHref.ts';

export interface HomeFeedProps {
  locale: Locale;
  /** Games per list. */
  gameCount?: number;
}

/** How long each notice stays in the ticker. */
export const TICKER_INTERVAL_MS = 5000;

const loadBanners = (_: null, signal: AbortSignal) => call(bannerQuery, {}, { signal });
const loadNotices = (_: null, signal: AbortSignal) => call(noticeQuery, { pageNum: 1, pageSize: 5 }, { signal });
const loadPopular = (pageSize: number, signal: AbortSignal) => call(gamePopular, { pageNum: 1, pageSize }, { signal });
const loadLatest = (pageSize: number, signal: AbortSignal) => call(gameLatest, { pageNum: 1, pageSize }, { signal });

export { bannerHref } from '../../../shared/bannerHref.ts';

/** The banner the home page draws before hydration (src/pages/[...locale]/index.astro). */
export const STATIC_BANNER = '[data-home-banner]';

function Banners({ locale }: { locale: Locale }) {
  const { t } = useTranslation('islands');
  const banners = useRemote(loadBanners, null, 'banners');
  // The page may have drawn the first banner itself (index.astro): once the call answers, this
  // carousel, or nothing, takes its place in the same frame.
  useLayoutEffect(() => {
    if (!banners.loading) document.querySelector(STATIC_BANNER)?.setAttribute('hidden', '');
  }, [banners.loading]);
  if (banners.loading) {
    return (
      <div className={styles.bannerLoading}>
        <Skeleton shape="rect" height="100%" />
      </div>
    );
  }
  const list: BannerData[] = banners.data ?? [];
  // A missing banner is not worth a message: the rest of the page stands on its own.
  if (list.length === 0) return null;
  const slides = list.map((banner) => ({
    image: banner.imageUrl,
    title: banner.title,
    href: bannerHref(banner.linkUrl, locale),
  }));
  return <Banner slides={slides} label={t('home.banners')} locale={locale} />;
}

function NoticeTicker({ locale }: { locale: Locale }) {
  const { t } = useTranslation('islands');
  const headingId = useId();
  const notices = useRemote(loadNotices, null, 'notices');
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const list: Notice[] = notices.data?.list ?? [];

  useEffect(() => {
    const reducedMotion = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (paused || reducedMotion || list.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % list.length), TICKER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [paused, list.length]);

  const noticePage = localizePath('/game/notice', locale);
  const current = list[index % Math.max(1, list.length)];
  return (
    <section
      className={styles.ticker}
      aria-labelledby={headingId}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <h2 id={headingId} className={styles.tickerHeading}>
        <span aria-hidden="true">📢 </span>
        {t('home.notices')}
      </h2>
      <div className={styles.tickerBody}>
        {notices.loading ? (
          <Skeleton width="60%" />
        ) : notices.status === 'failed' ? (
          <span className={shared.muted}>{t('loadFailed')}</span>
        ) : current ? (
          <a className={styles.tickerLink} href={noticePage}>
            {current.pinned ? (
              <>
                <span className={shared.tagHighlight}>{t('notices.pinned')}</span>{' '}
              </>
            ) : null}
            {current.title}
          </a>
        ) : (
          <span className={shared.muted}>{t('notices.empty')}</span>
        )}
      </div>
      <a className={styles.tickerMore} href={noticePage}>
        {t('home.moreNotices')}
      </a>
    </section>
  );
}

function GameCard({ game, locale }: { game: Game; locale: Locale }) {
  const { t } = useTranslation('islands');
  return (
    <Card
      title={game.name}
      size="small"
      media={<img className={styles.thumbnail} src={game.thumbnail} alt="" loading="lazy" width={320} height={240} />}
      footer={
        <ButtonLink href={playHref(game.machineId, locale)} size="small" tone="brand" aria-label={t('game.playGame', { name: game.name })}>
          {t('game.play')}
        </ButtonLink>
      }
    >
      <p className={styles.gameMeta}>
        <span className={shared.tag} data-kind={game.kind}>
          {t(`game.kind.${game.kind}`)}
        </span>
      </p>
    </Card>
  );
}

function GameShelf({
  title,
  loader,
  count,
  locale,
}: {
  title: string;
  loader: typeof loadPopular;
  count: number;
  locale: Locale;
}) {
  const { t } = useTranslation('islands');
  const headingId = useId();
  const games = useRemote(loader, count, String(count));
  let body;
  if (games.status === 'failed') {
    body = <LoadFailed onRetry={games.reload} locale={locale} />;
  } else if (games.loading) {
    body = (
      <div role="status" aria-label={t('loading')} className={styles.gameGrid}>
        {Array.from({ length: count }, (_, i) => (
          <Skeleton key={i} shape="rect" height={220} />
        ))}
      </div>
    );
  } else if (!games.data || games.data.list.length === 0) {
    body = <EmptyState title={t('home.noGames')} locale={locale} />;
  } else {
    body = (
      <ul className={styles.gameGrid}>
        {games.data.list.map((game) => (
          <li key={game.id}>
            <GameCard game={game} locale={locale} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {title}
      </h2>
      {body}
    </section>
  );
}

function Feed({ locale, gameCount = 8 }: HomeFeedProps) {
  const { t } = useTranslation('islands');
  return (
    <div className={styles.feed}>
      <Banners locale={locale} />
      <NoticeTicker locale={locale} />
      <GameShelf title={t('home.popularGames')} loader={loadPopular} count={gameCount} locale={locale} />
      <GameShelf title={t('home.latestGames')} loader={loadLatest} count={gameCount} locale={locale} />
    </div>
  );
}

/** Home page: banners, the notices ticker, popular and latest games. */
export function HomeFeed(props: HomeFeedProps) {
  return (
    <IslandI18nProvider locale={props.locale}>
      <Feed {...props} />
    </IslandI18nProvider>
  );
}

export default HomeFeed;
