// A card number is never shown whole: only its last four digits.

export function maskCardNumber(cardNumber: string): string {
  return `**** ${cardNumber.slice(-4)}`;
}
