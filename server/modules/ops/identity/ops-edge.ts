// Before anything else on /v2/ops: the optional address allow-list (OPS_IP_ALLOW), and the Origin
// check. A browser request that carries a foreign Origin is refused (403), so no other site can use an
// operator's cookie or sign someone in; a CLI request with `Authorization: Bearer` carries no ambient
// credential, and browsers cannot send that header across origins without a CORS grant we never give.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../errors.ts';
import { ipAllowed, type OpsIdentityConfig } from './identity.config.ts';

const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** The request's own origin (scheme + Host, as the proxy reports them when trusted) and PUBLIC_URL's. */
export function isSameOrigin(request: FastifyRequest, origin: string, publicUrl: string): boolean {
  const allowed = new Set([`${request.protocol}://${request.host}`, originOf(publicUrl)]);
  return allowed.has(origin);
}

export function registerOpsEdge(app: FastifyInstance, config: Pick<OpsIdentityConfig, 'ipAllow' | 'publicUrl'>): void {
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/v2/ops/')) return;
    if (!ipAllowed(config.ipAllow, request.ip)) throw new AppError(403, 'OPS_IP_REFUSED');
    const origin = request.headers.origin;
    if (origin === undefined || request.headers.authorization !== undefined) return;
    if (!isSameOrigin(request, origin, config.publicUrl)) throw new AppError(403, 'OPS_ORIGIN_REFUSED');
  });
}
