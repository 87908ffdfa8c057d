// Profile calls of the signed-in user: each validated body to one service call.
import type { CallHandlers } from '../../http/call-handler.ts';
import type { AuthDeps } from '../auth/auth.deps.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import * as profile from './profile.service.ts';

type AccountCalls =
  | 'userInfo' | 'userGetInfo' | 'userUpdate' | 'userEmailCode' | 'userUpdateIdNumber'
  | 'aliasAccount' | 'aliasAccountReset';

export function accountHandlers(deps: AuthDeps): Pick<CallHandlers, AccountCalls> {
  return {
    userInfo: async (_input, context) => profile.getUserInfo(deps, sessionOf(context)),
    userGetInfo: async (_input, context) => profile.getUserProfile(deps, sessionOf(context)),
    userUpdate: async (input, context) => profile.updateProfile(deps, sessionOf(context), input),
    userEmailCode: async ({ email }, context) =>
      profile.sendEmailChangeCode(deps, sessionOf(context), email, context, context.locale),
    userUpdateIdNumber: async ({ idNumber }, context) => profile.updateIdNumber(deps, sessionOf(context), idNumber),
    aliasAccount: async (_input, context) => profile.getAlias(deps, sessionOf(context)),
    aliasAccountReset: async (_input, context) => profile.resetAlias(deps, sessionOf(context)),
  };
}
