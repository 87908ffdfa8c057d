// Every /v2 call the product knows. The server registers exactly these; the client and the
// OpenAPI document are built from the same list.
import * as content from './content.ts';
import type { CallContract } from './define.ts';

export const calls = {
  noticeQuery: content.noticeQuery,
  bannerQuery: content.bannerQuery,
  favorableQuery: content.favorableQuery,
  countryQuery: content.countryQuery,
  gamePopular: content.gamePopular,
  gameLatest: content.gameLatest,
} satisfies Record<string, CallContract>;

export type Calls = typeof calls;
export type CallName = keyof Calls;
export * from './define.ts';
export * from './envelope.ts';
export * from './common.ts';
export * from './content.ts';
