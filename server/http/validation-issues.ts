// Turns zod issues into the envelope's `issues: [{field, message}]`, messages localized from
// validation.json. Pure, so the mapping is unit-tested without a server.
import type { core } from 'zod';
import type { FieldIssue } from '../../src/contracts/envelope.ts';
import type { Locale } from '../../shared/locales.ts';
import type { Translate } from '../i18n/messages.ts';

/** Field name used when the body itself is wrong (not an object, …). */
export const BODY_FIELD = 'body';

const expectedKeys: Record<string, string> = {
  string: 'expected_string',
  number: 'expected_number',
  int: 'expected_integer',
  bigint: 'expected_integer',
  boolean: 'expected_boolean',
  object: 'expected_object',
  array: 'expected_array',
};

function fieldOf(path: readonly PropertyKey[], extra?: string): string {
  const parts = path.map(String);
  if (extra !== undefined) parts.push(extra);
  return parts.length ? parts.join('.') : BODY_FIELD;
}

function sizeKey(issue: core.$ZodIssueTooSmall | core.$ZodIssueTooBig): string {
  const small = issue.code === 'too_small';
  switch (issue.origin) {
    case 'string':
      return small ? 'too_short_string' : 'too_long_string';
    case 'array':
    case 'set':
      return small ? 'too_few_items' : 'too_many_items';
    case 'number':
    case 'int':
    case 'bigint':
      return `${small ? 'too_small' : 'too_big'}_number${issue.inclusive === false ? '_exclusive' : ''}`;
    default:
      return 'invalid_value';
  }
}

export function toFieldIssues(issues: readonly core.$ZodIssue[], locale: Locale, t: Translate): FieldIssue[] {
  const out: FieldIssue[] = [];
  for (const issue of issues) {
    switch (issue.code) {
      case 'invalid_type': {
        // Parsed with reportInput: a missing `input` means the field was absent.
        const missing = !('input' in issue) || issue.input === undefined;
        const key = missing ? 'required' : (expectedKeys[issue.expected] ?? 'expected_other');
        out.push({ field: fieldOf(issue.path), message: t(locale, 'validation', key) });
        break;
      }
      case 'unrecognized_keys':
        for (const key of issue.keys) {
          out.push({ field: fieldOf(issue.path, key), message: t(locale, 'validation', 'unknown_field') });
        }
        break;
      case 'too_small':
        out.push({
          field: fieldOf(issue.path),
          message: t(locale, 'validation', sizeKey(issue), { minimum: String(issue.minimum) }),
        });
        break;
      case 'too_big':
        out.push({
          field: fieldOf(issue.path),
          message: t(locale, 'validation', sizeKey(issue), { maximum: String(issue.maximum) }),
        });
        break;
      case 'invalid_value':
        out.push({
          field: fieldOf(issue.path),
          message: t(locale, 'validation', 'invalid_option', { options: issue.values.map(String).join(', ') }),
        });
        break;
      case 'invalid_format': {
        // A field with its own rule (account: letters and digits only, …) says which.
        const name = String(issue.path.at(-1) ?? '');
        const specificKey = `format.${name}`;
        const specific = name ? t(locale, 'validation', specificKey) : specificKey;
        const message = specific !== specificKey ? specific : t(locale, 'validation', 'invalid_format');
        out.push({ field: fieldOf(issue.path), message });
        break;
      }
      case 'custom': {
        // A refinement may name its own message (and its placeholders) in params.validation.
        const { validation, ...values } = (issue.params ?? {}) as Record<string, string>;
        out.push({ field: fieldOf(issue.path), message: t(locale, 'validation', validation ?? 'invalid_value', values) });
        break;
      }
      default:
        out.push({ field: fieldOf(issue.path), message: t(locale, 'validation', 'invalid_value') });
    }
  }
  return out;
}
