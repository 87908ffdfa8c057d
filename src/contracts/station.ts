import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime, pageOf, pageRequest } from './common.ts';
import { LOCALES, type Locale } from '../../shared/locales.ts';

// Station letters (the player's inbox, spec §7 "station/query"): letters to one player or to all,
// each read or unread per reader. System letters are rendered in the caller's language
// (Accept-Language) when read, never stored as text; operators write theirs in all seven languages.

/** A letter's id (a bigserial, kept within what JSON numbers hold exactly). */
const letterId = z.number().check(z.int(), z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

export const letterKinds = ['system', 'operator'] as const;

export const stationLetter = z.object({
  id: z.number().check(z.int()),
  /** `system`: written by the hall on an event (deposit, withdrawal, review …); `operator`: by staff. */
  kind: z.enum(letterKinds),
  /** True for a letter sent to every player. */
  broadcast: z.boolean(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: isoDateTime,
});
export type StationLetter = z.infer<typeof stationLetter>;

const unread = z.object({ unread: z.number().check(z.int(), z.gte(0)) });

export const stationQuery = defineCall({
  path: '/v2/app/station/query',
  auth: 'user',
  tag: 'inbox',
  summary: "The signed-in player's letters, newest first, with read state and the unread count",
  request: pageRequest,
  response: z.extend(pageOf(stationLetter), { unread: z.number().check(z.int(), z.gte(0)) }),
});

export const stationUnreadCount = defineCall({
  path: '/v2/app/station/unread/count',
  auth: 'user',
  tag: 'inbox',
  summary: 'How many of the signed-in player’s letters are unread (the header badge)',
  request: emptyRequest,
  response: unread,
});

export const stationRead = defineCall({
  path: '/v2/app/station/read',
  auth: 'user',
  tag: 'inbox',
  summary: 'Mark one letter read (another player’s letter answers 404); answers the unread count left',
  request: z.strictObject({ id: letterId }),
  response: unread,
});

export const stationReadAll = defineCall({
  path: '/v2/app/station/read/all',
  auth: 'user',
  tag: 'inbox',
  summary: 'Mark every letter read, broadcasts included; answers the unread count left (0)',
  request: emptyRequest,
  response: unread,
});

/** Plain text shown to players: no control or formatting characters, no markup brackets. */
const letterTitle = z.string().check(z.trim(), z.minLength(1), z.maxLength(100), z.regex(/^[^\p{Cc}\p{Cf}<>]*$/u));
/** The same, with line breaks. */
const letterBody = z.string().check(z.trim(), z.minLength(1), z.maxLength(2000), z.regex(/^(?:[^\p{Cc}\p{Cf}<>]|\n)*$/u));

/** One text per language: all seven are required, so no reader gets a fallback. */
function inEveryLanguage<T extends z.ZodMiniType>(text: T) {
  return z.strictObject(Object.fromEntries(LOCALES.map((locale) => [locale, text])) as Record<Locale, T>);
}

export const operatorLetterText = z.object({ title: inEveryLanguage(letterTitle), body: inEveryLanguage(letterBody) });

export const opsLetter = z.object({
  id: z.number().check(z.int()),
  /** The player it was sent to; null for a broadcast. */
  account: z.nullable(z.string()),
  broadcast: z.boolean(),
  sentBy: z.string(),
  createdAt: isoDateTime,
});


