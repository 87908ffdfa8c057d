// The preHandler of every `auth: 'user'` call: TOKEN header → live session on the request.
import type { preHandlerAsyncHookHandler } from 'fastify';
import { resolveSession, type SessionDeps } from './sessions.ts';

export function sessionGuard(deps: SessionDeps): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.token;
    request.session = await resolveSession(deps, Array.isArray(header) ? header[0] : header);
  };
}
