import { describe, expect, it } from 'vitest';
import { toUnits } from '../../../../shared/money/amount.fns.ts';
import { playRound } from '../../../../shared/games/core/round.ts';
import { machineById } from '../../../../shared/games/machines.ts';
import { pachinkoTableOf, type PachinkoOutcome } from '../../../../shared/games/tables.ts';
import { seededRandom } from '../../../../shared/seeded-random.ts';
import { allEqual, jackpotFigures, lotteryResult, missFigures } from './lotteryDisplay.fns.ts';

const SEEDS = { serverSeed: '5e'.repeat(32), clientSeed: 'lottery-display' };
const MACHINES = ['pachinko-sakura-ama', 'pachinko-fuji-rush'] as const;

/** Rounds the engine really played on a machine, nonce 0 … count − 1. */
function roundsOf(machineId: string, count: number): PachinkoOutcome[] {
  const machine = machineById(machineId)!;
  return Array.from({ length: count }, (_, nonce) => playRound(machine, { ...SEEDS, nonce }, toUnits('250')).outcome as PachinkoOutcome);
}

describe('lotteryResult', () => {
  it.each(MACHINES)('%s: a round without a jackpot never shows three equal figures; one with a jackpot shows its kind', (machineId) => {
    const table = pachinkoTableOf(machineId)!;
    const rounds = roundsOf(machineId, 400);
    const misses = rounds.filter((outcome) => outcome.chains.length === 0);
    const hits = rounds.filter((outcome) => outcome.chains.length > 0);
    // Both kinds of round came up, so both rules below were exercised.
    expect(misses.length).toBeGreaterThan(20);
    expect(hits.length).toBeGreaterThan(20);
    misses.forEach((outcome, i) => {
      const shown = lotteryResult(outcome, table, seededRandom(i));
      expect(shown.result).toBe('miss');
      expect(allEqual(shown.figures), `miss ${i} shows ${shown.figures.join('·')}`).toBe(false);
      expect(shown.jackpot).toBeUndefined();
      expect(shown.jackpots).toBe(0);
    });
    hits.forEach((outcome, i) => {
      const shown = lotteryResult(outcome, table, seededRandom(i));
      const drawn = outcome.chains[0]![0]!;
      const kind = table.normalJackpots.find((k) => k.id === drawn.kind)!;
      expect(shown.result).toBe('jackpot');
      expect(allEqual(shown.figures)).toBe(true);
      // The engine's draw: its kind, its rounds, and kakuhen on odd figures, anything else on even.
      expect(shown.jackpot).toEqual({ kind: drawn.kind, rounds: kind.rounds, mode: drawn.mode });
      expect(shown.figures[0] % 2 === 1).toBe(drawn.mode === 'kakuhen');
      expect(shown.jackpots).toBe(outcome.chains.flat().length);
    });
  });

  it('shows the same figures for the same round', () => {
    const table = pachinkoTableOf('pachinko-fuji-rush')!;
    const [outcome] = roundsOf('pachinko-fuji-rush', 1);
    expect(lotteryResult(outcome!, table, seededRandom(77))).toEqual(lotteryResult(outcome!, table, seededRandom(77)));
  });
});

describe('missFigures and jackpotFigures', () => {
  it('a miss is never three of a kind, whatever the generator gives', () => {
    // A generator that always answers the same number would pick one figure three times.
    for (const value of [0, 0.1, 0.5, 0.99]) expect(allEqual(missFigures(() => value))).toBe(false);
    const random = seededRandom(3);
    for (let i = 0; i < 5000; i += 1) expect(allEqual(missFigures(random))).toBe(false);
  });

  it('a jackpot is three of one figure, odd for kakuhen and even for jitan', () => {
    const random = seededRandom(4);
    for (let i = 0; i < 200; i += 1) {
      const kakuhen = jackpotFigures('kakuhen', random);
      const jitan = jackpotFigures('jitan', random);
      expect(allEqual(kakuhen) && allEqual(jitan)).toBe(true);
      expect(kakuhen[0] % 2).toBe(1);
      expect(jitan[0] % 2).toBe(0);
    }
  });
});
