import type { ZodMiniType } from 'zod/mini';

// An operator's reason checked against the contract's own schema before it is sent, as a message
// key of the console strings (`review.*`) and the figure it names.

export type ReasonProblem = { key: 'reasonRequired' } | { key: 'reasonTooLong'; max: number } | { key: 'reasonInvalid' };

/** Null when the reason passes; `required` says whether an empty one is a problem (reject) or not. */
export function reasonProblem(schema: ZodMiniType<string>, reason: string, required: boolean): ReasonProblem | null {
  if (reason.trim() === '') return required ? { key: 'reasonRequired' } : null;
  const result = schema.safeParse(reason);
  if (result.success) return null;
  const issue = result.error.issues[0] as { code: string; maximum?: number | bigint };
  if (issue.code === 'too_big') return { key: 'reasonTooLong', max: Number(issue.maximum) };
  if (issue.code === 'too_small') return { key: 'reasonRequired' };
  return { key: 'reasonInvalid' };
}
