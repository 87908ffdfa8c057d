// The whole database schema. Localized text is one jsonb column per field, keyed by locale
// ({"ja-JP": "...", "en-US": "..."}); ja-JP must always be present because it is the fallback.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export type LocalizedText = Record<string, string>;
export type LocalizedList = Record<string, string[]>;

const localizedText = (name: string) => jsonb(name).$type<LocalizedText>().notNull();
const hasFallback = (column: string) => sql.raw(`jsonb_typeof("${column}") = 'object' AND "${column}" ? 'ja-JP'`);

export const notices = pgTable(
  'notices',
  {
    id: serial('id').primaryKey(),
    title: localizedText('title'),
    content: localizedText('content'),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('notices_title_fallback', hasFallback('title')),
    check('notices_content_fallback', hasFallback('content')),
    index('notices_listing_idx').on(t.pinned, t.publishedAt),
  ],
);

export const banners = pgTable(
  'banners',
  {
    id: serial('id').primaryKey(),
    title: localizedText('title'),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  () => [
    check('banners_title_fallback', hasFallback('title')),
    check('banners_sort_non_negative', sql`"sort" >= 0`),
    check('banners_link_url_shape', sql`"link_url" IS NULL OR "link_url" ~ '^(/|https?://)'`),
  ],
);

/** Promotions ("favorable" in the API). Running while starts_at <= now < ends_at (or no end). */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    title: localizedText('title'),
    summary: localizedText('summary'),
    content: localizedText('content'),
    imageUrl: text('image_url').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  () => [
    check('promotions_title_fallback', hasFallback('title')),
    check('promotions_summary_fallback', hasFallback('summary')),
    check('promotions_content_fallback', hasFallback('content')),
    check('promotions_window_order', sql`"ends_at" IS NULL OR "ends_at" > "starts_at"`),
  ],
);

export const countries = pgTable(
  'countries',
  {
    /** ISO 3166-1 alpha-2. */
    code: text('code').primaryKey(),
    name: localizedText('name'),
    dialCode: text('dial_code').notNull(),
    flag: text('flag').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  () => [
    check('countries_code_shape', sql`"code" ~ '^[A-Z]{2}$'`),
    check('countries_dial_code_shape', sql`"dial_code" ~ '^\\+[0-9]{1,4}$'`),
    check('countries_name_fallback', hasFallback('name')),
  ],
);

export const gameKindValues = ['slot', 'pachinko'] as const;

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    machineId: text('machine_id').notNull().unique(),
    name: localizedText('name'),
    kind: text('kind', { enum: gameKindValues }).notNull(),
    thumbnail: text('thumbnail').notNull(),
    tags: jsonb('tags').$type<LocalizedList>().notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull(),
    /** Popularity; real rounds will raise it. */
    playCount: bigint('play_count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    check('games_machine_id_shape', sql`"machine_id" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check('games_kind_known', sql`"kind" IN ('slot', 'pachinko')`),
    check('games_play_count_non_negative', sql`"play_count" >= 0`),
    check('games_name_fallback', hasFallback('name')),
    check('games_tags_fallback', hasFallback('tags')),
    index('games_popularity_idx').on(t.playCount, t.id),
    index('games_release_idx').on(t.releasedAt, t.id),
  ],
);
