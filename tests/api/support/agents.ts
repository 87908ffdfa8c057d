// Agents for tests. An agent code exists only on an approved application (the database checks it at
// commit), so tests make agents the way the hall does: an application approved through the real
// service — directly on the database, or through the operator API.
import type { FastifyInstance } from 'fastify';
import { eq } from '../../../server/db/orm.ts';
import { expect } from 'vitest';
import { calls } from '../../../src/contracts/index.ts';
import type { Db } from '../../../server/db/database.ts';
import { agentApplications, users } from '../../../server/db/schema.ts';
import { approveInTransaction } from '../../../server/modules/agent/applications.service.ts';

/**
 * Makes the user (by id or account) an agent: a pending application approved by operator `test` in
 * one transaction. `code` fixes the agent code (4–16 of A–Z, 0–9); otherwise one is drawn. Answers it.
 */
export async function makeAgent(db: Db, user: number | string, code?: string): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(typeof user === 'number' ? eq(users.id, user) : eq(users.account, user));
    if (!row) throw new Error(`no user ${user}`);
    const [application] = await tx.insert(agentApplications).values({ userId: row.id, status: 'pending' }).returning();
    await approveInTransaction(tx, application!.id, 'test', new Date(), code);
    const [agent] = await tx.select({ agentCode: users.agentCode }).from(users).where(eq(users.id, row.id));
    return agent!.agentCode!;
  });
}

/** The player applies (`agent/apply`) and the operator approves it (operator API); answers the code. */
export async function applyAndApprove(app: FastifyInstance, token: string, operatorToken: string): Promise<string> {
  const applied = await app.inject({ method: 'POST', url: calls.agentApply.path, headers: { token } });
  expect(applied.statusCode, applied.body).toBe(200);
  const list = await app.inject({
    method: 'POST',
    url: calls.opsAgentApplicationList.path,
    headers: { authorization: `Bearer ${operatorToken}` },
    payload: { pageSize: 100 },
  });
  expect(list.statusCode, list.body).toBe(200);
  const me = await app.inject({ method: 'POST', url: calls.userGetInfo.path, headers: { token } });
  const mine = (list.json().data.list as { id: number; userId: number }[]).find((a) => a.userId === me.json().data.id);
  if (!mine) throw new Error('the application is not in the review queue');
  const approved = await app.inject({
    method: 'POST',
    url: calls.opsAgentApplicationApprove.path,
    headers: { authorization: `Bearer ${operatorToken}` },
    payload: { id: mine.id },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return approved.json().data.agentCode as string;
}
