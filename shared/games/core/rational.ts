// Exact fractions on bigints: the machines' return to player, hit frequency and variance are
// computed from their tables without a single float, then printed with as many digits as wanted.

export interface Rational {
  readonly num: bigint;
  readonly den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function rational(num: bigint, den: bigint = 1n): Rational {
  if (den === 0n) throw new RangeError('rational with a zero denominator');
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const divisor = gcd(num, den);
  return divisor > 1n ? { num: num / divisor, den: den / divisor } : { num, den };
}

export const ZERO: Rational = { num: 0n, den: 1n };
export const ONE: Rational = { num: 1n, den: 1n };

export const add = (a: Rational, b: Rational): Rational => rational(a.num * b.den + b.num * a.den, a.den * b.den);
export const sub = (a: Rational, b: Rational): Rational => rational(a.num * b.den - b.num * a.den, a.den * b.den);
export const mul = (a: Rational, b: Rational): Rational => rational(a.num * b.num, a.den * b.den);
export const div = (a: Rational, b: Rational): Rational => rational(a.num * b.den, a.den * b.num);
export const compare = (a: Rational, b: Rational): number => {
  const left = a.num * b.den;
  const right = b.num * a.den;
  return left < right ? -1 : left > right ? 1 : 0;
};

/** Rounded half up to `digits` decimals, e.g. toDecimal(rational(1n, 3n), 4) === "0.3333". */
export function toDecimal(value: Rational, digits: number): string {
  const negative = value.num < 0n;
  const magnitude = negative ? -value.num : value.num;
  const scale = 10n ** BigInt(digits);
  const scaled = (magnitude * scale * 2n + value.den) / (value.den * 2n);
  const whole = scaled / scale;
  const fraction = digits > 0 ? `.${(scaled % scale).toString().padStart(digits, '0')}` : '';
  return `${negative && scaled !== 0n ? '-' : ''}${whole}${fraction}`;
}

/** For printing and confidence intervals only — never for money. */
export function toNumber(value: Rational): number {
  return Number(toDecimal(value, 17));
}

/** A decimal string as an exact fraction ("0.9612" → 2403/2500). */
export function fromDecimal(text: string): Rational {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal: ${JSON.stringify(text)}`);
  const [, sign, whole, fraction = ''] = match;
  const num = BigInt(`${whole}${fraction}`) * (sign === '-' ? -1n : 1n);
  return rational(num, 10n ** BigInt(fraction.length));
}
