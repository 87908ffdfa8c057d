// An operator call made with a given operator's CLI credential (the test operator's token is opsCall).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export function opsCallAs(app: FastifyInstance, token: string | null, path: string, body: unknown, locale = 'en-US') {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'accept-language': locale, 'idempotency-key': randomUUID(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body as object,
  });
}
