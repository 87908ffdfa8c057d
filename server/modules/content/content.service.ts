// Content rules: what is visible now, in which order, in the caller's language.
import type { Locale } from '../../../shared/locales.ts';
import type { Db } from '../../db/database.ts';
import { toBanner, toCountry, toFavorable, toGame, toNotice, toPage, type Page } from './content.fns.ts';
import * as repo from './content.repo.ts';
import { isExcludedNow } from '../protection/protection.service.ts';

export interface ContentDeps {
  db: Db;
  now: () => Date;
}

export async function listNotices(deps: ContentDeps, page: Page, locale: Locale) {
  const { rows, total } = await repo.findPublishedNotices(deps.db, deps.now(), page);
  return toPage(rows.map((row) => toNotice(row, locale)), total, page);
}

/**
 * Marketing (banners, promotions) is not shown to a signed-in player on a break or excluded: the
 * calls answer an empty list to them, so every screen that shows marketing follows.
 */
async function marketingHidden(deps: ContentDeps, viewerId: number | undefined): Promise<boolean> {
  return viewerId !== undefined && (await isExcludedNow(deps.db, viewerId, deps.now()));
}

export async function listBanners(deps: ContentDeps, locale: Locale, viewerId?: number) {
  if (await marketingHidden(deps, viewerId)) return [];
  const rows = await repo.findActiveBanners(deps.db, deps.now());
  return rows.map((row) => toBanner(row, locale));
}

export async function listRunningPromotions(deps: ContentDeps, page: Page, locale: Locale, viewerId?: number) {
  if (await marketingHidden(deps, viewerId)) return toPage([], 0, page);
  const { rows, total } = await repo.findRunningPromotions(deps.db, deps.now(), page);
  return toPage(rows.map((row) => toFavorable(row, locale)), total, page);
}

export async function listCountries(deps: ContentDeps, locale: Locale) {
  const rows = await repo.findCountries(deps.db);
  return rows.map((row) => toCountry(row, locale));
}

export async function listGames(
  deps: ContentDeps,
  order: repo.GameOrder,
  query: Page & { kind?: 'slot' | 'pachinko' },
  locale: Locale,
) {
  const page = { pageNum: query.pageNum, pageSize: query.pageSize };
  const { rows, total } = await repo.findReleasedGames(deps.db, deps.now(), { kind: query.kind }, order, page);
  return toPage(rows.map((row) => toGame(row, locale)), total, page);
}
