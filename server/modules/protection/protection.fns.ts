// Pure rules of player protection: which change protects more, how long a break lasts, which
// period a limit counts over, and how a time is written in refusals.
import type { ExclusionPeriod, ProtectionLimitKind } from '../../../src/contracts/protection.ts';
import { LIMIT_RAISE_DELAY_HOURS } from '../../../src/contracts/protection.ts';

export type Period = 'day' | 'week' | 'month';

export function periodOf(kind: ProtectionLimitKind): Period | null {
  if (kind.endsWith('Day')) return 'day';
  if (kind.endsWith('Week')) return 'week';
  if (kind.endsWith('Month')) return 'month';
  return null;
}

export const isMoneyLimit = (kind: ProtectionLimitKind) => kind !== 'sessionMinutes';
export const isDepositLimit = (kind: ProtectionLimitKind) => kind.startsWith('deposit');
export const isLossLimit = (kind: ProtectionLimitKind) => kind.startsWith('loss');

/**
 * Whether going from `current` to `next` (null: no limit) protects the player at least as much:
 * a first limit or a lower one. Those take effect at once; raises and removals wait.
 */
export function protectsMore(current: bigint | null, next: bigint | null): boolean {
  if (next === null) return current === null;
  return current === null || next <= current;
}

export interface LimitRow {
  value: bigint | null;
  pendingValue: bigint | null;
  pendingAt: Date | null;
}

/** The limit in force at `now`: a pending change whose time has come has taken effect. */
export function limitInForce(row: LimitRow, now: Date): { value: bigint | null; pending: { value: bigint | null; at: Date } | null } {
  if (row.pendingAt && row.pendingAt.getTime() <= now.getTime()) return { value: row.pendingValue, pending: null };
  return { value: row.value, pending: row.pendingAt ? { value: row.pendingValue, at: row.pendingAt } : null };
}

export const raiseTakesEffectAt = (now: Date) => new Date(now.getTime() + LIMIT_RAISE_DELAY_HOURS * 3_600_000);

/** When a break or self-exclusion taken at `from` ends. Months and years count on the calendar (UTC). */
export function exclusionEnds(period: ExclusionPeriod, from: Date): Date {
  const end = new Date(from.getTime());
  switch (period) {
    case '24h':
      return new Date(from.getTime() + 24 * 3_600_000);
    case '1w':
      return new Date(from.getTime() + 7 * 24 * 3_600_000);
    case '6w':
      return new Date(from.getTime() + 42 * 24 * 3_600_000);
    case '6m':
      end.setUTCMonth(end.getUTCMonth() + 6);
      return end;
    case '1y':
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      return end;
    case '5y':
      end.setUTCFullYear(end.getUTCFullYear() + 5);
      return end;
  }
}

export const isBreak = (period: ExclusionPeriod) => period === '24h' || period === '1w' || period === '6w';

/** "2026-11-27 09:00 (Asia/Tokyo)": a refusal's time in the player's zone, the same in every language. */
export function formatLocalTime(instant: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')} (${zone})`;
}
