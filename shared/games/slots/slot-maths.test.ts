// Exact figures on machines small enough to work out by hand.
import { describe, expect, it } from 'vitest';
import { rational } from '../core/rational.ts';
import { DRAW_RANGE } from '../core/sampling.ts';
import { scriptedStream } from '../core/test-streams.ts';
import { slotMachine } from './slot-machine.ts';
import type { SlotTable } from './slot-table.ts';

const bets = ['1', '2'];

describe('slot maths by full enumeration', () => {
  it('3 reels of [a, b]: aaa pays 4, bbb pays 2 → RTP 6/8, hit 2/8, variance 20/8 − (3/4)²', () => {
    const machine = slotMachine({
      id: 'tiny-three',
      betSteps: bets,
      symbols: ['a', 'b'],
      strips: [['a', 'b'], ['a', 'b'], ['a', 'b']],
      rows: 1,
      paylines: [[0, 0, 0]],
      linePays: [
        { symbols: ['a'], count: 3, pays: 4 },
        { symbols: ['b'], count: 3, pays: 2 },
      ],
    });
    expect(machine.exactRtp()).toEqual({ rtp: rational(3n, 4n), hitFrequency: rational(1n, 4n), variance: rational(31n, 16n) });
    expect(machine.maxWin).toEqual(rational(4n));
  });

  it('a wild substitutes on the line, the scatter pays anywhere in total bets', () => {
    // reels [a, w] × [a, s]: (a,a) 3 · (a,s) scatter 1 · (w,a) wild as a → 3 · (w,s) scatter 1
    const machine = slotMachine({
      id: 'tiny-wild',
      betSteps: bets,
      symbols: ['a', 'w', 's'],
      strips: [['a', 'w'], ['a', 's']],
      rows: 1,
      paylines: [[0, 0]],
      linePays: [
        { symbols: ['a'], count: 2, pays: 3 },
        { symbols: ['w'], count: 2, pays: 10 },
      ],
      wild: 'w',
      scatter: { symbol: 's', pays: { 1: 1 } },
    });
    const maths = machine.exactRtp();
    expect(maths.rtp).toEqual(rational(8n, 4n));
    expect(maths.hitFrequency).toEqual(rational(1n));
    // E[m²] = (9 + 1 + 9 + 1) / 4 = 5, variance 5 − 2² = 1
    expect(maths.variance).toEqual(rational(1n));
  });

  it('several lines: pays are in line bets, so two lines each paying 2 return one bet', () => {
    const machine = slotMachine({
      id: 'tiny-lines',
      betSteps: bets,
      symbols: ['a', 'b'],
      strips: [['a', 'a'], ['a', 'b']],
      rows: 2,
      paylines: [[0, 0], [1, 1]],
      linePays: [{ symbols: ['a'], count: 2, pays: 2 }],
    });
    // stop 0 on reel 2 shows a,b: line 0 (a,a) pays 2; stop 1 shows b,a: line 1 pays 2 → always 2 credits of 2 lines
    expect(machine.exactRtp().rtp).toEqual(rational(1n));
    expect(machine.exactRtp().variance).toEqual(rational(0n));
  });
});

describe('free spins inside the round', () => {
  // One reel [s, x]; s pays 1 bet and gives 1 free spin at ×2, retriggered by s, at most 3 a round.
  // The feature pays 2·K where K counts s until the first x or the cap: K = 0,1,2,3 with 1/2,1/4,1/8,1/8.
  // E[K] = 7/8, E[K²] = 15/8 → E[round] = ½(1 + 7/4) = 11/8, E[round²] = ½(1 + 7/2 + 15/2) = 6.
  const table: SlotTable = {
    id: 'tiny-feature',
    betSteps: bets,
    symbols: ['s', 'x'],
    strips: [['s', 'x']],
    rows: 1,
    paylines: [[0]],
    linePays: [],
    scatter: { symbol: 's', pays: { 1: 1 } },
    freeSpins: { trigger: 1, spins: 1, multiplier: 2, maxSpins: 3 },
  };
  const machine = slotMachine(table);

  it('solves the capped retrigger recursion exactly', () => {
    expect(machine.exactRtp()).toEqual({
      rtp: rational(11n, 8n),
      hitFrequency: rational(1n, 2n),
      variance: rational(6n * 64n - 121n, 64n),
    });
    expect(machine.maxWin).toEqual(rational(7n));
  });

  it('plays the free spins in the same round, stops at the cap, multiplies their wins', () => {
    // Draw 0 → stop 0 (s) every time: base s, then 3 free spins (the cap), 1 + 3·2 = 7 bets.
    const stream = scriptedStream([0, 0, 0, 0]);
    const round = machine.play(stream, 20_000n);
    expect(stream.used()).toBe(4);
    expect(round.win).toBe(140_000n);
    expect(round.outcome.freeSpins?.spins).toHaveLength(3);
    expect(round.outcome.credits).toBe(7);

    // s, s, x: base 1 + one free spin paying 2, the second free spin misses → 3 bets.
    const missed = machine.play(scriptedStream([0, 0, 1]), 10_000n);
    expect(missed.win).toBe(30_000n);
    // x: nothing, no feature.
    const lost = machine.play(scriptedStream([DRAW_RANGE - 3]), 10_000n);
    expect(lost.win).toBe(0n);
    expect(lost.outcome.freeSpins).toBeUndefined();
  });

  it('refuses a bet the lines do not divide into whole units', () => {
    expect(() => slotMachine({ ...table, betSteps: ['0.0001'], paylines: [[0], [0]] })).toThrow(/whole number of units/);
  });
});
