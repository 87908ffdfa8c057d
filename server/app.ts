// The Fastify app: the /v2 API from the contracts and, when a built site is given, the site.
// server/main.ts runs it; the API tests build it and call it through app.inject.
import { randomUUID } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type preHandlerHookHandler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Db } from './db/database.ts';
import { AppError } from './errors.ts';
import type { CallHandlers } from './http/call-handler.ts';
import { installErrorHandler, sendError } from './http/error-envelope.ts';
import { acceptJsonBodiesOnly } from './http/json-body.ts';
import { loggerOptions } from './http/logging.ts';
import { registerOpenApi, registerOpenApiRoute } from './http/openapi.ts';
import { registerCalls } from './http/register-calls.ts';
import { contractValidatorCompiler } from './http/request-validation.ts';
import { registerStaticSite } from './http/static-site.ts';
import { createTranslator } from './i18n/messages.ts';
import { accountHandlers } from './modules/account/account.routes.ts';
import { authHandlers } from './modules/auth/auth.routes.ts';
import { contentHandlers } from './modules/content/content.routes.ts';

export interface AppOptions {
  db: Db;
  /** pino level; `silent` in tests. */
  logLevel?: string;
  /** Where log lines go (stdout when absent). */
  logStream?: DestinationStream;
  /** Built site (dist/). Absent: only /v2 is served. */
  siteDir?: string;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Requests per client per window on /v2; false turns limiting off. */
  rateLimit?: { max: number; timeWindowMs: number } | false;
  /** Clock used by content rules (running promotions, published notices). */
  now?: () => Date;
  /** Session check for `auth: 'user'` calls; until sessions exist every such call is refused. */
  requireSession?: preHandlerHookHandler;
  /** Replaces module handlers, e.g. to provoke failures in tests. */
  handlerOverrides?: Partial<CallHandlers>;
}

export const DEFAULT_BODY_LIMIT = 64 * 1024;

export const refuseWithoutSession: preHandlerHookHandler = async () => {
  throw new AppError(401, 'UNAUTHORIZED');
};

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const t = createTranslator();
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: loggerOptions(options.logLevel ?? 'info', options.logStream),
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
  });

  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  acceptJsonBodiesOnly(app);
  installErrorHandler(app, t);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body !== undefined) request.log.debug({ body: request.body }, 'request body');
  });

  if (options.rateLimit !== false) {
    const { max, timeWindowMs } = options.rateLimit ?? { max: 600, timeWindowMs: 60_000 };
    await app.register(fastifyRateLimit, {
      global: true,
      max,
      timeWindow: timeWindowMs,
      allowList: (request) => !request.url.startsWith('/v2/'),
      errorResponseBuilder: () => new AppError(429, 'RATE_LIMITED'),
    });
  }

  await registerOpenApi(app);
  registerCalls(
    app,
    {
      ...contentHandlers({ db: options.db, now }),
      ...authHandlers(),
      ...accountHandlers(),
      ...options.handlerOverrides,
    },
    t,
    options.requireSession ?? refuseWithoutSession,
  );
  registerOpenApiRoute(app);

  if (options.siteDir) await registerStaticSite(app, options.siteDir);

  app.setNotFoundHandler((request, reply) => sendError(request, reply, t, 404, 'NOT_FOUND'));
  return app;
}
