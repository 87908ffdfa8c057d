// Station letter calls: the player's inbox and the operators' letters.
import type { CallHandlers } from '../../http/call-handler.ts';
import { idempotentCall } from '../../http/idempotent-call.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import { auditTrailOf } from '../ops/audit/record-audit.ts';
import * as letters from './letters.service.ts';

type Calls = 'stationQuery' | 'stationUnreadCount' | 'stationRead' | 'stationReadAll' | 'opsLetterSend' | 'opsLetterBroadcast';

export function letterHandlers(deps: letters.LettersDeps): Pick<CallHandlers, Calls> {
  return {
    stationQuery: async (input, context) => letters.queryLetters(deps, sessionOf(context).userId, context.locale, input),
    stationUnreadCount: async (_input, context) => letters.unreadOf(deps, sessionOf(context).userId),
    stationRead: async ({ id }, context) => letters.readLetter(deps, sessionOf(context).userId, id),
    stationReadAll: async (_input, context) => letters.readAllLetters(deps, sessionOf(context).userId),
    // A letter is new: nothing before it; the record keeps what was sent.
    opsLetterSend: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const sent = await letters.sendLetter(tx, deps, input, context.operator!.name);
        const after = { ...sent, title: input.title, body: input.body };
        await auditTrailOf(context)(tx, { action: 'letter.send', targetType: 'letter', targetId: sent.id, before: null, after });
        return sent;
      }),
    opsLetterBroadcast: (input, context) =>
      idempotentCall(deps.db, context, input, async (tx) => {
        const sent = await letters.broadcastLetter(tx, deps, input, context.operator!.name);
        const after = { ...sent, title: input.title, body: input.body };
        await auditTrailOf(context)(tx, { action: 'letter.broadcast', targetType: 'letter', targetId: sent.id, before: null, after });
        return sent;
      }),
  };
}
