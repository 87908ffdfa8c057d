// Station letter calls: the player's inbox and the operators' letters.
import type { CallHandlers } from '../../http/call-handler.ts';
import { idempotentCall } from '../../http/idempotent-call.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import * as letters from './letters.service.ts';

type Calls = 'stationQuery' | 'stationUnreadCount' | 'stationRead' | 'stationReadAll' | 'opsLetterSend' | 'opsLetterBroadcast';

export function letterHandlers(deps: letters.LettersDeps): Pick<CallHandlers, Calls> {
  return {
    stationQuery: async (input, context) => letters.queryLetters(deps, sessionOf(context).userId, context.locale, input),
    stationUnreadCount: async (_input, context) => letters.unreadOf(deps, sessionOf(context).userId),
    stationRead: async ({ id }, context) => letters.readLetter(deps, sessionOf(context).userId, id),
    stationReadAll: async (_input, context) => letters.readAllLetters(deps, sessionOf(context).userId),
    opsLetterSend: (input, context) => idempotentCall(deps.db, context, input, (tx) => letters.sendLetter(tx, deps, input, context.operator!.name)),
    opsLetterBroadcast: (input, context) => idempotentCall(deps.db, context, input, (tx) => letters.broadcastLetter(tx, deps, input, context.operator!.name)),
  };
}
