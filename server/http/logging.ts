// Request logging without secrets: session headers are censored, secret-looking query parameters
// in the URL and the Referer too (redact-url.ts), and so is every request body field a contract
// marks secret (src/contracts/secret.ts), found by walking each call's request.
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { calls } from '../../src/contracts/index.ts';
import { secretPaths } from '../../src/contracts/secret.ts';
import { redactUrl } from './redact-url.ts';

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
        // A link's session token (`?token=`) must not reach the log, nor through the Referer of
        // the requests the page it opened makes.
        const { referer, ...headers } = request.headers;
        return {
          method: request.method,
          url: redactUrl(request.url),
          remoteAddress: request.ip,
          headers: { ...headers, ...(referer === undefined ? {} : { referer: redactUrl(referer) }) },
        };
      },
    },
    ...(stream ? { stream } : {}),
  };
}
