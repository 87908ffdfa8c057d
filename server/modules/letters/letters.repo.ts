// SQL of station letters. What a player sees: their own letters, and broadcasts sent since their
// account exists. What they have read: every visible letter up to their watermark ("mark all
// read"), plus the letters they opened above it (letter_reads). Counting unread letters therefore
// only looks at letters above the watermark, and a broadcast never has a row per player.
import { and, count, desc, eq, gt, isNull, or, sql, type SQL } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { letterReads, letters, letterWatermarks, users } from '../../db/schema.ts';

type Reader = Pick<Db, 'select'>;

export type LetterRow = typeof letters.$inferSelect;

export async function insertLetter(tx: Pick<Db, 'insert'>, values: typeof letters.$inferInsert): Promise<LetterRow> {
  const [row] = await tx.insert(letters).values(values).returning();
  return row!;
}

/** The player's own letters and the broadcasts sent since their account was created. */
function visibleTo(userId: number): SQL {
  return or(
    eq(letters.userId, userId),
    and(isNull(letters.userId), sql`${letters.createdAt} >= (SELECT ${users.createdAt} FROM ${users} WHERE ${users.id} = ${userId})`),
  )!;
}

function watermarkOf(userId: number): SQL<number> {
  return sql<number>`coalesce((SELECT ${letterWatermarks.readUpTo} FROM ${letterWatermarks} WHERE ${letterWatermarks.userId} = ${userId}), 0)`;
}

function openedBy(userId: number): SQL {
  return sql`EXISTS (SELECT 1 FROM ${letterReads} WHERE ${letterReads.userId} = ${userId} AND ${letterReads.letterId} = ${letters.id})`;
}

function readBy(userId: number): SQL<boolean> {
  return sql<boolean>`(${letters.id} <= ${watermarkOf(userId)} OR ${openedBy(userId)})`;
}

export interface LetterWithRead {
  letter: LetterRow;
  read: boolean;
}

/** A page of the player's letters, newest first. */
export async function listLetters(db: Reader, userId: number, page: { pageNum: number; pageSize: number }): Promise<{ rows: LetterWithRead[]; total: number }> {
  const rows = await db
    .select({ letter: letters, read: readBy(userId) })
    .from(letters)
    .where(visibleTo(userId))
    .orderBy(desc(letters.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const [{ total }] = (await db.select({ total: count() }).from(letters).where(visibleTo(userId))) as [{ total: number }];
  return { rows: rows.map((row) => ({ letter: row.letter, read: Boolean(row.read) })), total: Number(total) };
}

export async function unreadCount(db: Reader, userId: number): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(letters)
    .where(and(gt(letters.id, watermarkOf(userId)), visibleTo(userId), sql`NOT ${openedBy(userId)}`));
  return Number(row!.unread);
}

/** The letter if the player may see it. */
export async function visibleLetter(db: Reader, userId: number, id: number): Promise<LetterRow | undefined> {
  const [row] = await db.select().from(letters).where(and(eq(letters.id, id), visibleTo(userId)));
  return row;
}

/** Marks one letter read; reading it again changes nothing. */
export async function markRead(tx: Pick<Db, 'insert'>, userId: number, letterId: number, at: Date): Promise<void> {
  await tx.insert(letterReads).values({ userId, letterId, readAt: at }).onConflictDoNothing();
}

/**
 * Marks every letter the player sees read: the watermark moves up to the newest of them (never
 * down), and the per-letter reads it now covers are dropped.
 */
export async function markAllRead(tx: Db, userId: number, at: Date): Promise<void> {
  const [newest] = await tx.select({ id: sql<number | null>`max(${letters.id})` }).from(letters).where(visibleTo(userId));
  const upTo = newest?.id === null || newest?.id === undefined ? null : Number(newest.id);
  if (upTo === null) return;
  await tx
    .insert(letterWatermarks)
    .values({ userId, readUpTo: upTo, updatedAt: at })
    .onConflictDoUpdate({
      target: letterWatermarks.userId,
      set: { readUpTo: sql`greatest(${letterWatermarks.readUpTo}, excluded.read_up_to)`, updatedAt: at },
    });
  await tx.delete(letterReads).where(and(eq(letterReads.userId, userId), sql`${letterReads.letterId} <= ${upTo}`));
}

/** The account a letter was sent to (operator answers). */
export async function accountOfUser(db: Reader, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ account: users.account }).from(users).where(eq(users.id, userId));
  return row?.account;
}

/** The player an operator names by account (any case). */
export async function userByAccount(db: Reader, account: string): Promise<{ id: number; account: string } | undefined> {
  const [row] = await db.select({ id: users.id, account: users.account }).from(users).where(sql`lower(${users.account}) = lower(${account})`);
  return row;
}
