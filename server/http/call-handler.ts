// What a domain module supplies for each contract: a function from the validated body to `data`.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CallData, CallName, Calls } from '../../src/contracts/index.ts';
import type { Locale } from '../../shared/locales.ts';
import type { OperatorRole } from '../../src/contracts/ops-roles.ts';

/** The live session behind the TOKEN header, set by the session guard on `auth: 'user'` calls. */
export interface SessionRef {
  sessionId: number;
  userId: number;
  /**
   * Set when the session was named from this process's memory of its token and not checked yet: only
   * for a handler marked `checksItsSession`, whose own statement checks it.
   */
  unchecked?: SessionCheck;
}

/** A token for the database to check in a call's own statement, and the rules it checks it by. */
export interface SessionCheck {
  tokenHash: string;
  /** How long the session may go unused, 0 for no limit. */
  idleLimitMs: number;
  /** last_used_at is written when it is at least this old. */
  touchMs: number;
}

const CHECKS_ITS_SESSION = Symbol('checksItsSession');

/**
 * Marks a handler whose own statement checks the caller's session (SessionRef.unchecked): the session
 * guard then names a session it found live before from memory, without a round trip of its own.
 */
export function checksItsSession<H extends object>(handler: H): H {
  return Object.assign(handler, { [CHECKS_ITS_SESSION]: true });
}

export function handlerChecksItsSession(handler: unknown): boolean {
  return typeof handler === 'function' && CHECKS_ITS_SESSION in handler;
}

/**
 * The operator behind an `auth: 'operator'` call: a console session (cookie) or a CLI credential
 * (`Authorization: Bearer …`), with the roles it may use on this call's behalf (a credential's are
 * its own roles that the operator still holds).
 */
export interface OperatorRef {
  operatorId: number;
  name: string;
  roles: readonly OperatorRole[];
  sessionId: number | null;
  credentialId: number | null;
}

/** Cookie options the handlers may set (a subset of @fastify/cookie's). */
export interface CookieOptions {
  path: string;
  httpOnly: boolean;
  sameSite: 'strict' | 'lax';
  secure: boolean;
  expires?: Date;
}

/** Setting and clearing cookies on the answer (the operator session cookie). */
export interface CallCookies {
  set(name: string, value: string, options: CookieOptions): void;
  clear(name: string, options: CookieOptions): void;
}

export interface CallContext {
  /** Language of the request (Accept-Language, ja-JP fallback). */
  locale: Locale;
  log: FastifyBaseLogger;
  /** Client address (the socket's, or the proxy's X-Forwarded-For when trustProxy is set). */
  ip: string;
  userAgent: string | null;
  /** Present on every `auth: 'user'` call; null on public calls. */
  session: SessionRef | null;
  /** Present on every `auth: 'operator'` call; null otherwise. */
  operator: OperatorRef | null;
  /** The `Idempotency-Key` header; always present on `idempotent` calls (checked before the handler). */
  idempotencyKey: string | null;
  cookies: CallCookies;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionRef | null;
    operator: OperatorRef | null;
  }
}

export type CallHandler<N extends CallName> = (
  /** The body after validation, defaults applied. */
  input: z.output<Calls[N]['request']>,
  context: CallContext,
) => Promise<CallData<Calls[N]>>;

export type CallHandlers = { [N in CallName]: CallHandler<N> };
