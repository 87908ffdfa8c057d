import { z } from './zod.ts';

/** Success body of every /v2 call: `{ code: 200, msg, data }`. */
export function successEnvelope<T extends z.ZodMiniType>(data: T) {
  return z.object({ code: z.literal(200), msg: z.string(), data });
}

/** One problem with one field of a request body. */
export const fieldIssue = z.object({
  /** Dotted path of the field, e.g. `pageSize` or `items.0.amount`. */
  field: z.string(),
  /** Localized, human readable. */
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssue>;

/** Failure body: `code` equals the HTTP status; `error` is a stable key clients may branch on. */
export const errorEnvelope = z.object({
  code: z.number().check(z.int()),
  msg: z.string(),
  data: z.null(),
  error: z.string(),
  reqId: z.string(),
  issues: z.optional(z.array(fieldIssue)),
});
/**
 * `details`: values a client may show or branch on beside the message (who decided an approval
 * first). Typed here rather than in the schema: the schema is in every page's script.
 */
export type ErrorEnvelope = z.infer<typeof errorEnvelope> & { details?: Record<string, string | number> };
export type Envelope<T> = { code: 200; msg: string; data: T } | ErrorEnvelope;
