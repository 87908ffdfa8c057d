// Pure mapping from stored rows to contract shapes, in the request's language.
import type { Banner, Country, Favorable, Game, Notice } from '../../../src/contracts/content.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';
import type { LocalizedList, LocalizedText } from '../../db/schema.ts';

/** The text in the locale, else in ja-JP, else any text there is. */
export function pickText(text: LocalizedText, locale: Locale): string {
  return text[locale] ?? text[DEFAULT_LOCALE] ?? Object.values(text)[0] ?? '';
}

export function pickList(list: LocalizedList, locale: Locale): string[] {
  return list[locale] ?? list[DEFAULT_LOCALE] ?? Object.values(list)[0] ?? [];
}

export interface Page {
  pageNum: number;
  pageSize: number;
}

export function pageOffset({ pageNum, pageSize }: Page): number {
  return (pageNum - 1) * pageSize;
}

export function toPage<T>(list: T[], total: number, page: Page) {
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

export function toNotice(
  row: { id: number; title: LocalizedText; content: LocalizedText; pinned: boolean; publishedAt: Date },
  locale: Locale,
): Notice {
  return {
    id: row.id,
    title: pickText(row.title, locale),
    content: pickText(row.content, locale),
    pinned: row.pinned,
    publishedAt: row.publishedAt.toISOString(),
  };
}

export function toBanner(
  row: { id: number; title: LocalizedText; imageUrl: string; linkUrl: string | null; sort: number },
  locale: Locale,
): Banner {
  return { id: row.id, title: pickText(row.title, locale), imageUrl: row.imageUrl, linkUrl: row.linkUrl, sort: row.sort };
}

export function toFavorable(
  row: {
    id: number;
    title: LocalizedText;
    summary: LocalizedText;
    content: LocalizedText;
    imageUrl: string;
    startsAt: Date;
    endsAt: Date | null;
  },
  locale: Locale,
): Favorable {
  return {
    id: row.id,
    title: pickText(row.title, locale),
    summary: pickText(row.summary, locale),
    content: pickText(row.content, locale),
    imageUrl: row.imageUrl,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt ? row.endsAt.toISOString() : null,
  };
}

/** Running at `now`: started, and not yet ended (an open end runs forever). */
export function isRunning(window: { startsAt: Date; endsAt: Date | null }, now: Date): boolean {
  return window.startsAt <= now && (window.endsAt === null || now < window.endsAt);
}

export function toCountry(
  row: { code: string; name: LocalizedText; dialCode: string; flag: string },
  locale: Locale,
): Country {
  return { code: row.code, name: pickText(row.name, locale), dialCode: row.dialCode, flag: row.flag };
}

export function toGame(
  row: {
    id: number;
    machineId: string;
    name: LocalizedText;
    kind: 'slot' | 'pachinko';
    thumbnail: string;
    tags: LocalizedList;
    releasedAt: Date;
  },
  locale: Locale,
): Game {
  return {
    id: row.id,
    machineId: row.machineId,
    name: pickText(row.name, locale),
    kind: row.kind,
    thumbnail: row.thumbnail,
    tags: pickList(row.tags, locale),
    releasedAt: row.releasedAt.toISOString(),
  };
}
