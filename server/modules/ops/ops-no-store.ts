// Operator answers hold players' money and personal data: no browser or proxy may keep a copy.
// Every /v2/ops answer, refusals and errors included, says so.
import type { FastifyInstance } from 'fastify';

export function registerOpsNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/v2/ops/')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
