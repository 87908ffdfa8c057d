// The preHandler of every `auth: 'user'` call: TOKEN header → live session on the request.
import type { preHandlerHookHandler } from 'fastify';
import { resolveSession, type SessionDeps } from './sessions.ts';

export function sessionGuard(deps: SessionDeps): preHandlerHookHandler {
  return async (request) => {
    const header = request.headers.token;
    request.session = await resolveSession(deps, Array.isArray(header) ? header[0] : header);
  };
}
