// Crypto amounts on the screen: decimal strings turned into integers of the asset's smallest
// unit (USDT: 10⁻⁶) and back, and their value in game coins, with bigint arithmetic only. The coin
// maths itself is the server's (shared/money); this file only reads what the form holds.

import { AMOUNT_DECIMALS, formatAmount as formatUnits, parseAmount } from '../../../../shared/money/amount.fns.ts';
import { withdrawalCoins as holdCoins } from '../../../../shared/money/asset-amount.fns.ts';

const SHAPE = /^(\d+)(?:\.(\d*))?$/;

/** "25.5" with 6 decimals → 25 500 000n; `null` for anything but a plain decimal within `decimals`. */
export function toBaseUnits(text: string, decimals: number): bigint | null {
  const match = SHAPE.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/**
 * Game coins a withdrawal of `amount` costs at `rate` coins per unit: the server's hold itself
 * (shared/money/asset-amount.fns.ts, a remainder below 1/10 000 coin rounded up), so the preview
 * never differs from what is taken. `null` while the amount or the rate is not a plain decimal.
 */
export function withdrawalCoins(amount: string, decimals: number, rate: string): string | null {
  const units = toBaseUnits(amount, decimals);
  if (units === null || !parseAmount(rate, { allowZero: true }).ok) return null;
  return formatUnits(holdCoins(units, decimals, rate));
}

/** Whether `amount` lies within [min, max] (all in the asset's decimals); `null` if any is not a decimal. */
export function withinRange(amount: string, min: string, max: string, decimals: number): boolean | null {
  const [value, low, high] = [amount, min, max].map((text) => toBaseUnits(text, decimals));
  if (value == null || low == null || high == null) return null;
  return value >= low && value <= high;
}

/** Whether game-coin amount `a` exceeds `b` (both decimal strings with up to 4 decimals). */
export function coinsExceed(a: string, b: string): boolean {
  const [left, right] = [a, b].map((text) => toBaseUnits(text.replace(/^-/, ''), AMOUNT_DECIMALS));
  if (left == null || right == null) return false;
  const sign = (text: string) => (text.startsWith('-') ? -1n : 1n);
  return left * sign(a) > right * sign(b);
}
