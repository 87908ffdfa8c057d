// What a worker (ROLE=worker) listens with on PORT: /livez and /readyz only, nothing a visitor uses.
import Fastify, { type FastifyInstance } from 'fastify';

export function healthServer(): FastifyInstance {
  return Fastify({ logger: false, return503OnClosing: true });
}
