// Request logging without secrets: session headers and credential-like body fields are censored.
import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

const secretBodyFields = ['password', 'newPassword', 'token', 'code', 'qrcode'];

export const redactedPaths = [
  'req.headers.token',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...secretBodyFields.flatMap((field) => [`body.${field}`, `body.*.${field}`]),
];

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
