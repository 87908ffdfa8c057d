// App login by QR and the player's app sessions: each validated body to one service call.
import type { CallHandlers } from '../../http/call-handler.ts';
import { endAppSession, exchangeAppLoginTicket, issueAppLoginTicket, listAppSessions } from './app-login.service.ts';
import type { AuthDeps } from './auth.deps.ts';
import { sessionOf } from './auth.routes.ts';

type AppLoginCalls = 'appLoginCode' | 'appLoginExchange' | 'appSessionList' | 'appSessionEnd';

export function appLoginHandlers(deps: AuthDeps): Pick<CallHandlers, AppLoginCalls> {
  return {
    appLoginCode: async (_input, context) => issueAppLoginTicket(deps, sessionOf(context)),
    appLoginExchange: async (input, context) => exchangeAppLoginTicket(deps, input, context),
    appSessionList: async (_input, context) => listAppSessions(deps, sessionOf(context)),
    appSessionEnd: async ({ id }, context) => endAppSession(deps, sessionOf(context), id),
  };
}
