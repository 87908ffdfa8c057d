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

/** SQLSTATE classes of failures that say nothing about the data: connection, rollback, resources, shutdown, system. */
const TRANSIENT_CLASSES = new Set(['08', '40', '53', '57', '58']);

/**
 * Whether an error is the database or the network failing rather than the data being wrong, so the
 * same work may succeed when tried again (a lost connection, a serialization failure, a timeout).
 */
export function isTransientFailure(error: unknown): boolean {
  // Node's system errors (ECONNRESET, ETIMEDOUT, EPIPE …); no SQLSTATE class starts with E.
  for (const cause of causes(error)) if (typeof cause.code === 'string' && /^E[A-Z]+$/.test(cause.code)) return true;
  const code = pgErrorCode(error);
  return code !== undefined && TRANSIENT_CLASSES.has(code.slice(0, 2));
}

/** The message of a plpgsql RAISE EXCEPTION (SQLSTATE P0001), however the driver wrapped it. */
export function raisedMessage(error: unknown): string | undefined {
  for (const cause of causes(error)) {
    if (cause.code === 'P0001') return (cause as { message?: string }).message;
  }
  return undefined;
}
