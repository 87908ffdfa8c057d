// The console's content editor over the three content tables: one item shape for notices, banners
// and promotions, so the editor, the audit rows and the tests treat them alike. Texts keep only the
// languages written (an empty one falls back to ja-JP on the public site).
import { count, desc, eq } from '../../db/orm.ts';
import type { ContentDraft, ContentKind, ContentText, OpsContentItem } from '../../../src/contracts/ops-content.ts';
import type { Db } from '../../db/database.ts';
import { banners, contentImages, notices, promotions, type LocalizedText } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { pageOffset, type Page } from './content.fns.ts';
import { contentImageHash } from './content-image.ts';

type NoticeRow = typeof notices.$inferSelect;
type BannerRow = typeof banners.$inferSelect;
type PromotionRow = typeof promotions.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const within = (now: Date, start: Date | null, end: Date | null) => (!start || start <= now) && (!end || end > now);

export function noticeItem(row: NoticeRow, now: Date): OpsContentItem {
  return {
    kind: 'notice',
    id: row.id,
    title: row.title,
    body: row.content,
    summary: null,
    imageUrl: null,
    linkUrl: null,
    pinned: row.pinned,
    sort: 0,
    published: row.published,
    startsAt: iso(row.publishedAt),
    endsAt: iso(row.endsAt),
    live: row.published && within(now, row.publishedAt, row.endsAt),
  };
}

export function bannerItem(row: BannerRow, now: Date): OpsContentItem {
  return {
    kind: 'banner',
    id: row.id,
    title: row.title,
    body: null,
    summary: null,
    imageUrl: row.imageUrl,
    linkUrl: row.linkUrl,
    pinned: false,
    sort: row.sort,
    published: row.active,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    live: row.active && within(now, row.startsAt, row.endsAt),
  };
}

export function promotionItem(row: PromotionRow, now: Date): OpsContentItem {
  return {
    kind: 'promotion',
    id: row.id,
    title: row.title,
    body: row.content,
    summary: row.summary,
    imageUrl: row.imageUrl,
    linkUrl: null,
    pinned: false,
    sort: 0,
    published: row.published,
    startsAt: iso(row.startsAt),
    endsAt: iso(row.endsAt),
    live: row.published && within(now, row.startsAt, row.endsAt),
  };
}

/** The languages written, trimmed; empty ones dropped (the contract has made ja-JP non-empty). */
export function writtenText(text: ContentText | undefined): LocalizedText {
  return Object.fromEntries(Object.entries(text ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export async function listContent(db: Db, kind: ContentKind, page: Page, now: Date) {
  const offset = pageOffset(page);
  if (kind === 'notice') {
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(notices).orderBy(desc(notices.id)).limit(page.pageSize).offset(offset),
      db.select({ total: count() }).from(notices),
    ]);
    return { list: rows.map((row) => noticeItem(row, now)), total };
  }
  if (kind === 'banner') {
    const [rows, [{ total }]] = await Promise.all([
      db.select().from(banners).orderBy(desc(banners.id)).limit(page.pageSize).offset(offset),
      db.select({ total: count() }).from(banners),
    ]);
    return { list: rows.map((row) => bannerItem(row, now)), total };
  }
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(promotions).orderBy(desc(promotions.id)).limit(page.pageSize).offset(offset),
    db.select({ total: count() }).from(promotions),
  ]);
  return { list: rows.map((row) => promotionItem(row, now)), total };
}

/** The item as it is now, locked for the change (null: no such id). */
export async function findContentForUpdate(tx: Db, kind: ContentKind, id: number, now: Date): Promise<OpsContentItem | null> {
  if (kind === 'notice') {
    const [row] = await tx.select().from(notices).where(eq(notices.id, id)).for('update');
    return row ? noticeItem(row, now) : null;
  }
  if (kind === 'banner') {
    const [row] = await tx.select().from(banners).where(eq(banners.id, id)).for('update');
    return row ? bannerItem(row, now) : null;
  }
  const [row] = await tx.select().from(promotions).where(eq(promotions.id, id)).for('update');
  return row ? promotionItem(row, now) : null;
}

