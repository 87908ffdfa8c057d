// The one place that decides what an agent may see: the caller's own subtree, read from the
// session, never from the request. A member id from anywhere else answers 404, exactly as an id
// that does not exist, so the answer tells nothing about other teams.
import { and, eq, isNotNull } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { teamPaths, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

type Reader = Pick<Db, 'select'>;

/** An agent is a user an approved application gave an agent code. */
export async function isAgentUser(db: Reader, userId: number): Promise<boolean> {
  const [row] = await db.select({ agentCode: users.agentCode }).from(users).where(eq(users.id, userId));
  return row?.agentCode != null;
}

/** The caller must be an agent (an approved application gave them an agent code): else 403. */
export async function requireAgent(db: Reader, userId: number): Promise<{ userId: number; agentCode: string }> {
  const [row] = await db
    .select({ agentCode: users.agentCode })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.agentCode)));
  if (!row?.agentCode) throw new AppError(403, 'NOT_AGENT');
  return { userId, agentCode: row.agentCode };
}

/**
 * Levels from `agentId` down to `memberId` (0 when they are the same user). Throws 404
 * `MEMBER_NOT_FOUND` when the member is not in the agent's subtree.
 */
export async function depthInTeam(db: Reader, agentId: number, memberId: number): Promise<number> {
  const [row] = await db
    .select({ depth: teamPaths.depth })
    .from(teamPaths)
    .where(and(eq(teamPaths.ancestorId, agentId), eq(teamPaths.descendantId, memberId)));
  if (!row) throw new AppError(404, 'MEMBER_NOT_FOUND');
  return row.depth;
}

/** A direct member (one level below): transfers are only between an agent and these. */
export async function requireDirectMember(db: Reader, agentId: number, memberId: number): Promise<void> {
  const depth = await depthInTeam(db, agentId, memberId);
  // Deeper members are in the agent's own lists, so saying "not direct" gives nothing away.
  if (depth !== 1) throw new AppError(422, depth === 0 ? 'MEMBER_IS_SELF' : 'MEMBER_NOT_DIRECT');
}
