// Agent programme calls: the team's members, a new direct member, and coins between the agent and
// a direct member. The team is always the caller's (from the session); a member id from anywhere
// else answers 404 MEMBER_NOT_FOUND.
import type { CallHandlers } from '../../http/call-handler.ts';
import { idempotentCall } from '../../http/idempotent-call.ts';
import { AppError, isAppError } from '../../errors.ts';
import { toUnits } from '../../../shared/money/amount.fns.ts';
import { checkPasswordOfSignedInUser } from '../auth/account-lock.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import { findUserById } from '../auth/users.repo.ts';
import { verifyPaymentPassword } from '../wallet/fund-password.ts';
import type { AgentDeps } from './agent.deps.ts';
import { createTeamMember, listTeamMembers } from './members.service.ts';
import { requireAgent, requireDirectMember } from './team-scope.ts';
import { bookAgentTransfer, requireActiveMember } from './transfers.service.ts';

type Calls = 'agentSubMemberPage' | 'agentSubMemberCreate' | 'agentMemberTransfer' | 'agentMemberTransferDecrease';

/**
 * The member's login password, typed by the member at the agent's screen. It counts towards the
 * member's own account lock exactly as a wrong password at sign-in does; the refusals name the
 * member, not the caller.
 */
async function checkMemberPassword(deps: AgentDeps, memberId: number, password: string): Promise<void> {
  const member = await findUserById(deps.db, memberId);
  if (!member) throw new AppError(404, 'MEMBER_NOT_FOUND');
  try {
    await checkPasswordOfSignedInUser(deps, member, password);
  } catch (error) {
    if (!isAppError(error)) throw error;
    if (error.errorKey === 'ACCOUNT_LOCKED') throw new AppError(423, 'MEMBER_ACCOUNT_LOCKED', error.params);
    if (error.errorKey === 'PASSWORD_INCORRECT') throw new AppError(422, 'MEMBER_PASSWORD_INCORRECT', {}, { field: 'memberPassword' });
    throw error;
  }
}

export function membersHandlers(deps: AgentDeps): Pick<CallHandlers, Calls> {
  const walletDeps = { db: deps.db, now: deps.now, t: deps.t, config: deps.wallet, log: deps.log };
  return {
    agentSubMemberPage: async (input, context) => listTeamMembers(deps, sessionOf(context).userId, input),

    agentSubMemberCreate: async (input, context) => createTeamMember(deps, sessionOf(context).userId, input, context.locale),

    agentMemberTransfer: async (input, context) => {
      const agentId = sessionOf(context).userId;
      await requireAgent(deps.db, agentId);
      await requireDirectMember(deps.db, agentId, input.userId);
      await requireActiveMember(deps.db, input.userId);
      // Outside the money transaction, so a wrong guess is counted even though the call fails.
      await verifyPaymentPassword(walletDeps, agentId, input.paymentPassword);
      const amount = toUnits(input.amount);
      // Passwords are not part of "the same request"; the direction is (both calls share the
      // caller's key space and the same body shape).
      const request = { direction: 'to_member', userId: input.userId, amount: input.amount };
      return idempotentCall(deps.db, context, request, (tx) =>
        bookAgentTransfer(tx, { agentId, memberId: input.userId, direction: 'to_member', amount, now: deps.now() }),
      );
    },

    agentMemberTransferDecrease: async (input, context) => {
      const agentId = sessionOf(context).userId;
      await requireAgent(deps.db, agentId);
      await requireDirectMember(deps.db, agentId, input.userId);
      await requireActiveMember(deps.db, input.userId);
      await checkMemberPassword(deps, input.userId, input.memberPassword);
      const amount = toUnits(input.amount);
      const request = { direction: 'from_member', userId: input.userId, amount: input.amount };
      return idempotentCall(deps.db, context, request, (tx) =>
        bookAgentTransfer(tx, { agentId, memberId: input.userId, direction: 'from_member', amount, now: deps.now() }),
      );
    },
  };
}
