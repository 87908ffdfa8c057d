// Order numbers shown to players and operators: a letter for the kind, the date, ten random digits.
// (D: deposit, W: withdrawal, A: adjustment, C: crypto deposit.) Unique in the database; the random
// part makes a clash negligible.
import { randomInt } from 'node:crypto';

/** yyyymmdd of `now` on a clock `utcOffsetMinutes` ahead of UTC (0: the UTC calendar day). */
export function orderSnDate(now: Date, utcOffsetMinutes = 0): string {
  return new Date(now.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10).replace(/-/g, '');
}

/** `W20260131` + 10 random digits. */
export function newOrderSn(prefix: string, now: Date, options: { utcOffsetMinutes?: number } = {}): string {
  const random = randomInt(0, 10_000_000_000).toString().padStart(10, '0');
  return `${prefix}${orderSnDate(now, options.utcOffsetMinutes)}${random}`;
}
