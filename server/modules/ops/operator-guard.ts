// The preHandler of every `auth: 'operator'` call: a console session (cookie) or a CLI credential
// (`Authorization: Bearer …`) names the operator, then the call's roles (src/contracts/ops-roles.ts)
// decide. Deny by default: a call the role table does not name is refused whoever asks.
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { eq } from '../../db/orm.ts';
import { mayCall } from '../../../src/contracts/ops-roles.ts';
import { operatorCredentials } from '../../db/schema.ts';
import { isRetryableConflict } from '../../db/retry.ts';
import { AppError } from '../../errors.ts';
import type { OperatorRef } from '../../http/call-handler.ts';
import type { IdentityDeps } from './identity/identity.deps.ts';
import { credentialUseDue, findLiveCredential, markCredentialUsed } from './identity/operator-credentials.ts';
import { findSession, markSessionSeen } from './identity/operator-sessions.ts';
import { OPS_SESSION_COOKIE } from './identity/session-cookie.ts';
import { BEARER_SHAPE, tokenHash } from './identity/tokens.fns.ts';

/** The last use read with each request's credential: the activity hook writes it only when due. */
const credentialLastUsed = new WeakMap<FastifyRequest, Date | null>();

async function byCredential(deps: IdentityDeps, request: FastifyRequest, header: string): Promise<OperatorRef> {
  const match = BEARER_SHAPE.exec(header);
  if (!match) throw new AppError(401, 'OPS_SESSION_REQUIRED');
  const now = deps.now();
  const live = await findLiveCredential(deps.db, match[1]!, now);
  if (live) {
    credentialLastUsed.set(request, live.lastUsedAt);
    return { operatorId: live.operatorId, name: live.name, roles: live.roles, sessionId: null, credentialId: live.credentialId };
  }
  const [known] = await deps.db
    .select({ expiresAt: operatorCredentials.expiresAt, revokedAt: operatorCredentials.revokedAt })
    .from(operatorCredentials)
    .where(eq(operatorCredentials.tokenHash, tokenHash(match[1]!)));
  throw new AppError(401, known && !known.revokedAt && known.expiresAt <= now ? 'OPS_SESSION_EXPIRED' : 'OPS_SESSION_REQUIRED');
}

async function bySession(deps: IdentityDeps, token: string | undefined): Promise<OperatorRef> {
  if (!token) throw new AppError(401, 'OPS_SESSION_REQUIRED');
  const found = await findSession(deps, token);
  if (!found.live) throw new AppError(401, found.expired ? 'OPS_SESSION_EXPIRED' : 'OPS_SESSION_REQUIRED');
  const { live } = found;
  return { operatorId: live.operatorId, name: live.name, roles: live.roles, sessionId: live.sessionId, credentialId: null };
}

/** Before the body is read: who calls, and whether the call's roles allow it (nothing is written). */
export function operatorGuard(deps: IdentityDeps): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    const operator = header !== undefined ? await byCredential(deps, request, header) : await bySession(deps, request.cookies[OPS_SESSION_COOKIE]);
    request.operator = operator;
    if (!mayCall(request.routeOptions.url ?? '', operator.roles)) throw new AppError(403, 'OPS_ROLE_REQUIRED');
  };
}

/**
 * Once the body is accepted: the call counts as activity (the session's idle time starts again, the
 * credential's last use). A refused body changes nothing.
 */
export function operatorActivity(deps: IdentityDeps): preHandlerAsyncHookHandler {
  return async (request) => {
    const operator = request.operator;
    if (!operator) return;
    try {
      if (operator.sessionId !== null) await markSessionSeen(deps.db, operator.sessionId, deps.now());
      // A statement that would change nothing is not sent (most calls of a CLI run).
      if (operator.credentialId !== null && credentialUseDue(credentialLastUsed.get(request) ?? null, deps.now())) {
        await markCredentialUsed(deps.db, operator.credentialId, deps.now());
      }
    } catch (error) {
      // Under serializable isolation two calls of one session touching it at once conflict (40001).
      // The one that lost needs no retry: the other has just written a time as recent as its own.
      if (!isRetryableConflict(error)) throw error;
    }
  };
}
