// Pure rules of the team reports: the range a report covers (inclusive days in the caller's calendar,
// the last 30 days ending today by default, at most 366 days, 92 for the daily series) and the
// figures as the API answers them (amounts as decimal strings, never floats).
import type { TeamFigures } from '../../../src/contracts/agent.ts';
import { AppError } from '../../errors.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { dayStartUtc, refuse } from '../records/date-range.fns.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;
export const MAX_SERIES_DAYS = 92;

export interface ReportRangeInput {
  from?: string;
  to?: string;
  /** Minutes east of UTC. */
  tzOffsetMinutes: number;
}

export interface ReportRange {
  /** Inclusive calendar days, YYYY-MM-DD. */
  from: string;
  to: string;
  tzOffsetMinutes: number;
  /** Half-open UTC range: [fromUtc, untilUtc). */
  fromUtc: Date;
  untilUtc: Date;
  days: number;
}

/** The calendar day (YYYY-MM-DD) an instant falls on for someone `tzOffsetMinutes` east of UTC. */
export function localDate(instant: Date, tzOffsetMinutes: number): string {
  return new Date(instant.getTime() + tzOffsetMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** `date` moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The report's range. A missing `to` is today in the caller's calendar, a missing `from` the 30th
 * day ending at `to`; `to` before `from` is a field issue (400), a range longer than `maxDays` is
 * 422 `REPORT_RANGE_TOO_LONG`.
 */
export function reportRange(input: ReportRangeInput, now: Date, maxDays: number): ReportRange {
  const to = input.to ?? localDate(now, input.tzOffsetMinutes);
  const from = input.from ?? addDays(to, -(DEFAULT_RANGE_DAYS - 1));
  if (from > to) refuse({ code: 'custom', path: ['to'], message: 'to', input: to });
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  if (days > maxDays) throw new AppError(422, 'REPORT_RANGE_TOO_LONG', { maxDays }, { field: 'from' });
  const fromUtc = dayStartUtc(from, input.tzOffsetMinutes);
  const untilUtc = new Date(dayStartUtc(to, input.tzOffsetMinutes).getTime() + DAY_MS);
  return { from, to, tzOffsetMinutes: input.tzOffsetMinutes, fromUtc, untilUtc, days };
}

/** Every day of the range, oldest first. */
export function daysOf(range: Pick<ReportRange, 'from' | 'days'>): string[] {
  return Array.from({ length: range.days }, (_, i) => addDays(range.from, i));
}

/** The figures of one group, as the repository sums them (units of 1/10 000 coin). */
export interface FigureSums {
  betCount: number;
  betAmount: bigint;
  winAmount: bigint;
  rechargeCount: number;
  rechargeAmount: bigint;
  withdrawCount: number;
  withdrawAmount: bigint;
  registrations: number;
  activeUsers: number;
  rebateAmount: bigint;
  giftAmount: bigint;
  transferInAmount: bigint;
  transferOutAmount: bigint;
}

export const ZERO_SUMS: FigureSums = {
  betCount: 0,
  betAmount: 0n,
  winAmount: 0n,
  rechargeCount: 0,
  rechargeAmount: 0n,
  withdrawCount: 0,
  withdrawAmount: 0n,
  registrations: 0,
  activeUsers: 0,
  rebateAmount: 0n,
  giftAmount: 0n,
  transferInAmount: 0n,
  transferOutAmount: 0n,
};

export function toTeamFigures(sums: FigureSums): TeamFigures {
  return {
    betCount: sums.betCount,
    betAmount: formatAmount(sums.betAmount),
    winAmount: formatAmount(sums.winAmount),
    // The members' result: what they won minus what they bet.
    netAmount: formatAmount(sums.winAmount - sums.betAmount),
    rechargeCount: sums.rechargeCount,
    rechargeAmount: formatAmount(sums.rechargeAmount),
    withdrawCount: sums.withdrawCount,
    withdrawAmount: formatAmount(sums.withdrawAmount),
    registrations: sums.registrations,
    activeUsers: sums.activeUsers,
    rebateAmount: formatAmount(sums.rebateAmount),
    giftAmount: formatAmount(sums.giftAmount),
    transferInAmount: formatAmount(sums.transferInAmount),
    transferOutAmount: formatAmount(sums.transferOutAmount),
  };
}