/** An image URL must name an uploaded image (or stay the one the item already has). */
async function assertImageKnown(tx: Db, imageUrl: string, current: string | null): Promise<void> {
  if (imageUrl === current) return;
  const hash = contentImageHash(imageUrl);
  const [found] = hash ? await tx.select({ sha256: contentImages.sha256 }).from(contentImages).where(eq(contentImages.sha256, hash)) : [];
  if (!found) throw new AppError(422, 'CONTENT_IMAGE_NOT_FOUND', {}, { field: 'imageUrl' });
}

/**
 * Writes a draft: a new item (unpublished) without an id, else replaces the item's texts, schedule
 * and image (its published state stays). Answers the item before (null when new) and after.
 */
export async function saveContent(tx: Db, draft: ContentDraft, now: Date): Promise<{ before: OpsContentItem | null; after: OpsContentItem }> {
  const before = draft.id === undefined ? null : await findContentForUpdate(tx, draft.kind, draft.id, now);
  if (draft.id !== undefined && !before) throw new AppError(404, 'CONTENT_NOT_FOUND');
  if (draft.imageUrl !== undefined) await assertImageKnown(tx, draft.imageUrl, before?.imageUrl ?? null);
  const title = writtenText(draft.title);
  const startsAt = dateOrNull(draft.startsAt);
  const endsAt = dateOrNull(draft.endsAt);

  if (draft.kind === 'notice') {
    // A notice's start is the date it shows; without one it starts when it is first written.
    const values = {
      title,
      content: writtenText(draft.body),
      pinned: draft.pinned ?? false,
      publishedAt: startsAt ?? (before?.startsAt ? new Date(before.startsAt) : now),
      endsAt,
    };
    if (values.endsAt && values.endsAt <= values.publishedAt) throw endBeforeStart();
    const [row] = before
      ? await tx.update(notices).set(values).where(eq(notices.id, before.id)).returning()
      : await tx.insert(notices).values({ ...values, published: false }).returning();
    return { before, after: noticeItem(row!, now) };
  }
  if (draft.kind === 'banner') {
    const values = { title, imageUrl: draft.imageUrl!, linkUrl: draft.linkUrl ?? null, sort: draft.sort ?? 0, startsAt, endsAt };
    const [row] = before
      ? await tx.update(banners).set(values).where(eq(banners.id, before.id)).returning()
      : await tx.insert(banners).values({ ...values, active: false }).returning();
    return { before, after: bannerItem(row!, now) };
  }
  const values = {
    title,
    summary: writtenText(draft.summary),
    content: writtenText(draft.body),
    imageUrl: draft.imageUrl!,
    startsAt: startsAt ?? (before?.startsAt ? new Date(before.startsAt) : now),
    endsAt,
  };
  if (values.endsAt && values.endsAt <= values.startsAt) throw endBeforeStart();
  const [row] = before
    ? await tx.update(promotions).set(values).where(eq(promotions.id, before.id)).returning()
    : await tx.insert(promotions).values({ ...values, published: false }).returning();
  return { before, after: promotionItem(row!, now) };
}

/** An end at or before the (kept) start: refused like the contract refuses it for two given dates. */
function endBeforeStart() {
  return new AppError(422, 'VALIDATION_FAILED', {}, { field: 'endsAt' });
}

/** Publishes or unpublishes; the same state again changes nothing but is still an answer. */
export async function publishContent(
  tx: Db,
  input: { kind: ContentKind; id: number; published: boolean },
  now: Date,
): Promise<{ before: OpsContentItem; after: OpsContentItem }> {
  const before = await findContentForUpdate(tx, input.kind, input.id, now);
  if (!before) throw new AppError(404, 'CONTENT_NOT_FOUND');
  if (input.kind === 'notice') {
    const [row] = await tx.update(notices).set({ published: input.published }).where(eq(notices.id, input.id)).returning();
    return { before, after: noticeItem(row!, now) };
  }
  if (input.kind === 'banner') {
    const [row] = await tx.update(banners).set({ active: input.published }).where(eq(banners.id, input.id)).returning();
    return { before, after: bannerItem(row!, now) };
  }
  const [row] = await tx.update(promotions).set({ published: input.published }).where(eq(promotions.id, input.id)).returning();
  return { before, after: promotionItem(row!, now) };
}
