// §5: the account's name must match the bank card's holder for deposits and withdrawals.
// Compared on the Latin ("pinyin") name, ignoring case, spacing and punctuation between words.

export function normalizeLatinName(name: string): string {
  return name
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z]+/g, ' ')
    .trim();
}

export function latinNamesMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  return normalizeLatinName(a) === normalizeLatinName(b);
}
