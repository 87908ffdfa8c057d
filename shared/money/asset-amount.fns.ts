// Crypto amounts, for every wallet module that shows or takes one: bigint base units of the asset
// (USDT: 10⁻⁶), decimal strings outside, and their value in game coins (units of 1/10 000 coin).
// Textual and integer only; no float touches them.
import { toUnits } from './amount.fns.ts';

export type ParsedAsset = { ok: true; units: bigint } | { ok: false; reason: 'shape' | 'too-many-decimals' | 'zero' };

const SHAPE = /^(\d+)(?:\.(\d+))?$/;

/** "25.5" with 6 decimals → 25 500 000n. At most `decimals` decimals; positive. */
export function parseAssetAmount(text: string, decimals: number): ParsedAsset {
  const match = SHAPE.exec(text.trim());
  if (!match) return { ok: false, reason: 'shape' };
  const [, whole, fraction = ''] = match;
  if (fraction.length > decimals) return { ok: false, reason: 'too-many-decimals' };
  const units = BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0');
  return units === 0n ? { ok: false, reason: 'zero' } : { ok: true, units };
}

/** parseAssetAmount for trusted text (configuration): throws instead of answering a problem. */
export function toAssetUnits(text: string, decimals: number): bigint {
  const parsed = parseAssetAmount(text, decimals);
  if (!parsed.ok) throw new RangeError(`not an asset amount (${parsed.reason}): ${JSON.stringify(text)}`);
  return parsed.units;
}

/** 25 500 000n with 6 decimals → "25.500000" (all decimals kept, like game-coin amounts). */
export function formatAssetAmount(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const sign = negative ? '-' : '';
  if (decimals === 0) return `${sign}${magnitude}`;
  const base = 10n ** BigInt(decimals);
  return `${sign}${magnitude / base}.${(magnitude % base).toString().padStart(decimals, '0')}`;
}

/** base units × rate, in units of 1/10 000 coin, before any rounding: numerator / denominator. */
function coinFraction(assetUnits: bigint, decimals: number, rate: string): { numerator: bigint; denominator: bigint } {
  return { numerator: assetUnits * toUnits(rate), denominator: 10n ** BigInt(decimals) };
}

/**
 * Game coins a deposit credits. A value below 1/10 000 coin cannot be booked, so the remainder is
 * truncated: the player gets at most 0.0001 coin less than the exact value, never more.
 */
export function depositCoins(assetUnits: bigint, decimals: number, rate: string): bigint {
  const { numerator, denominator } = coinFraction(assetUnits, decimals, rate);
  return numerator / denominator;
}

/**
 * Game coins a withdrawal holds. The remainder is rounded up: the wallet pays at most 0.0001 coin
 * more than the exact value, so the house never sends out more than it took in.
 */
export function withdrawalCoins(assetUnits: bigint, decimals: number, rate: string): bigint {
  const { numerator, denominator } = coinFraction(assetUnits, decimals, rate);
  return (numerator + denominator - 1n) / denominator;
}
