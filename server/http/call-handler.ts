// What a domain module supplies for each contract: a function from the validated body to `data`.
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CallData, CallName, Calls } from '../../src/contracts/index.ts';
import type { Locale } from '../../src/lib/locales.ts';

export interface CallContext {
  /** Language of the request (Accept-Language, ja-JP fallback). */
  locale: Locale;
  log: FastifyBaseLogger;
}

export type CallHandler<N extends CallName> = (
  /** The body after validation, defaults applied. */
  input: z.output<Calls[N]['request']>,
  context: CallContext,
) => Promise<CallData<Calls[N]>>;

export type CallHandlers = { [N in CallName]: CallHandler<N> };
