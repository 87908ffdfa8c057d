import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime, pageOf, pageRequest } from './common.ts';

// Content calls. Localized fields are stored for all seven languages and answered in the
// language of the request's Accept-Language (ja-JP when a text is missing in that language).

export const notice = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  content: z.string(),
  pinned: z.boolean(),
  publishedAt: isoDateTime,
});
export type Notice = z.infer<typeof notice>;

export const noticeQuery = defineCall({
  path: '/v2/app/notice/query',
  auth: 'none',
  tag: 'content',
  summary: 'Website announcements, pinned first, newest first',
  request: pageRequest,
  response: pageOf(notice),
});

export const banner = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  imageUrl: z.string(),
  /** Site path or absolute http(s) URL the banner opens. */
  linkUrl: z.nullable(z.string()),
  sort: z.number().check(z.int()),
});
export type Banner = z.infer<typeof banner>;

export const bannerQuery = defineCall({
  path: '/v2/app/banner/query',
  auth: 'none',
  viewer: true,
  tag: 'content',
  summary: 'Active home banners in display order; none for a signed-in player on a break or excluded',
  request: emptyRequest,
  response: z.array(banner),
});

export const favorable = z.object({
  id: z.number().check(z.int()),
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  startsAt: isoDateTime,
  endsAt: z.nullable(isoDateTime),
});
export type Favorable = z.infer<typeof favorable>;

export const favorableQuery = defineCall({
  path: '/v2/app/favorable/query',
  auth: 'none',
  viewer: true,
  tag: 'content',
  summary: 'Promotions that are running now, newest first; none for a signed-in player on a break or excluded',
  request: pageRequest,
  response: pageOf(favorable),
});

export const country = z.object({
  /** ISO 3166-1 alpha-2. */
  code: z.string().check(z.length(2)),
  name: z.string(),
  dialCode: z.string(),
  flag: z.string(),
});
export type Country = z.infer<typeof country>;

export const countryQuery = defineCall({
  path: '/v2/app/country',
  auth: 'none',
  tag: 'content',
  summary: 'Countries with dialling codes, for phone inputs',
  request: emptyRequest,
  response: z.array(country),
});

export const gameKinds = ['slot', 'pachinko'] as const;
export const game = z.object({
  id: z.number().check(z.int()),
  machineId: z.string(),
  name: z.string(),
  kind: z.enum(gameKinds),
  thumbnail: z.string(),
  tags: z.array(z.string()),
  releasedAt: isoDateTime,
});
export type Game = z.infer<typeof game>;

const gameListRequest = z.strictObject({ ...pageRequest.shape, kind: z.optional(z.enum(gameKinds)) });

export const gamePopular = defineCall({
  path: '/v2/app/game/query/pop/new',
  auth: 'none',
  tag: 'games',
  summary: 'Games by popularity, most played first',
  request: gameListRequest,
  response: pageOf(game),
});

export const gameLatest = defineCall({
  path: '/v2/app/game/query/latest/new',
  auth: 'none',
  tag: 'games',
  summary: 'Games by release date, newest first',
  request: gameListRequest,
  response: pageOf(game),
});
