import type { ZodType } from 'zod';
import type { TFunction } from 'i18next';
import { isApiError } from '../../api/ApiError.ts';

/** Messages shown under the form's fields, by field name (the request's own names). */
export type FieldErrors = Partial<Record<string, string>>;

export interface FieldRule {
  schema: ZodType;
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

/** Checks several fields at once; only failing fields appear in the answer. */
export function checkFields(rules: Record<string, FieldRule>, values: Record<string, string>, t: TFunction): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, rule] of Object.entries(rules)) {
    const message = checkField(rule, values[name] ?? '', t);
    if (message) errors[name] = message;
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

/**
 * Field messages from a failed call: the server's field issues (already in the page's
 * language), plus business errors that belong to one field (a wrong current password).
 */
export function serverFieldErrors(error: unknown, fieldOfError: Record<string, string> = {}): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.field.split('.')[0];
    if (field && !errors[field]) errors[field] = issue.message;
  }
  const field = fieldOfError[error.error];
  if (field && !errors[field]) errors[field] = error.msg;
  return errors;
}
