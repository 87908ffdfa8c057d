// Field-by-field comparison of two JSON values (an audit row's before and after). Objects are
// walked into dotted paths ("limits.daily"); arrays and scalars compare whole, by their JSON text,
// so a reordered list reads as one changed field rather than many.

export const DIFF_CHANGES = ['added', 'removed', 'changed', 'unchanged'] as const;
export type DiffChange = (typeof DIFF_CHANGES)[number];

export interface DiffRow {
  /** Dotted path of the field; "" for a scalar or array compared whole. */
  path: string;
  change: DiffChange;
  /** JSON text of the value, undefined when the field is absent on that side. */
  before: string | undefined;
  after: string | undefined;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

function leaves(value: unknown, prefix: string, out: Map<string, string>): Map<string, string> {
  if (isObject(value) && Object.keys(value).length > 0) {
    for (const [key, inner] of Object.entries(value)) leaves(inner, prefix ? `${prefix}.${key}` : key, out);
  } else if (value !== undefined) {
    out.set(prefix, JSON.stringify(value));
  }
  return out;
}

/**
 * Every field of either side, in the order they first appear (before's, then after's new ones).
 * A side that is null or undefined as a whole is absent: an audit row's `before` of a creation.
 */
export function jsonDiff(before: unknown, after: unknown): DiffRow[] {
  const left = leaves(before ?? undefined, '', new Map());
  const right = leaves(after ?? undefined, '', new Map());
  const paths = [...new Set([...left.keys(), ...right.keys()])];
  return paths.map((path) => {
    const a = left.get(path);
    const b = right.get(path);
    const change: DiffChange = a === undefined ? 'added' : b === undefined ? 'removed' : a === b ? 'unchanged' : 'changed';
    return { path, change, before: a, after: b };
  });
}
