// Pure rules of the rebates: the default rates, what a rate list may hold, and which days are
// finished in the hall's time zone. The amounts themselves are computed by the database
// (rebates.service.ts) from the rounds, the team tree and the rates.
import { dayIn } from '../../config/hall-time-zone.ts';
import { AppError } from '../../errors.ts';
import { refuse } from '../records/date-range.fns.ts';

export interface RebateRate {
  /** Levels below the agent: 1 = direct members. */
  level: number;
  /** Basis points of the level's bets (50 = 0.5 %). */
  rateBasisPoints: number;
}

/**
 * Seeded into an empty `rebate_rates`: 0.5 % of direct members' bets, 0.2 % of the level below,
 * 0.1 % of the third. At most 0.8 % of a bet goes to agents, about a fifth of the machines' house
 * edge (their RTP is 95.6–96.1 %), so a team never costs the hall more than its play brings in; the
 * direct recruiter earns most, and levels below the third earn nothing.
 */
export const DEFAULT_REBATE_RATES: readonly RebateRate[] = [
  { level: 1, rateBasisPoints: 50 },
  { level: 2, rateBasisPoints: 20 },
  { level: 3, rateBasisPoints: 10 },
];

/** `updated_by` of the seeded default rows. */
export const DEFAULT_RATES_AUTHOR = 'default';

export const BASIS_POINTS = 10_000n;

/** Days the settlement job looks back for periods not yet settled. */
export const REBATE_LOOK_BACK_DAYS = 7;

/**
 * A finished day is settled only this long after it ended, so a round whose transaction began
 * before midnight (and carries that day's time) has committed by then.
 */
export const SETTLE_GRACE_MS = 5 * 60_000;

/** Checks a new rate list (the contract checks each entry's range) and answers it sorted by level. */
export function toRateList(rates: readonly RebateRate[]): RebateRate[] {
  // An empty table would be seeded with the defaults again on the next start: "no rebates" is
  // written as a zero rate instead, which stays.
  if (rates.length === 0) throw new AppError(422, 'REBATE_RATES_EMPTY');
  const levels = new Set<number>();
  for (const rate of rates) {
    if (levels.has(rate.level)) throw new AppError(422, 'REBATE_LEVEL_DUPLICATE');
    levels.add(rate.level);
  }
  return [...rates].sort((a, b) => a.level - b.level);
}

/** `date` ± `days` (YYYY-MM-DD, calendar arithmetic). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/** Earliest period accepted: older dates (the year 0000 is not even a day PostgreSQL knows) are typos. */
export const FIRST_PERIOD = '2000-01-01';

/**
 * Refuses a period that has not ended yet in the hall's time zone (today or later): 422; and a
 * day before FIRST_PERIOD as bad input (400 on the field).
 */
export function requireFinishedPeriod(period: string, now: Date, zone: string): void {
  if (period < FIRST_PERIOD) refuse({ code: 'custom', path: ['period'], message: 'period', input: period });
  if (period >= dayIn(now, zone)) throw new AppError(422, 'REBATE_PERIOD_NOT_FINISHED');
}

/**
 * The periods the job settles: the last `lookBack` days that ended at least SETTLE_GRACE_MS ago,
 * oldest first.
 */
export function periodsToSettle(now: Date, zone: string, lookBack = REBATE_LOOK_BACK_DAYS): string[] {
  // The newest finished day is yesterday as seen SETTLE_GRACE_MS ago.
  const newest = addDays(dayIn(new Date(now.getTime() - SETTLE_GRACE_MS), zone), -1);
  return Array.from({ length: lookBack }, (_, i) => addDays(newest, i - lookBack + 1));
}

/** The ledger reference of an agent's rebate for a period (unique per kind: a second guard). */
export function rebateReference(agentId: number, period: string): string {
  return `rebate:${agentId}:${period}`;
}

/** The ledger transfer kind of a rebate payment. */
export const REBATE_TRANSFER_KIND = 'agent_rebate';
