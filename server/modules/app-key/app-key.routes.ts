// user/google/key and the calls binding and resetting need: each validated body to one service call.
import type { CallHandlers } from '../../http/call-handler.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import type { AppKeyDeps } from './app-key.deps.ts';
import { appKeyState, bindAppKey, resetAppKey, sendAppKeyResetCode } from './app-key.service.ts';

type Calls = 'userGoogleKey' | 'userGoogleKeyBind' | 'userGoogleKeyReset' | 'userGoogleKeyResetEmailCode';

export function appKeyHandlers(deps: AppKeyDeps): Pick<CallHandlers, Calls> {
  return {
    userGoogleKey: async (_input, context) => appKeyState(deps, sessionOf(context).userId, context.locale),
    userGoogleKeyBind: async ({ code }, context) => bindAppKey(deps, sessionOf(context).userId, code, context.locale),
    userGoogleKeyReset: async (input, context) => resetAppKey(deps, sessionOf(context).userId, input),
    userGoogleKeyResetEmailCode: async (_input, context) => sendAppKeyResetCode(deps, sessionOf(context).userId, context.ip, context.locale),
  };
}
