// SQL of KYC submissions.
import { and, asc, count, desc, eq } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { kycSubmissions, users, type KycSubmissionStatus } from '../../db/schema.ts';

type Reader = Pick<Db, 'select'>;

export type KycRow = typeof kycSubmissions.$inferSelect;

export interface KycWithUser {
  submission: KycRow;
  account: string;
}

const withUser = { submission: kycSubmissions, account: users.account };

/** The player's newest submission, if any. */
export async function latestSubmissionOf(db: Reader, userId: number): Promise<KycRow | undefined> {
  const [row] = await db
    .select()
    .from(kycSubmissions)
    .where(eq(kycSubmissions.userId, userId))
    .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
    .limit(1);
  return row;
}

/** Whether the player has an approved submission (what the withdrawal rule asks). */
export async function hasApprovedKyc(db: Reader, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: kycSubmissions.id })
    .from(kycSubmissions)
    .where(and(eq(kycSubmissions.userId, userId), eq(kycSubmissions.status, 'approved')))
    .limit(1);
  return row !== undefined;
}

export async function submissionById(db: Reader, id: number): Promise<KycRow | undefined> {
  const [row] = await db.select().from(kycSubmissions).where(eq(kycSubmissions.id, id));
  return row;
}

/** Locks the user row: one submission decision per player at a time. */
export async function lockUser(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  return row !== undefined;
}

export async function insertSubmission(tx: Db, values: typeof kycSubmissions.$inferInsert): Promise<KycRow> {
  const [row] = await tx.insert(kycSubmissions).values(values).returning();
  return row!;
}

export async function lockSubmission(tx: Db, id: number): Promise<KycRow | undefined> {
  const [row] = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update');
  return row;
}

export async function reviewSubmission(
  tx: Db,
  id: number,
  review: { status: 'approved' | 'rejected'; reason: string | null; reviewedAt: Date; reviewedBy: string },
): Promise<KycRow> {
  const [row] = await tx
    .update(kycSubmissions)
    .set(review)
    .where(and(eq(kycSubmissions.id, id), eq(kycSubmissions.status, 'pending')))
    .returning();
  if (!row) throw new Error(`KYC submission ${id} is no longer pending`);
  return row;
}

export async function submissionWithUser(db: Reader, id: number): Promise<KycWithUser> {
  const [row] = await db.select(withUser).from(kycSubmissions).innerJoin(users, eq(users.id, kycSubmissions.userId)).where(eq(kycSubmissions.id, id));
  if (!row) throw new Error(`KYC submission ${id} vanished`);
  return row;
}

/** Submissions of one status, oldest first (the review queue's order). */
export async function listSubmissions(
  db: Reader,
  status: KycSubmissionStatus,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: KycWithUser[]; total: number }> {
  const where = eq(kycSubmissions.status, status);
  const rows = await db
    .select(withUser)
    .from(kycSubmissions)
    .innerJoin(users, eq(users.id, kycSubmissions.userId))
    .where(where)
    .orderBy(asc(kycSubmissions.createdAt), asc(kycSubmissions.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(kycSubmissions).where(where);
  return { rows, total: total?.n ?? 0 };
}
