// Game-coin amounts: bigint units of 1/10 000 coin inside, decimal strings with at most four
// decimals outside. Parsing is textual so no float ever touches an amount.

export const UNITS_PER_COIN = 10_000n;
export const AMOUNT_DECIMALS = 4;

export interface ParseAmountOptions {
  /** Accept a leading minus (adjustments); amounts paid in or out never have one. */
  allowNegative?: boolean;
  /** Accept 0 (filters, balances); money moves need a positive amount. */
  allowZero?: boolean;
}

export type ParsedAmount = { ok: true; units: bigint } | { ok: false; reason: AmountProblem };
export type AmountProblem = 'empty' | 'shape' | 'too-many-decimals' | 'negative' | 'zero' | 'too-large';

/** Largest value a bigint column holds, in units (≈ 9.2 × 10¹⁴ coins). */
export const BIGINT_MAX_UNITS = 9_223_372_036_854_775_807n;

/**
 * Largest single amount the hall takes anywhere (a bet, a deposit, a withdrawal, an adjustment):
 * 10¹¹ coins. It leaves a factor of over 9 000 below BIGINT_MAX_UNITS, so a balance, a machine bank
 * or a record total built from such amounts has room to grow; an account that still runs out of
 * room is refused by the ledger (LEDGER_LIMIT_REACHED), never a crash.
 */
export const MAX_AMOUNT_COINS = '100000000000';
export const MAX_AMOUNT_UNITS = 100_000_000_000n * 10_000n;

/**
 * Whether a decimal amount with any number of decimals (game coins, or a crypto asset's) is over
 * MAX_AMOUNT_COINS, sign ignored; text that is not an amount is not "too large".
 */
export function isOverMaxAmount(text: string): boolean {
  const match = /^-?(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) return false;
  const whole = BigInt(match[1]!);
  const max = MAX_AMOUNT_UNITS / UNITS_PER_COIN;
  return whole > max || (whole === max && /[1-9]/.test(match[2] ?? ''));
}

const AMOUNT_SHAPE = /^(-?)(\d+)(?:\.(\d+))?$/;

export function parseAmount(text: string, options: ParseAmountOptions = {}): ParsedAmount {
  if (text.length === 0) return { ok: false, reason: 'empty' };
  const match = AMOUNT_SHAPE.exec(text);
  if (!match) return { ok: false, reason: 'shape' };
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > AMOUNT_DECIMALS) return { ok: false, reason: 'too-many-decimals' };
  const magnitude = BigInt(whole!) * UNITS_PER_COIN + BigInt(fraction.padEnd(AMOUNT_DECIMALS, '0') || '0');
  if (magnitude > BIGINT_MAX_UNITS) return { ok: false, reason: 'too-large' };
  if (magnitude === 0n) return options.allowZero ? { ok: true, units: 0n } : { ok: false, reason: 'zero' };
  if (sign === '-' && !options.allowNegative) return { ok: false, reason: 'negative' };
  return { ok: true, units: sign === '-' ? -magnitude : magnitude };
}

/** parseAmount for trusted input: throws instead of answering a problem. */
export function toUnits(text: string, options: ParseAmountOptions = {}): bigint {
  const parsed = parseAmount(text, options);
  if (!parsed.ok) throw new RangeError(`not an amount (${parsed.reason}): ${JSON.stringify(text)}`);
  return parsed.units;
}

/** Units back to a decimal string, trailing zeros kept to four decimals ("12.5000"). */
export function formatAmount(units: bigint): string {
  const negative = units < 0n;
  const magnitude = negative ? -units : units;
  const whole = magnitude / UNITS_PER_COIN;
  const fraction = (magnitude % UNITS_PER_COIN).toString().padStart(AMOUNT_DECIMALS, '0');
  return `${negative ? '-' : ''}${whole}.${fraction}`;
}
