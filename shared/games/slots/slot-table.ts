// A reel-strip slot as data. Every stop of every strip is equally likely (drawn with uniformInt),
// so a machine's weights are how often a symbol appears on its strips.

export interface LinePay {
  /** The line pays when its first `count` reels (from the left) all show one of these symbols. */
  symbols: readonly string[];
  count: number;
  /** In line bets (total bet ÷ number of lines). A line pays its single best entry. */
  pays: number;
}

export interface FreeSpinsFeature {
  /** Scatters anywhere that start the free spins, in the base game and again during them. */
  trigger: number;
  /** Spins given per trigger. */
  spins: number;
  /** Every free-spin win is multiplied by this. */
  multiplier: number;
  /** Spins given in one round never exceed this (a retrigger beyond it gives only the rest). */
  maxSpins: number;
}

export interface SlotTable {
  id: string;
  betSteps: readonly string[];
  /** Symbol ids, also the keys of their names in games.json (symbols.<id>). */
  symbols: readonly string[];
  /** One strip per reel; a stop shows `rows` consecutive symbols (wrapping). */
  strips: readonly (readonly string[])[];
  rows: number;
  /** Per line, the row shown on each reel (0 = top). */
  paylines: readonly (readonly number[])[];
  linePays: readonly LinePay[];
  /** Stands in for any line symbol (never for the scatter). */
  wild?: string;
  /** Pays anywhere in the window, in total bets, by count; never on lines. */
  scatter?: { symbol: string; pays: Readonly<Record<number, number>> };
  freeSpins?: FreeSpinsFeature;
  simulationRounds?: number;
}
