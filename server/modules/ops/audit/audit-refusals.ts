// Every operator call the API refuses (4xx: no or bad credentials, bad input, wrong state, unknown
// id) is recorded as `denied`, and one that fails on the server (5xx) as `failed`, with the answer's
// error key. The refused change rolled back (or never began), so the row is written in a
// transaction of its own, before the answer leaves. An audit write that fails is logged and the
// refusal is still answered as it was: a 4xx never turns into a 500 because of the log.
// Not recorded: 429 (the rate limiter's answer, so a flood cannot write rows at flood speed) and
// methods other than POST (405, no call was made). A call refused before the operator guard ran
// (a body the contract refuses) carries no operator: the guard had not read the credential yet.
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';
import type { Db } from '../../../db/database.ts';
import { transactionWithRetry } from '../../../db/retry.ts';
import { auditActionOf, auditActorOfRequest, lockAuditChainOnRetry, recordAudit } from './record-audit.ts';
import { auditTargetOf } from './audit-targets.ts';

export const OPERATOR_CALL_PREFIX = '/v2/ops/';

function errorKeyOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const error = (JSON.parse(payload) as { error?: unknown }).error;
    return typeof error === 'string' ? error.slice(0, 100) : null;
  } catch {
    return null;
  }
}

function isAuditedRefusal(request: FastifyRequest, reply: FastifyReply): boolean {
  const url = request.routeOptions.url;
  return request.method === 'POST' && url !== undefined && url.startsWith(OPERATOR_CALL_PREFIX) && reply.statusCode >= 400 && reply.statusCode !== 429;
}

export function auditRefusals(db: Db): onSendAsyncHookHandler<unknown> {
  return async (request, reply, payload) => {
    if (!isAuditedRefusal(request, reply)) return payload;
    const action = auditActionOf(request.routeOptions.url!);
    const target = auditTargetOf(action, request.body);
    try {
      await transactionWithRetry(db, async (tx, attempt) => {
        await lockAuditChainOnRetry(tx, attempt);
        await recordAudit(tx, {
          ...auditActorOfRequest(request),
          action,
          targetType: target.type,
          targetId: target.id,
          before: null,
          after: null,
          result: reply.statusCode >= 500 ? 'failed' : 'denied',
          errorKey: errorKeyOf(payload),
        });
      });
    } catch (error) {
      request.log.error({ err: error, action, status: reply.statusCode }, 'audit row of a refused operator call not written');
    }
    return payload;
  };
}
