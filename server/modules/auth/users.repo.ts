// Queries on users shared by sign-in, registration and the profile.
import { eq, or, sql } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { users } from '../../db/schema.ts';

export type UserRow = typeof users.$inferSelect;
type Reader = Pick<Db, 'select'>;

const accountIs = (account: string) => sql`lower(${users.account}) = lower(${account})`;

/** The user signing in with an account name or an email address. */
export async function findUserByLogin(db: Reader, login: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(or(accountIs(login), eq(users.email, login.toLowerCase())))
    .limit(1);
  return row;
}

export async function findUserById(db: Reader, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Reader, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function accountExists(db: Reader, account: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(accountIs(account));
  return row !== undefined;
}

export async function emailExists(db: Reader, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/** The agent whose recruitment code this is (codes are case-insensitive). */
export async function findAgentIdByCode(db: Reader, code: string): Promise<number | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.agentCode, code.toUpperCase()));
  return row?.id;
}

/** The database's unique-constraint error, whichever driver raised it (Drizzle wraps it). */
export function uniqueViolation(error: unknown): string | null {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (code === '23505') return constraint ?? '';
  }
  return null;
}
