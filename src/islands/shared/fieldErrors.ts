import { isApiError } from '../../api/ApiError.ts';

/** Messages shown under a form's fields, by field name, already in the page's language. */
export type FieldErrors = Partial<Record<string, string>>;

export const hasErrors = (errors: FieldErrors) => Object.values(errors).some(Boolean);

export interface ServerFieldOptions {
  /** Only these fields take messages; a failure none of them takes is said at the form's top. */
  fields?: readonly string[];
  /** Contract field names that differ from the form's, e.g. `{ qrcode: 'code' }`. */
  rename?: Record<string, string>;
  /** Business error keys that belong to one field, e.g. `{ PASSWORD_INCORRECT: 'oldPassword' }`. */
  fieldOfError?: Record<string, string>;
}

/**
 * Field messages from a failed call: the server's field issues (already in the page's
 * language), plus business errors that belong to one field (a wrong current password).
 */
export function serverFieldErrors(error: unknown, { fields, rename = {}, fieldOfError = {} }: ServerFieldOptions = {}): FieldErrors {
  if (!isApiError(error)) return {};
  const errors: FieldErrors = {};
  const take = (field: string | undefined, message: string) => {
    if (field && (!fields || fields.includes(field)) && !errors[field]) errors[field] = message;
  };
  for (const issue of error.issues) {
    const field = issue.field.split('.')[0] ?? '';
    take(rename[field] ?? field, issue.message);
  }
  take(fieldOfError[error.error], error.msg);
  return errors;
}

/**
 * The message for the form's top: the failure's own message when no field took one from it
 * (a refused sign-in names no field; a field issue the form does not show would otherwise be lost).
 */
export function formLevelError(error: unknown, fieldErrors: FieldErrors): string | undefined {
  if (!isApiError(error) || hasErrors(fieldErrors)) return undefined;
  return error.msg;
}
