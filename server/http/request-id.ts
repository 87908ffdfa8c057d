// Each request's id: the caller's `x-request-id` (a proxy or another service tracing a request
// across processes) when it is a plain token, else a new UUID. It is logged with every line of the
// request (pino's reqId) and answered in `x-request-id`. Anything longer or with other characters
// is not taken, so a caller cannot write arbitrary text into the log.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
