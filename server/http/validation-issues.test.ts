import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTranslator, interpolate } from '../i18n/messages.ts';
import { BODY_FIELD, toFieldIssues } from './validation-issues.ts';

const t = createTranslator();
const schema = z
  .object({
    name: z.string().max(3),
    count: z.number().int().min(1).max(10),
    kind: z.enum(['slot', 'pachinko']).optional(),
  })
  .strict();

function issuesOf(body: unknown, locale: 'en-US' | 'ja-JP' = 'en-US') {
  const result = schema.safeParse(body, { reportInput: true });
  if (result.success) throw new Error('expected a failure');
  return toFieldIssues(result.error.issues, locale, t);
}

describe('toFieldIssues', () => {
  it('reports missing fields as required', () => {
    expect(issuesOf({ count: 1 })).toEqual([{ field: 'name', message: 'This field is required.' }]);
  });
  it('reports wrong types by the expected type', () => {
    expect(issuesOf({ name: 'a', count: 'x' })).toEqual([{ field: 'count', message: 'Must be a number.' }]);
    expect(issuesOf({ name: 'a', count: 1.5 })).toEqual([{ field: 'count', message: 'Must be a whole number.' }]);
    expect(issuesOf({ name: 'a', count: null })).toEqual([{ field: 'count', message: 'Must be a number.' }]);
  });
  it('reports ranges and lengths with their limits', () => {
    expect(issuesOf({ name: 'abcd', count: 11 })).toEqual([
      { field: 'name', message: 'Must be at most 3 characters long.' },
      { field: 'count', message: 'Must be at most 10.' },
    ]);
    expect(issuesOf({ name: 'a', count: 0 })).toEqual([{ field: 'count', message: 'Must be at least 1.' }]);
  });
  it('names each unknown field', () => {
    expect(issuesOf({ name: 'a', count: 1, extra: 1, more: 2 })).toEqual([
      { field: 'extra', message: 'Unknown field.' },
      { field: 'more', message: 'Unknown field.' },
    ]);
  });
  it('lists the allowed options', () => {
    expect(issuesOf({ name: 'a', count: 1, kind: 'dice' })).toEqual([
      { field: 'kind', message: 'Must be one of: slot, pachinko' },
    ]);
  });
  it('reports a body that is not an object against the body itself, localized', () => {
    expect(issuesOf([], 'ja-JP')).toEqual([{ field: BODY_FIELD, message: 'オブジェクト形式で指定してください。' }]);
  });
});

describe('toFieldIssues on refinements', () => {
  it('uses the message a refinement names in params.validation, with its placeholders', () => {
    const amount = z.object({ amount: z.string().refine(() => false, { params: { validation: 'amount_too_large', maximum: '100' } }) });
    const result = amount.safeParse({ amount: '101' });
    expect(result.success).toBe(false);
    expect(toFieldIssues(result.error!.issues, 'ja-JP', t)).toEqual([{ field: 'amount', message: '金額は 100 以下で入力してください。' }]);
  });
  it('says "invalid value" for a refinement without its own message', () => {
    const result = z.object({ a: z.string().refine(() => false) }).safeParse({ a: 'x' });
    expect(toFieldIssues(result.error!.issues, 'en-US', t)).toEqual([{ field: 'a', message: 'Has an invalid value.' }]);
  });
});

describe('interpolate', () => {
  it('fills known names and leaves unknown ones', () => {
    expect(interpolate('{{a}} and {{ b }} and {{c}}', { a: 1, b: 'x' })).toBe('1 and x and {{c}}');
  });
});
