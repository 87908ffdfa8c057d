// Content queries (Drizzle). Each list query returns one page and the total count.
import { and, asc, count, desc, eq, getTableColumns, gt, gte, isNull, lte, or, sql, type SQL } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { banners, countries, gameRounds, games, notices, promotions } from '../../db/schema.ts';
import { pageOffset, type Page } from './content.fns.ts';

/** Published and within its window at `now` (the console's schedule). */
const noticeShown = (now: Date) =>
  and(eq(notices.published, true), lte(notices.publishedAt, now), or(isNull(notices.endsAt), gt(notices.endsAt, now)));
const bannerShown = (now: Date) =>
  and(
    eq(banners.active, true),
    or(isNull(banners.startsAt), lte(banners.startsAt, now)),
    or(isNull(banners.endsAt), gt(banners.endsAt, now)),
  );
const promotionShown = (now: Date) =>
  and(eq(promotions.published, true), lte(promotions.startsAt, now), or(isNull(promotions.endsAt), gt(promotions.endsAt, now)));

export async function findPublishedNotices(db: Db, now: Date, page: Page) {
  const where = noticeShown(now);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(notices)
      .where(where)
      .orderBy(desc(notices.pinned), desc(notices.publishedAt), desc(notices.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(notices).where(where),
  ]);
  return { rows, total };
}

export function findActiveBanners(db: Db, now: Date) {
  return db.select().from(banners).where(bannerShown(now)).orderBy(asc(banners.sort), asc(banners.id));
}

export async function findRunningPromotions(db: Db, now: Date, page: Page) {
  const where = promotionShown(now);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(promotions)
      .where(where)
      .orderBy(desc(promotions.startsAt), desc(promotions.id))
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(promotions).where(where),
  ]);
  return { rows, total };
}

export function findCountries(db: Db) {
  return db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code));
}

export type GameOrder = 'popular' | 'latest';

/** How far back rounds count towards a machine's popularity. */
export const POPULARITY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export async function findReleasedGames(
  db: Db,
  now: Date,
  filter: { kind?: 'slot' | 'pachinko' },
  order: GameOrder,
  page: Page,
) {
  const conditions: SQL[] = [lte(games.releasedAt, now)];
  if (filter.kind) conditions.push(eq(games.kind, filter.kind));
  const where = and(...conditions);
  // Popularity: rounds played in the last week (index game_rounds_time_machine_idx).
  const recent = db
    .select({ machineId: gameRounds.machineId, rounds: count().as('rounds') })
    .from(gameRounds)
    .where(gte(gameRounds.createdAt, new Date(now.getTime() - POPULARITY_WINDOW_MS)))
    .groupBy(gameRounds.machineId)
    .as('recent');
  const orderBy =
    order === 'popular'
      ? [desc(sql`COALESCE(${recent.rounds}, 0)`), asc(games.id)]
      : [desc(games.releasedAt), desc(games.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(getTableColumns(games))
      .from(games)
      .leftJoin(recent, eq(recent.machineId, games.machineId))
      .where(where)
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset(pageOffset(page)),
    db.select({ total: count() }).from(games).where(where),
  ]);
  return { rows, total };
}
