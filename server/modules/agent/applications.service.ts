// Becoming an agent: a player applies, an operator approves (the player gets an agent code, which
// is what makes an agent) or rejects with a reason the player reads. A rejected player may apply
// again; an agent or a player whose application waits may not.
import type { AgentApplicationStatus } from '../../../src/contracts/agent.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { uniqueViolation } from '../auth/users.repo.ts';
import { writeLetter } from '../letters/write-letter.ts';
import { randomAgentCode } from './agent-code.fns.ts';
import {
  applicationWithUser,
  approvedApplicationOf,
  giveAgentCode,
  insertApplication,
  latestApplicationOf,
  listApplications,
  lockApplication,
  lockUser,
  reviewApplication,
  type ApplicationRow,
  type ApplicationWithUser,
} from './applications.repo.ts';
import { requireAgent } from './team-scope.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import type { AuditTrail } from '../ops/audit/record-audit.ts';

interface Deps {
  db: Db;
  now: () => Date;
}

function statusOf(row: ApplicationRow | undefined): AgentApplicationStatus {
  if (!row) return { status: 'none', reason: null, appliedAt: null, reviewedAt: null };
  return {
    status: row.status,
    reason: row.status === 'rejected' ? row.reason : null,
    appliedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** none, pending, rejected (with the reason) or approved; an agent answers approved. */
export async function applicationStatus(deps: Deps, userId: number): Promise<AgentApplicationStatus> {
  const approved = await approvedApplicationOf(deps.db, userId);
  return statusOf(approved ?? (await latestApplicationOf(deps.db, userId)));
}

export async function apply(deps: Deps, userId: number): Promise<AgentApplicationStatus> {
  try {
    return await transactionWithRetry(deps.db, async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw new AppError(404, 'USER_NOT_FOUND');
      if (user.agentCode !== null) throw new AppError(409, 'ALREADY_AGENT');
      const latest = await latestApplicationOf(tx, userId);
      if (latest?.status === 'pending') throw new AppError(409, 'AGENT_APPLICATION_PENDING');
      return statusOf(await insertApplication(tx, { userId, status: 'pending', createdAt: deps.now() }));
    });
  } catch (error) {
    // The one-pending-per-player index: a second request that slipped past the check.
    if (uniqueViolation(error) === 'agent_applications_one_pending_idx') throw new AppError(409, 'AGENT_APPLICATION_PENDING');
    throw error;
  }
}

export async function agentCodeOf(deps: Deps, userId: number): Promise<{ agentCode: string }> {
  const { agentCode } = await requireAgent(deps.db, userId);
  return { agentCode };
}

export function toOpsApplication({ application: a, account, agentCode }: ApplicationWithUser) {
  return {
    id: a.id,
    userId: a.userId,
    account,
    status: a.status,
    reason: a.reason,
    createdAt: a.createdAt.toISOString(),
    reviewedAt: a.reviewedAt?.toISOString() ?? null,
    reviewedBy: a.reviewedBy,
    agentCode: a.status === 'approved' ? agentCode : null,
  };
}

export async function listForOperator(deps: Deps, input: { status: ApplicationRow['status']; pageNum: number; pageSize: number }) {
  const { rows, total } = await listApplications(deps.db, input.status, input);
  return { list: rows.map(toOpsApplication), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

async function pendingApplication(tx: Db, id: number): Promise<ApplicationRow> {
  const application = await lockApplication(tx, id);
  if (!application) throw new AppError(404, 'AGENT_APPLICATION_NOT_FOUND');
  if (application.status !== 'pending') throw new AppError(409, 'AGENT_APPLICATION_NOT_PENDING');
  return application;
}

/**
 * Gives the user a new random agent code in the caller's transaction (drawn again on the rare
 * collision); keeps a code the user has already. Answers the user's code.
 */
export async function grantAgentCode(tx: Db, userId: number, fixedCode?: string, draw: () => string = randomAgentCode): Promise<string> {
  for (let tries = 0; tries < 20; tries += 1) {
    const code = fixedCode ?? draw();
    if (await giveAgentCode(tx, userId, code)) {
      const user = await lockUser(tx, userId);
      return user!.agentCode!;
    }
    if (fixedCode) break;
  }
  throw new Error(fixedCode ? `agent code ${fixedCode} is taken` : 'no free agent code after 20 draws');
}

/** Approves a pending application; the applicant becomes an agent, and is told so in their inbox, in the same transaction. */
export async function approveInTransaction(tx: Db, id: number, reviewer: string, now: Date, fixedCode?: string): Promise<ApplicationRow> {
  const application = await pendingApplication(tx, id);
  const reviewed = await reviewApplication(tx, application.id, { status: 'approved', reason: null, reviewedAt: now, reviewedBy: reviewer });
  const agentCode = await grantAgentCode(tx, application.userId, fixedCode);
  await writeLetter(tx, { userId: application.userId, key: 'agentApproved', params: { agentCode }, at: now });
  return reviewed;
}

/** The operator's approval, recorded by `audit` in its transaction. */
export async function approve(deps: Deps, id: number, reviewer: string, audit: AuditTrail) {
  return transactionWithRetry(deps.db, async (tx) => {
    await pendingApplication(tx, id);
    const before = toOpsApplication(await applicationWithUser(tx, id));
    await approveInTransaction(tx, id, reviewer, deps.now());
    const after = toOpsApplication(await applicationWithUser(tx, id));
    await audit(tx, { action: 'agent.application.approve', targetType: 'agent-application', targetId: id, before, after });
    return after;
  });
}

export async function reject(deps: Deps, id: number, reviewer: string, reason: string, audit: AuditTrail) {
  return transactionWithRetry(deps.db, async (tx) => {
    const application = await pendingApplication(tx, id);
    const before = toOpsApplication(await applicationWithUser(tx, id));
    await reviewApplication(tx, application.id, { status: 'rejected', reason, reviewedAt: deps.now(), reviewedBy: reviewer });
    await writeLetter(tx, { userId: application.userId, key: 'agentRejected', params: { reason }, at: deps.now() });
    const after = toOpsApplication(await applicationWithUser(tx, id));
    await audit(tx, { action: 'agent.application.reject', targetType: 'agent-application', targetId: id, before, after, reason });
    return after;
  });
}
