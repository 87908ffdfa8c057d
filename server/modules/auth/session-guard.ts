// The preHandlers of `auth: 'user'` calls: TOKEN header → live session on the request.
import type { preHandlerAsyncHookHandler } from 'fastify';
import { knownSession } from './known-sessions.ts';
import { resolveSession, sessionCheckOf, type SessionDeps } from './sessions.ts';

function tokenOf(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

/** Every call: the session is checked (session_resolve) before the handler runs. */
export function sessionGuard(deps: SessionDeps): preHandlerAsyncHookHandler {
  return async (request) => {
    request.session = await resolveSession(deps, sessionCheckOf(deps.config, tokenOf(request.headers.token)));
  };
}

/**
 * A call whose handler checks its session in its own statement (`checksItsSession`): a token this
 * process found live before names its session from memory, unchecked; any other is checked first.
 */
export function sessionNamedFromMemory(deps: SessionDeps): preHandlerAsyncHookHandler {
  return async (request) => {
    const check = sessionCheckOf(deps.config, tokenOf(request.headers.token));
    const known = knownSession(deps.db, check.tokenHash);
    request.session = known ? { ...known, unchecked: check } : await resolveSession(deps, check);
  };
}
