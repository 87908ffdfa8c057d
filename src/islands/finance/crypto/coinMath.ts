// Crypto amounts on the screen: decimal strings turned into integers of the asset's smallest
// unit (USDT: 10⁻⁶) and back, and their value in game coins, with bigint arithmetic only.

const GAME_COIN_DECIMALS = 4;
const SHAPE = /^(\d+)(?:\.(\d*))?$/;

/** "25.5" with 6 decimals → 25 500 000n; `null` for anything but a plain decimal within `decimals`. */
export function toBaseUnits(text: string, decimals: number): bigint | null {
  const match = SHAPE.exec(text.trim());
  if (!match) return null;
  const [, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  return BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
}

/** 25 500 000n with 6 decimals → "25.500000". */
export function fromBaseUnits(units: bigint, decimals: number): string {
  if (decimals === 0) return units.toString();
  const base = 10n ** BigInt(decimals);
  return `${units / base}.${(units % base).toString().padStart(decimals, '0')}`;
}

/**
 * Game coins a withdrawal of `amount` costs at `rate` coins per unit, to 1/10 000 coin. Like the
 * server's hold, a remainder below 1/10 000 coin is rounded up, so the preview never promises less
 * than is taken. `null` while the amount is not a plain decimal.
 */
export function withdrawalCoins(amount: string, decimals: number, rate: string): string | null {
  const units = toBaseUnits(amount, decimals);
  const rateUnits = toBaseUnits(rate, GAME_COIN_DECIMALS);
  if (units === null || rateUnits === null) return null;
  const numerator = units * rateUnits;
  const denominator = 10n ** BigInt(decimals);
  return fromBaseUnits((numerator + denominator - 1n) / denominator, GAME_COIN_DECIMALS);
}

/** Whether `amount` lies within [min, max] (all in the asset's decimals); `null` if any is not a decimal. */
export function withinRange(amount: string, min: string, max: string, decimals: number): boolean | null {
  const [value, low, high] = [amount, min, max].map((text) => toBaseUnits(text, decimals));
  if (value == null || low == null || high == null) return null;
  return value >= low && value <= high;
}

/** Whether game-coin amount `a` exceeds `b` (both decimal strings with up to 4 decimals). */
export function coinsExceed(a: string, b: string): boolean {
  const [left, right] = [a, b].map((text) => toBaseUnits(text.replace(/^-/, ''), GAME_COIN_DECIMALS));
  if (left == null || right == null) return false;
  const sign = (text: string) => (text.startsWith('-') ? -1n : 1n);
  return left * sign(a) > right * sign(b);
}
