// The agent's members: the paged list of the whole subtree, and a new direct member created by the
// agent with an account and password (no email: the member adds one after signing in).
import type { TeamMember } from '../../../src/contracts/agent.ts';
import type { Locale } from '../../../shared/locales.ts';
import { users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { assertAcceptablePassword } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { takenError } from '../auth/registration.service.ts';
import { accountExists } from '../auth/users.repo.ts';
import type { AgentDeps } from './agent.deps.ts';
import { countTeamMembers, findTeamMember, findTeamMembers, type TeamMemberFilter, type TeamMemberRow } from './members.repo.ts';
import { requireAgent } from './team-scope.ts';
import { transactionWithRetry } from '../../db/retry.ts';

const iso = (value: Date | string) => new Date(value).toISOString();

export function toTeamMember(row: TeamMemberRow): TeamMember {
  return {
    userId: Number(row.userId),
    account: row.account,
    level: Number(row.level),
    teamName: row.teamName,
    isAgent: Boolean(row.isAgent),
    teamSize: Number(row.teamSize),
    lastLoginAt: row.lastLoginAt === null ? null : iso(row.lastLoginAt),
    registeredAt: iso(row.registeredAt),
    userBalance: formatAmount(BigInt(row.userBalance)),
    teamBalance: formatAmount(BigInt(row.teamBalance)),
  };
}

export interface TeamMemberQuery extends TeamMemberFilter {
  pageNum: number;
  pageSize: number;
}

/** The caller's subtree (never the caller), direct members first, then newest first (registration order). */
export async function listTeamMembers(deps: Pick<AgentDeps, 'db'>, agentId: number, query: TeamMemberQuery) {
  await requireAgent(deps.db, agentId);
  const filter: TeamMemberFilter = { account: query.account || undefined, level: query.level };
  const page = { limit: query.pageSize, offset: (query.pageNum - 1) * query.pageSize };
  const [rows, total] = await Promise.all([findTeamMembers(deps.db, agentId, filter, page), countTeamMembers(deps.db, agentId, filter)]);
  return { list: rows.map(toTeamMember), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/**
 * A new direct member: the same account and password rules as registration, no email, the agent
 * as referrer (the database's trigger adds the member to every ancestor's team). The password
 * counts as chosen (the member signs in with it); the agent's language is the member's until they
 * sign in themselves.
 */
export async function createTeamMember(
  deps: Pick<AgentDeps, 'db' | 'now'>,
  agentId: number,
  input: { account: string; password: string },
  locale: Locale,
): Promise<TeamMember> {
  await requireAgent(deps.db, agentId);
  assertAcceptablePassword(input.password, 'password');
  const passwordHash = await hashPassword(input.password);
  const now = deps.now();
  let memberId: number;
  try {
    memberId = await transactionWithRetry(deps.db, async (tx) => {
      if (await accountExists(tx, input.account)) throw new AppError(409, 'ACCOUNT_TAKEN');
      const [user] = await tx
        .insert(users)
        .values({ account: input.account, email: null, passwordHash, passwordSetAt: now, referrerId: agentId, createdAt: now, locale })
        .returning({ id: users.id });
      return user!.id;
    });
  } catch (error) {
    throw takenError(error) ?? error;
  }
  const row = await findTeamMember(deps.db, agentId, memberId);
  if (!row) throw new Error(`member ${memberId} is missing from the team of ${agentId}`);
  return toTeamMember(row);
}
