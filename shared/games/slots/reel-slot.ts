// Evaluates a SlotTable: compiles its line pays into a lookup over every symbol tuple, then a spin
// is reel stops → window → line pays + scatter pay, all in credits (1 credit = 1 line bet).
import type { OutcomeStream } from '../core/fair-stream.ts';
import { uniformInt } from '../core/sampling.ts';
import type { SlotTable } from './slot-table.ts';

export interface LineWin {
  /** Index of the payline. */
  line: number;
  /** The paying entry's first symbol (the one its name shows) and how many reels matched. */
  symbol: string;
  count: number;
  /** Credits (line bets). */
  pays: number;
}

export interface SpinResult {
  stops: number[];
  /** window[reel][row], symbol ids. */
  window: string[][];
  lines: LineWin[];
  scatters: number;
  /** Credits from the scatter (total bet × scatter pay × number of lines). */
  scatterPays: number;
  /** Line and scatter credits of this spin, before any free-spin multiplier. */
  credits: number;
}

export interface CompiledSlot {
  table: SlotTable;
  reels: number;
  lengths: number[];
  /** strip symbol indexes per reel */
  strips: Int32Array[];
  /** best line pay for the symbol tuple index Σ symbol·S^reel, and which entry paid (−1 none) */
  tuplePays: Int32Array;
  tupleEntry: Int32Array;
  scatterIndex: number;
  /** scatter pays in credits by count */
  scatterCredits: number[];
  /** paylines flattened: the row of line l on reel r at [l × reels + r] */
  lineRows: Int32Array;
  /** scratch for creditsAt: the window's symbol indexes at [reel × rows + row] */
  window: Int32Array;
}

export function compileSlot(table: SlotTable): CompiledSlot {
  const reels = table.strips.length;
  const symbolCount = table.symbols.length;
  const indexOf = (symbol: string): number => {
    const index = table.symbols.indexOf(symbol);
    if (index < 0) throw new Error(`${table.id}: unknown symbol ${symbol}`);
    return index;
  };
  for (const line of table.paylines) {
    if (line.length !== reels || line.some((row) => row < 0 || row >= table.rows)) throw new Error(`${table.id}: bad payline`);
  }
  const strips = table.strips.map((strip) => Int32Array.from(strip, indexOf));
  const wild = table.wild === undefined ? -1 : indexOf(table.wild);
  const scatterIndex = table.scatter ? indexOf(table.scatter.symbol) : -1;
  const entries = table.linePays.map((entry) => ({ members: new Set(entry.symbols.map(indexOf)), count: entry.count, pays: entry.pays }));

  const size = symbolCount ** reels;
  const tuplePays = new Int32Array(size);
  const tupleEntry = new Int32Array(size).fill(-1);
  const tuple = new Array<number>(reels);
  for (let code = 0; code < size; code++) {
    let rest = code;
    for (let reel = 0; reel < reels; reel++) {
      tuple[reel] = rest % symbolCount;
      rest = Math.floor(rest / symbolCount);
    }
    entries.forEach((entry, e) => {
      for (let reel = 0; reel < entry.count; reel++) {
        const symbol = tuple[reel]!;
        if (!entry.members.has(symbol) && !(symbol === wild && wild >= 0)) return;
      }
      if (entry.pays > tuplePays[code]!) {
        tuplePays[code] = entry.pays;
        tupleEntry[code] = e;
      }
    });
  }
  const lines = table.paylines.length;
  const scatterCredits = new Array<number>(reels * table.rows + 1).fill(0);
  if (table.scatter) for (const [count, pays] of Object.entries(table.scatter.pays)) scatterCredits[Number(count)] = pays * lines;
  const lineRows = Int32Array.from(table.paylines.flat());
  const window = new Int32Array(reels * table.rows);
  return { table, reels, lengths: strips.map((s) => s.length), strips, tuplePays, tupleEntry, scatterIndex, scatterCredits, lineRows, window };
}

/** Symbol index at (reel, row) for a stop. */
function symbolAt(slot: CompiledSlot, reel: number, stop: number, row: number): number {
  const strip = slot.strips[reel]!;
  return strip[(stop + row) % strip.length]!;
}

/**
 * Credits and scatter count of a stop combination — the hot path of enumeration and play. Reads
 * the window once into the compiled slot's scratch array (synchronous, so no other call sees it).
 */
export function creditsAt(slot: CompiledSlot, stops: ArrayLike<number>): { credits: number; scatters: number } {
  const { reels, strips, window, lineRows, tuplePays, scatterIndex } = slot;
  const rows = slot.table.rows;
  const symbolCount = slot.table.symbols.length;
  let scatters = 0;
  for (let reel = 0; reel < reels; reel++) {
    const strip = strips[reel]!;
    const length = strip.length;
    let position = stops[reel]! % length;
    for (let row = 0; row < rows; row++) {
      const symbol = strip[position]!;
      window[reel * rows + row] = symbol;
      if (symbol === scatterIndex) scatters++;
      position = position + 1 === length ? 0 : position + 1;
    }
  }
  let credits = 0;
  const lines = lineRows.length / reels;
  for (let line = 0; line < lines; line++) {
    let code = 0;
    for (let reel = reels - 1; reel >= 0; reel--) code = code * symbolCount + window[reel * rows + lineRows[line * reels + reel]!]!;
    credits += tuplePays[code]!;
  }
  return { credits: credits + slot.scatterCredits[scatters]!, scatters };
}

/**
 * A spin's credits and scatter count without the window or the line list: the simulations' hot
 * path. Draws exactly what spin() draws (one uniform stop per reel, left to right) into `stops`,
 * a scratch array of one entry per reel; the credits equal spin().credits for the same stream.
 */
export function spinCredits(slot: CompiledSlot, stream: OutcomeStream, stops: Int32Array): { credits: number; scatters: number } {
  for (let reel = 0; reel < slot.reels; reel++) stops[reel] = uniformInt(stream, slot.lengths[reel]!);
  return creditsAt(slot, stops);
}

/** One spin from the stream: one uniform stop per reel, left to right. */
export function spin(slot: CompiledSlot, stream: OutcomeStream): SpinResult {
  const stops = slot.lengths.map((length) => uniformInt(stream, length));
  const { symbols, paylines, rows } = slot.table;
  const symbolCount = symbols.length;
  const window = stops.map((stop, reel) => Array.from({ length: rows }, (_, row) => symbols[symbolAt(slot, reel, stop, row)]!));
  const lines: LineWin[] = [];
  paylines.forEach((line, index) => {
    let code = 0;
    for (let reel = slot.reels - 1; reel >= 0; reel--) code = code * symbolCount + symbolAt(slot, reel, stops[reel]!, line[reel]!);
    const entry = slot.tupleEntry[code]!;
    if (entry >= 0) {
      const paid = slot.table.linePays[entry]!;
      lines.push({ line: index, symbol: paid.symbols[0]!, count: paid.count, pays: paid.pays });
    }
  });
  const { credits, scatters } = creditsAt(slot, stops);
  return { stops, window, lines, scatters, scatterPays: slot.scatterCredits[scatters]!, credits };
}
