// Request logging without secrets: session headers are censored, and so is every request body
// field a contract marks secret (src/contracts/secret.ts), found by walking each call's request.
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { calls } from '../../src/contracts/index.ts';
import { secretPaths } from '../../src/contracts/secret.ts';

/** pino redact path of a body member (`*` for any array item or record value). */
const bodyPath = (path: string[]) => ['body', ...path].map((part, i) => (i === 0 || part === '*' || /^[A-Za-z_$][\w$]*$/.test(part) ? part : `[${JSON.stringify(part)}]`)).join('.').replace(/\.\[/g, '[');

/** Body paths of every secret request field of every call. */
export const secretBodyPaths = [...new Set(Object.values(calls).flatMap((call) => secretPaths(call.request).map(bodyPath)))].sort();

export const redactedPaths = ['req.headers.token', 'req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]', ...secretBodyPaths];

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactedPaths, censor: '[redacted]' },
    serializers: {
      req(request) {
        return {
          method: request.method,
          url: request.url,
          remoteAddress: request.ip,
          headers: { ...request.headers },
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
