// Record filters take calendar dates in the caller's time zone; queries run on a half-open UTC range.
import type { core } from 'zod';
import { RequestValidationError } from '../../http/request-validation.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface DateFilterInput {
  /** Inclusive, YYYY-MM-DD. */
  from?: string;
  to?: string;
  /** Minutes east of UTC. */
  tzOffsetMinutes: number;
}

export interface UtcRange {
  /** Inclusive. */
  fromUtc: Date | null;
  /** Exclusive: the start of the day after `to`. */
  untilUtc: Date | null;
}

/** The instant a calendar day (YYYY-MM-DD) starts for someone `tzOffsetMinutes` east of UTC. */
export function dayStartUtc(date: string, tzOffsetMinutes: number): Date {
  const [year, month, day] = date.split('-').map((part) => Number.parseInt(part, 10));
  return new Date(Date.UTC(year!, month! - 1, day!) - tzOffsetMinutes * MINUTE_MS);
}

/** A field issue (400 VALIDATION_FAILED), localized like any other bad input. */
export function refuse(issue: core.$ZodIssue): never {
  throw new RequestValidationError([issue]);
}

/** The UTC range of the dates asked for; `to` before `from` is refused on the `to` field. */
export function utcRangeOf(input: DateFilterInput): UtcRange {
  if (input.from && input.to && input.from > input.to) {
    refuse({ code: 'custom', path: ['to'], message: 'to', input: input.to });
  }
  return {
    fromUtc: input.from ? dayStartUtc(input.from, input.tzOffsetMinutes) : null,
    untilUtc: input.to ? new Date(dayStartUtc(input.to, input.tzOffsetMinutes).getTime() + DAY_MS) : null,
  };
}
