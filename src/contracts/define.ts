import { z } from './zod.ts';

/**
 * One /v2 call, defined once: the server registers a route from it, the client builds a
 * function from it and the OpenAPI document is generated from it.
 */
export interface CallContract<Req extends z.ZodMiniType = z.ZodMiniType, Res extends z.ZodMiniType = z.ZodMiniType> {
  /** Full path, e.g. `/v2/app/notice/query`. Every call is a POST. */
  path: string;
  /**
   * `user`: the TOKEN header must carry a live session. `operator`: `Authorization: Bearer <token>`
   * must name an operator (the operator API under /v2/ops).
   */
  auth: 'none' | 'user' | 'operator';
  /**
   * Public calls only: a TOKEN carrying a live session names the viewer (the handler's `session`),
   * so the answer can differ for them; a missing, expired or ended token reads as signed out,
   * never as 401. Marketing content uses it to stay hidden from players on a break or excluded.
   */
  viewer?: boolean;
  /** Money-moving calls require an `Idempotency-Key` header. */
  idempotent?: boolean;
  /** OpenAPI tag and one-line summary. */
  tag: string;
  summary: string;
  /** Largest body in bytes when it must differ from the API's 64 KiB (photo uploads). */
  bodyLimit?: number;
  /** JSON body. Calls the spec lists as "POST without a body" use `z.object({}).strict()`. */
  request: Req;
  /** The `data` member of the success envelope. */
  response: Res;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType>(
  contract: CallContract<Req, Res>,
): CallContract<Req, Res> {
  return contract;
}

export type CallRequest<C> = C extends CallContract<infer Req, z.ZodMiniType> ? z.input<Req> : never;
export type CallData<C> = C extends CallContract<z.ZodMiniType, infer Res> ? z.output<Res> : never;
