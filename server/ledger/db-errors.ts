// Recognises PostgreSQL errors by SQLSTATE and constraint, whichever driver (and wrapper) threw them.

interface PgErrorFields {
  code?: string;
  constraint?: string;
  constraint_name?: string;
}

function* causes(error: unknown): Generator<PgErrorFields> {
  let current: unknown = error;
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth += 1) {
    yield current as PgErrorFields;
    current = (current as { cause?: unknown }).cause;
  }
}

export function pgErrorCode(error: unknown): string | undefined {
  for (const cause of causes(error)) if (typeof cause.code === 'string' && /^[0-9A-Z]{5}$/.test(cause.code)) return cause.code;
  return undefined;
}

export function isCheckViolation(error: unknown, constraint: string): boolean {
  for (const cause of causes(error)) {
    if (cause.code === '23514' && (cause.constraint ?? cause.constraint_name) === constraint) return true;
  }
  return false;
}

/** numeric_value_out_of_range: a bigint (a balance, an amount) would leave the column's range. */
export function isNumericOutOfRange(error: unknown): boolean {
  return pgErrorCode(error) === '22003';
}
