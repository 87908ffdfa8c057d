// Registers every contract in `calls` as POST <path>, each answered by its module's handler.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { calls, errorEnvelope, successEnvelope } from '../../src/contracts/index.ts';
import { z } from '../../src/contracts/zod.ts';
import type { CallContract } from '../../src/contracts/define.ts';
import { pickLocale } from '../../shared/locales.ts';
import { AppError } from '../errors.ts';
import type { Translate } from '../i18n/messages.ts';
import { handlerChecksItsSession, type CallCookies, type CallHandlers } from './call-handler.ts';

/** Refusals as sent: the envelope and, for some, `details` (ErrorEnvelope); kept out of the shared schema, which every page loads. */
const errorWithDetails = z.extend(errorEnvelope, { details: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))) });

/** Limits of single calls per client, tighter than the /v2 default (e.g. sign-in). */
export type CallRateLimits = Partial<Record<string, { max: number; timeWindowMs: number }>>;

const otherMethods = ['GET', 'PUT', 'PATCH', 'DELETE'] as const;

/** Keys are whatever the client generated: printable ASCII, 1–200 characters. */
const IDEMPOTENCY_KEY_SHAPE = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && IDEMPOTENCY_KEY_SHAPE.test(value) ? value : null;
}

/**
 * The session guard made optional, for `viewer` calls: with no TOKEN nothing is looked up; a token
 * that names no live session (401, or 402 for one ended elsewhere or frozen) reads as signed out.
 */
export function viewerSession(requireSession: preHandlerAsyncHookHandler): preHandlerAsyncHookHandler {
  return async function (request, reply) {
    request.session = null;
    if (request.headers.token === undefined) return;
    try {
      await requireSession.call(this, request, reply);
    } catch (error) {
      if (!(error instanceof AppError) || (error.status !== 401 && error.status !== 402)) throw error;
      request.session = null;
    }
  };
}

/** Throws when a contract has no handler, so nothing goes missing silently. */
export function assertEveryCallHandled(
  handlers: Partial<Record<string, unknown>>,
  contracts: Record<string, CallContract> = calls,
): void {
  const missing = Object.keys(contracts).filter((name) => typeof handlers[name] !== 'function');
  if (missing.length) throw new Error(`No handler for call(s): ${missing.join(', ')}`);
  const unknown = Object.keys(handlers).filter((name) => !(name in contracts));
  if (unknown.length) throw new Error(`Handler(s) without a contract: ${unknown.join(', ')}`);
}

export function registerCalls(
  app: FastifyInstance,
  handlers: Partial<CallHandlers>,
  t: Translate,
  requireSession: preHandlerAsyncHookHandler,
  /** Names the operator and checks the call's roles, before the body is validated. */
  requireOperator: preHandlerAsyncHookHandler,
  /** Every contract by name; tests pass their own. */
  contracts: Record<string, CallContract> = calls,
  rateLimits: CallRateLimits = {},
  /** Records an operator call's activity once its body is accepted. */
  operatorActivity?: preHandlerAsyncHookHandler,
  /** The session guard of handlers that check their session in their own statement (`checksItsSession`). */
  nameSession: preHandlerAsyncHookHandler = requireSession,
): void {
  assertEveryCallHandled(handlers, contracts);
  const optionalSession = viewerSession(requireSession);
  for (const [name, contract] of Object.entries(contracts)) {
    const handler = (handlers as Record<string, unknown>)[name] as (input: unknown, context: unknown) => Promise<unknown>;
    const limit = rateLimits[name];
    app.route({
      method: 'POST',
      url: contract.path,
      ...(contract.bodyLimit ? { bodyLimit: contract.bodyLimit } : {}),
      schema: {
        operationId: name,
        tags: [contract.tag],
        summary: contract.summary,
        body: contract.request,
        response: { 200: successEnvelope(contract.response), '4xx': errorWithDetails, '5xx': errorWithDetails },
      },
      // Operators are checked before the body is (who you are and your role come first, so the role
      // table is enforced whatever the body and nobody learns a call's rules without a role for it).
      ...(contract.auth === 'operator' ? { preValidation: requireOperator } : {}),
      preHandler:
        contract.auth === 'user' ? (handlerChecksItsSession(handler) ? nameSession : requireSession) : contract.auth === 'operator' ? operatorActivity : contract.viewer ? optionalSession : undefined,
      config: limit ? { rateLimit: { max: limit.max, timeWindow: limit.timeWindowMs } } : undefined,
      handler: async (request, reply) => {
        const locale = pickLocale(request.headers['accept-language']);
        const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
        if (contract.idempotent && idempotencyKey === null) throw new AppError(400, 'IDEMPOTENCY_KEY_REQUIRED');
        const data = await handler(request.body, {
          locale,
          log: request.log,
          ip: request.ip,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
          session: request.session ?? null,
          operator: request.operator ?? null,
          idempotencyKey,
          cookies: {
            set: (cookie, value, options) => void reply.setCookie(cookie, value, options),
            clear: (cookie, options) => void reply.clearCookie(cookie, options),
          } satisfies CallCookies,
        });
        return { code: 200 as const, msg: t(locale, 'errors', 'SUCCESS'), data };
      },
    });
    app.route({
      method: [...otherMethods],
      url: contract.path,
      schema: { hide: true },
      handler: async (_request, reply) => {
        reply.header('allow', 'POST');
        throw new AppError(405, 'METHOD_NOT_ALLOWED');
      },
    });
  }
}
