// Which new passwords are refused: blank ones (only spaces, tabs …) and those found among common
// passwords. The list and its variants (case, l33t, reversal, keyboard runs, repeats) come from
// zxcvbn-ts; it stays on the server, so no browser bundle carries the dictionary. The browser's
// 0–4 meter (src/lib/password-strength.ts) keeps the spec's simpler rule.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../../errors.ts';

export type PasswordWeakness = 'blank' | 'common';

let checker: ZxcvbnFactory | undefined;
/** Built on first use (≈ 0.1 s: it indexes the dictionaries). */
const zxcvbn = () => (checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs }));

/**
 * Why a password must not be chosen, or null. Common: zxcvbn rates it 0 (a top password or a
 * trivial pattern, fewer than ~1 000 guesses) or the whole of it is one dictionary entry.
 */
export function passwordWeakness(password: string): PasswordWeakness | null {
  if (/^\s*$/u.test(password)) return 'blank';
  const { score, sequence } = zxcvbn().check(password);
  const oneWord = sequence.length === 1 && sequence[0]?.pattern === 'dictionary';
  return score === 0 || oneWord ? 'common' : null;
}

/** 422 PASSWORD_TOO_WEAK with a field issue on `field` (the contract's name for the new password). */
export function assertAcceptablePassword(password: string, field: string): void {
  if (passwordWeakness(password)) throw new AppError(422, 'PASSWORD_TOO_WEAK', {}, { field });
}
