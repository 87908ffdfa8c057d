// A SlotTable as a Machine: play() spins the base game and, when scatters trigger, every free spin
// inside the same round, so each round stands alone and its win includes the feature.
import { toUnits } from '../../money/amount.fns.ts';
import type { OutcomeStream } from '../core/fair-stream.ts';
import { once, type Machine } from '../core/machine.ts';
import { compileSlot, spin, spinCredits, type SpinResult } from './reel-slot.ts';
import { slotMaths } from './slot-maths.ts';
import type { SlotTable } from './slot-table.ts';

export interface SlotOutcome {
  base: SpinResult;
  /** Present when the base spin triggered free spins; each entry's credits are before the multiplier. */
  freeSpins?: { multiplier: number; spins: SpinResult[] };
  /** Line bets won in the whole round (free spins multiplied); win = bet × credits ÷ lines. */
  credits: number;
  lines: number;
}

export function slotMachine(table: SlotTable): Machine<SlotOutcome> {
  const slot = compileSlot(table);
  const lines = BigInt(table.paylines.length);
  for (const step of table.betSteps) {
    // The win is bet × credits ÷ lines: a bet that the lines divide keeps every win exact.
    if (toUnits(step) % lines !== 0n) throw new Error(`${table.id}: bet ${step} is not a whole number of units per line`);
  }
  const maths = once(() => slotMaths(slot));
  const feature = table.freeSpins;
  return {
    id: table.id,
    kind: 'slot',
    tables: table,
    betSteps: table.betSteps,
    get maxWin() {
      return maths().maxWin;
    },
    ...(table.simulationRounds ? { simulationRounds: table.simulationRounds } : {}),
    play(stream: OutcomeStream, bet: bigint) {
      const base = spin(slot, stream);
      let credits = base.credits;
      let freeSpins: SlotOutcome['freeSpins'];
      if (feature && base.scatters >= feature.trigger) {
        const spins: SpinResult[] = [];
        let given = Math.min(feature.spins, feature.maxSpins);
        while (spins.length < given) {
          const free = spin(slot, stream);
          spins.push(free);
          credits += free.credits * feature.multiplier;
          if (free.scatters >= feature.trigger) given = Math.min(given + feature.spins, feature.maxSpins);
        }
        freeSpins = { multiplier: feature.multiplier, spins };
      }
      const outcome: SlotOutcome = { base, ...(freeSpins ? { freeSpins } : {}), credits, lines: table.paylines.length };
      return { win: (bet * BigInt(credits)) / lines, outcome };
    },
    // Credits (line bets) of the whole round, free spins multiplied: win = bet × credits ÷ lines.
    winUnits: {
      perBet: lines,
      play(stream: OutcomeStream) {
        const stops = new Int32Array(slot.reels);
        const base = spinCredits(slot, stream, stops);
        let credits = base.credits;
        if (feature && base.scatters >= feature.trigger) {
          let given = Math.min(feature.spins, feature.maxSpins);
          for (let played = 0; played < given; played++) {
            const free = spinCredits(slot, stream, stops);
            credits += free.credits * feature.multiplier;
            if (free.scatters >= feature.trigger) given = Math.min(given + feature.spins, feature.maxSpins);
          }
        }
        return credits;
      },
    },
    exactRtp: () => {
      const { rtp, hitFrequency, variance } = maths();
      return { rtp, hitFrequency, variance };
    },
  };
}
