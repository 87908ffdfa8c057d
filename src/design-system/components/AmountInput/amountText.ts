// What an amount field accepts while the user types. Pure text rules: no amount ever becomes a
// number here, so nothing is rounded.

/** Full-width digits and the full-width point (Japanese, Chinese and Korean input methods) as ASCII. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0)).replace(/[．。]/g, '.');
}

export interface AmountTextRules {
  /** Most digits allowed after the point; 0 allows no point at all. */
  decimals: number;
  /** Most digits allowed before the point (the API takes 15). */
  maxIntegerDigits?: number;
}

/**
 * The text the field should hold after an edit, or `null` when the edit is refused: anything but
 * digits and one point, a point when `decimals` is 0, more than `decimals` digits after the point,
 * or too many before it. Unfinished amounts ("", "12.") are accepted; the form checks them.
 */
export function acceptAmountText(text: string, { decimals, maxIntegerDigits = 15 }: AmountTextRules): string | null {
  const candidate = toAsciiDigits(text.trim());
  const pattern =
    decimals > 0 ? new RegExp(`^\\d{0,${maxIntegerDigits}}(\\.\\d{0,${decimals}})?$`) : new RegExp(`^\\d{0,${maxIntegerDigits}}$`);
  return pattern.test(candidate) ? candidate : null;
}
