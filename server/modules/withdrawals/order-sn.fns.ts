// Order numbers shown to players and operators: a letter for the kind, the UTC date, random digits.
// (W: withdrawal, A: adjustment.) Unique in the database; the random part makes a clash negligible.
import { randomInt } from 'node:crypto';

export function orderSnDate(now: Date): string {
  const y = now.getUTCFullYear().toString().padStart(4, '0');
  const m = (now.getUTCMonth() + 1).toString().padStart(2, '0');
  const d = now.getUTCDate().toString().padStart(2, '0');
  return `${y}${m}${d}`;
}

/** `W20260131` + 10 random digits. */
export function newOrderSn(prefix: string, now: Date, digits = 10): string {
  let random = '';
  for (let i = 0; i < digits; i += 1) random += randomInt(10).toString();
  return `${prefix}${orderSnDate(now)}${random}`;
}
