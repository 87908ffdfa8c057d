import type { ZodMiniObject, ZodMiniType } from 'zod/mini';
import { LOCALES, type Locale } from '../../../../shared/locales.ts';

// Texts in the seven languages checked against a contract: the contract is an object of fields,
// each an object of one text schema per language (src/contracts/station.ts `operatorLetterText`).
// A language whose schema refuses `undefined` is required; an empty text counts as not given.

export type LocalizedValues<Field extends string = string> = Record<Field, Partial<Record<Locale, string>>>;

export type TextProblem = { key: 'required' } | { key: 'tooShort'; min: number } | { key: 'tooLong'; max: number } | { key: 'invalid' };

export interface LocalizedCheck<Field extends string = string> {
  /** By field and language: what is wrong with that text. */
  problems: Partial<Record<Field, Partial<Record<Locale, TextProblem>>>>;
  /** Languages with at least one empty field, in the usual order. */
  missing: Locale[];
  /** Languages with at least one problem. */
  invalid: Locale[];
  /** Languages whose texts every field requires. */
  required: Locale[];
}

/** The schema of one field in one language, from the contract. */
export function textSchemaOf(contract: ZodMiniObject, field: string, locale: Locale): ZodMiniType | undefined {
  const fieldSchema = contract.shape[field] as ZodMiniObject | undefined;
  return fieldSchema?.shape?.[locale] as ZodMiniType | undefined;
}

function problemOf(schema: ZodMiniType, text: string | undefined): TextProblem | null {
  const given = text !== undefined && text.trim() !== '';
  const result = schema.safeParse(given ? text : undefined);
  if (result.success) return null;
  if (!given) return { key: 'required' };
  const issue = result.error.issues[0] as { code: string; minimum?: number | bigint; maximum?: number | bigint };
  if (issue.code === 'too_small') return { key: 'tooShort', min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { key: 'tooLong', max: Number(issue.maximum) };
  return { key: 'invalid' };
}

export function checkLocalized<Field extends string>(contract: ZodMiniObject, fields: readonly Field[], values: LocalizedValues<Field>): LocalizedCheck<Field> {
  const problems: LocalizedCheck<Field>['problems'] = {};
  const missing = new Set<Locale>();
  const invalid = new Set<Locale>();
  const required = new Set<Locale>(LOCALES);
  for (const field of fields) {
    for (const locale of LOCALES) {
      const schema = textSchemaOf(contract, field, locale);
      if (!schema) continue;
      if (schema.safeParse(undefined).success) required.delete(locale);
      const text = values[field]?.[locale];
      if (text === undefined || text.trim() === '') missing.add(locale);
      const problem = problemOf(schema, text);
      if (problem) {
        (problems[field] ??= {})[locale] = problem;
        invalid.add(locale);
      }
    }
  }
  const ordered = (set: Set<Locale>) => LOCALES.filter((locale) => set.has(locale));
  return { problems, missing: ordered(missing), invalid: ordered(invalid), required: ordered(required) };
}
