import type { ZodMiniType } from 'zod/mini';
import type { TFunction } from 'i18next';

// Settings-form checks against the contracts' own field schemas, answered in the `user` namespace.

export interface FieldRule {
  schema: ZodMiniType;
  /** Translation key of the field's label, named in "please enter …" messages. */
  label: string;
  /** Translation key of the message for a value of the wrong shape. */
  format?: string;
}

/**
 * The message for one value checked against the same rule the server applies, or undefined
 * when it passes. Empty reads as "please enter"; length and shape get their own messages.
 */
export function checkField(rule: FieldRule, value: string, t: TFunction): string | undefined {
  const field = t(rule.label);
  if (value.trim() === '') return t('validation.required', { field });
  const result = rule.schema.safeParse(value);
  if (result.success) return undefined;
  const issue = result.error.issues[0] as { code: string; minimum?: number | bigint; maximum?: number | bigint };
  if (issue.code === 'too_small') return t('validation.tooShort', { field, min: Number(issue.minimum) });
  if (issue.code === 'too_big') return t('validation.tooLong', { field, max: Number(issue.maximum) });
  return t(rule.format ?? 'validation.required', { field });
}
