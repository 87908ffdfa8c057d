// The app_keys rows: one per player, pending until bound.
import { and, eq, isNotNull, isNull, lt, or, sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { appKeys } from '../../db/schema.ts';

export type AppKeyRow = typeof appKeys.$inferSelect;
type Reader = Pick<Db, 'select'>;

export async function findAppKey(db: Reader, userId: number): Promise<AppKeyRow | undefined> {
  const [row] = await db.select().from(appKeys).where(eq(appKeys.userId, userId));
  return row;
}

export async function isAppKeyBound(db: Reader, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: appKeys.userId })
    .from(appKeys)
    .where(and(eq(appKeys.userId, userId), isNotNull(appKeys.boundAt)));
  return row !== undefined;
}

/** Keeps the first pending secret when two asks race: the loser's insert does nothing. */
export async function insertPendingAppKey(db: Db, userId: number, secretCiphertext: string, now: Date): Promise<void> {
  await db.insert(appKeys).values({ userId, secretCiphertext, createdAt: now }).onConflictDoNothing();
}

/**
 * Spends a code's step: only when it is newer than the last accepted one, so a code (or an older
 * one) is accepted once, even by two requests at the same moment. Ends the run of wrong codes.
 */
export async function spendStep(db: Db, userId: number, step: number): Promise<boolean> {
  const spent = await db
    .update(appKeys)
    .set({ lastUsedStep: step, failedAttempts: 0 })
    .where(and(eq(appKeys.userId, userId), or(isNull(appKeys.lastUsedStep), lt(appKeys.lastUsedStep, step))))
    .returning({ userId: appKeys.userId });
  return spent.length === 1;
}

/**
 * Counts a wrong code in one statement (parallel guesses all count); the one that reaches the limit
 * locks and starts the count again. Answers the count after it and the lock's end.
 */
export async function countWrongCode(
  db: Db,
  userId: number,
  limits: { maxAttempts: number; lockUntil: Date },
): Promise<{ failed: number; lockedUntil: Date | null } | undefined> {
  const reachesLimit = sql`${appKeys.failedAttempts} + 1 >= ${limits.maxAttempts}`;
  const [after] = await db
    .update(appKeys)
    .set({
      failedAttempts: sql`CASE WHEN ${reachesLimit} THEN 0 ELSE ${appKeys.failedAttempts} + 1 END`,
      lockedUntil: sql`CASE WHEN ${reachesLimit} THEN ${limits.lockUntil.toISOString()}::timestamptz ELSE ${appKeys.lockedUntil} END`,
    })
    .where(eq(appKeys.userId, userId))
    .returning({ failed: appKeys.failedAttempts, lockedUntil: appKeys.lockedUntil });
  return after;
}

/** Binds the pending key; false when it was bound (or removed) meanwhile. */
export async function markBound(db: Db, userId: number, now: Date): Promise<boolean> {
  const bound = await db
    .update(appKeys)
    .set({ boundAt: now })
    .where(and(eq(appKeys.userId, userId), isNull(appKeys.boundAt)))
    .returning({ userId: appKeys.userId });
  return bound.length === 1;
}

export async function deleteAppKey(db: Db, userId: number): Promise<void> {
  await db.delete(appKeys).where(eq(appKeys.userId, userId));
}
