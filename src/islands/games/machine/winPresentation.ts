import { toUnits } from '../../../../shared/money/amount.fns.ts';

// How a round's win is presented. A win smaller than the bet is money lost, so it is only
// reported ("returned"), never celebrated; a big win is ten times the bet or more.

export type WinPresentation = 'none' | 'returned' | 'win' | 'bigWin';

export const BIG_WIN_MULTIPLE = 10n;

/** `win` and `bet` are decimal coin strings; compared as bigint units, never as floats. */
export function presentWin(win: string, bet: string): WinPresentation {
  const won = toUnits(win, { allowZero: true });
  const staked = toUnits(bet);
  if (won <= 0n) return 'none';
  if (won < staked) return 'returned';
  return won >= staked * BIG_WIN_MULTIPLE ? 'bigWin' : 'win';
}

/** What a round did to the player's coins: win − bet in units, signed. */
export function roundNetUnits(win: string, bet: string): bigint {
  return toUnits(win, { allowZero: true }) - toUnits(bet);
}
