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
  return { table, reels, lengths: strips.map((s) => s.length), strips, tuplePays, tupleEntry, scatterIndex, scatterCredits };
}

/** Symbol index at (reel, row) for a stop. */
function symbolAt(slot: CompiledSlot, reel: number, stop: number, row: number): number {
  const strip = slot.strips[reel]!;
  return strip[(stop + row) % strip.length]!;
}

/** Credits and scatter count of a stop combination — the hot path of enumeration and play. */
export function creditsAt(slot: CompiledSlot, stops: ArrayLike<number>): { credits: number; scatters: number } {
  const symbolCount = slot.table.symbols.length;
  let credits = 0;
  for (const line of slot.table.paylines) {
    let code = 0;
    for (let reel = slot.reels - 1; reel >= 0; reel--) code = code * symbolCount + symbolAt(slot, reel, stops[reel]!, line[reel]!);
    credits += slot.tuplePays[code]!;
  }
  let scatters = 0;
  if (slot.scatterIndex >= 0) {
    for (let reel = 0; reel < slot.reels; reel++) {
      for (let row = 0; row < slot.table.rows; row++) if (symbolAt(slot, reel, stops[reel]!, row) === slot.scatterIndex) scatters++;
    }
  }
  return { credits: credits + slot.scatterCredits[scatters]!, scatters };
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
