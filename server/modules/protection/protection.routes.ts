// Player protection calls: the player's own settings and the operators' view and exclusions.
import type { CallHandlers } from '../../http/call-handler.ts';
import { idempotentCall } from '../../http/idempotent-call.ts';
import { AppError } from '../../errors.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import { auditTrailOf } from '../ops/audit/record-audit.ts';
import { userByAccount } from '../letters/letters.repo.ts';
import * as protection from './protection.service.ts';

type Calls =
  | 'protectionGet'
  | 'protectionLimitSet'
  | 'protectionLimitRemove'
  | 'protectionLimitCancel'
  | 'protectionExclude'
  | 'protectionRealityCheckSet'
  | 'protectionSession'
  | 'opsProtectionGet'
  | 'opsProtectionExclude';

async function playerNamed(deps: protection.ProtectionDeps, account: string) {
  const user = await userByAccount(deps.db, account);
  if (!user) throw new AppError(404, 'USER_NOT_FOUND');
  return user;
}

export function protectionHandlers(deps: protection.ProtectionDeps): Pick<CallHandlers, Calls> {
  return {
    protectionGet: async (_input, context) => protection.getState(deps, sessionOf(context).userId),
    protectionLimitSet: async (input, context) => protection.setLimit(deps, sessionOf(context).userId, input),
    protectionLimitRemove: async (input, context) => protection.removeLimit(deps, sessionOf(context).userId, input),
    protectionLimitCancel: async (input, context) => protection.cancelPending(deps, sessionOf(context).userId, input),
    protectionExclude: async (input, context) => protection.exclude(deps, sessionOf(context).userId, input),
    protectionRealityCheckSet: async (input, context) => protection.setRealityCheck(deps, sessionOf(context).userId, input),
    protectionSession: async (_input, context) => protection.sessionSummary(deps, sessionOf(context).userId, sessionOf(context).sessionId),
    opsProtectionGet: async ({ account }) => {
      const user = await playerNamed(deps, account);
      return protection.operatorView(deps, user.id, user.account);
    },
    opsProtectionExclude: async (input, context) => {
      const user = await playerNamed(deps, input.account);
      return idempotentCall(deps.db, context, input, async (tx) => {
        const before = await protection.stateOf(deps, tx, user.id);
        const after = await protection.operatorExclude(tx, deps, user.id, input, context.operator!.name);
        await auditTrailOf(context)(tx, { action: 'protection.exclude', targetType: 'user', targetId: user.account, before, after, reason: input.reason });
        return after;
      });
    },
  };
}
