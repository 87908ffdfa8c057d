// SQL of agent applications and agent codes.
import { and, asc, count, desc, eq, isNull } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { inSavepoint } from '../../db/savepoint.ts';
import { agentApplications, users, type AgentApplicationStatus } from '../../db/schema.ts';
import { uniqueViolation } from '../auth/users.repo.ts';

type Reader = Pick<Db, 'select'>;

export type ApplicationRow = typeof agentApplications.$inferSelect;

/** An application with its applicant's account and agent code. */
export interface ApplicationWithUser {
  application: ApplicationRow;
  account: string;
  agentCode: string | null;
}

const withUser = {
  application: agentApplications,
  account: users.account,
  agentCode: users.agentCode,
};

/** The player's newest application, if any. */
export async function latestApplicationOf(db: Reader, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(eq(agentApplications.userId, userId))
    .orderBy(desc(agentApplications.createdAt), desc(agentApplications.id))
    .limit(1);
  return row;
}

/** The approved application of an agent (the one their code rests on). */
export async function approvedApplicationOf(db: Reader, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(agentApplications)
    .where(and(eq(agentApplications.userId, userId), eq(agentApplications.status, 'approved')))
    .limit(1);
  return row;
}

/** Locks the user row: one application decision per player at a time. */
export async function lockUser(tx: Db, userId: number): Promise<{ id: number; agentCode: string | null } | undefined> {
  const [row] = await tx.select({ id: users.id, agentCode: users.agentCode }).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export async function insertApplication(tx: Db, values: typeof agentApplications.$inferInsert): Promise<ApplicationRow> {
  const [row] = await tx.insert(agentApplications).values(values).returning();
  return row!;
}

/** The application, locked until the transaction ends. */
export async function lockApplication(tx: Db, id: number): Promise<ApplicationRow | undefined> {
  const [row] = await tx.select().from(agentApplications).where(eq(agentApplications.id, id)).for('update');
  return row;
}

export async function reviewApplication(
  tx: Db,
  id: number,
  review: { status: 'approved' | 'rejected'; reason: string | null; reviewedAt: Date; reviewedBy: string },
): Promise<ApplicationRow> {
  const [row] = await tx
    .update(agentApplications)
    .set(review)
    .where(and(eq(agentApplications.id, id), eq(agentApplications.status, 'pending')))
    .returning();
  if (!row) throw new Error(`agent application ${id} is no longer pending`);
  return row;
}

/**
 * Gives the user `code` unless they have one; false when another user holds that code already (the
 * caller draws another). Runs in a savepoint, so a collision leaves the transaction usable.
 */
export async function giveAgentCode(tx: Db, userId: number, code: string): Promise<boolean> {
  try {
    await inSavepoint(tx, 'agent_code', async (sp) => {
      await sp.update(users).set({ agentCode: code }).where(and(eq(users.id, userId), isNull(users.agentCode)));
    });
    return true;
  } catch (error) {
    if (uniqueViolation(error) === 'users_agent_code_unique') return false;
    throw error;
  }
}

export async function applicationWithUser(db: Reader, id: number): Promise<ApplicationWithUser> {
  const [row] = await db.select(withUser).from(agentApplications).innerJoin(users, eq(users.id, agentApplications.userId)).where(eq(agentApplications.id, id));
  if (!row) throw new Error(`agent application ${id} vanished`);
  return row;
}

/** Applications of one status, oldest first (the review queue's order). */
export async function listApplications(
  db: Reader,
  status: AgentApplicationStatus,
  page: { pageNum: number; pageSize: number },
): Promise<{ rows: ApplicationWithUser[]; total: number }> {
  const where = eq(agentApplications.status, status);
  const rows = await db
    .select(withUser)
    .from(agentApplications)
    .innerJoin(users, eq(users.id, agentApplications.userId))
    .where(where)
    .orderBy(asc(agentApplications.createdAt), asc(agentApplications.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(agentApplications).where(where);
  return { rows, total: total?.n ?? 0 };
}
