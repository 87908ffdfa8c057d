// Amount arithmetic for the money screens, on decimal strings through bigint: no amount ever
// passes through a float. The server does the real sums; these preview and pre-check them.

/** A decimal as an integer of 10^-scale units. */
interface Scaled {
  units: bigint;
  scale: number;
}

const DECIMAL = /^(\d*)(?:\.(\d*))?$/;

function scaled(text: string): Scaled | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  return { units: BigInt(`${whole || '0'}${fraction}`), scale: fraction.length };
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale);
}

function format(units: bigint, scale: number, decimals: number): string {
  // Truncate to `decimals` (never round up what a player receives).
  const kept = scale > decimals ? units / 10n ** BigInt(scale - decimals) : units * 10n ** BigInt(decimals - scale);
  if (decimals === 0) return kept.toString();
  const digits = kept.toString().padStart(decimals + 1, '0');
  return `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/**
 * The amount as the API takes it ("12." → "12", ".5" → "0.5", "007" → "7"), or `null` when the
 * text is not a decimal at all. Decimals are kept as typed.
 */
export function normalizeAmount(text: string): string | null {
  const match = DECIMAL.exec(text.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  const integer = whole.replace(/^0+(?=\d)/, '') || '0';
  return fraction ? `${integer}.${fraction}` : integer;
}

/** -1, 0 or 1 as `a` is less than, equal to or more than `b`; `null` if either is not a decimal. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 | null {
  const x = scaled(a);
  const y = scaled(b);
  if (!x || !y) return null;
  const scale = Math.max(x.scale, y.scale);
  const left = rescale(x, scale);
  const right = rescale(y, scale);
  return left < right ? -1 : left > right ? 1 : 0;
}

export function isPositiveAmount(text: string): boolean {
  return compareAmounts(text, '0') === 1;
}

/**
 * Game coins an amount buys at `rate` coins per unit, with four decimals, truncated
 * ("5000" × "1" → "5000.0000", "12.5" × "20" → "250.0000"); `null` while the amount is unfinished.
 */
export function coinsFor(amount: string, rate: string, decimals = 4): string | null {
  const a = scaled(amount);
  const r = scaled(rate);
  if (!a || !r) return null;
  return format(a.units * r.units, a.scale + r.scale, decimals);
}
