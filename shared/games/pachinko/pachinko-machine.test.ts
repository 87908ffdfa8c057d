import { describe, expect, it } from 'vitest';
import { outcomeStream } from '../core/fair-stream.ts';
import { FIXED_SEEDS } from '../core/test-streams.ts';
import { machineById } from '../machines.ts';
import { PACHINKO_TABLES } from './machines/index.ts';
import type { PachinkoTable } from './pachinko.types.ts';
import { pachinkoMachine } from './pachinko-machine.ts';
import { playBalls } from './play.fns.ts';
import { seededDraws } from './session-draws.fns.ts';
import type { Draws } from './draws.ts';

const UNITS_PER_COIN = 10_000n;
const stream = (nonce: number) => outcomeStream({ ...FIXED_SEEDS, nonce });

describe.each(PACHINKO_TABLES.map((t) => [t.id, t] as const))('pachinko machine %s', (id, table) => {
  const machine = pachinkoMachine(table);

  it('is in the hall machine list as a pachinko machine', () => {
    expect(machineById(id)?.kind).toBe('pachinko');
  });

  it('fires ballsPerRound balls and pays exactly returns plus jackpot balls at the bet’s ball price', () => {
    const bet = BigInt(table.betSteps[1]!) * UNITS_PER_COIN;
    for (let nonce = 0; nonce < 20; nonce += 1) {
      const { win, outcome } = machine.play(stream(nonce), bet);
      expect(outcome.lost + outcome.generalPockets + outcome.starts).toBe(table.ballsPerRound);
      expect(outcome.returnBalls).toBe(outcome.generalPockets * table.generalReturn + outcome.starts * table.startReturn);
      const jackpotBalls = outcome.chains.flat().reduce((sum, j) => sum + j.balls, 0);
      expect(outcome.ballsOut).toBe(outcome.returnBalls + jackpotBalls);
      expect(win).toBe(BigInt(outcome.ballsOut) * (bet / BigInt(table.ballsPerRound)));
      for (const chain of outcome.chains) expect(chain.length).toBeLessThanOrEqual(table.chainLimit);
    }
  });

  it('replays the same round from the same seeds, and the win scales exactly with the bet', () => {
    const steps = table.betSteps.map((s) => BigInt(s) * UNITS_PER_COIN);
    for (let nonce = 0; nonce < 10; nonce += 1) {
      const first = machine.play(stream(nonce), steps[0]!);
      expect(machine.play(stream(nonce), steps[0]!)).toEqual(first);
      for (const bet of steps) {
        const round = machine.play(stream(nonce), bet);
        expect(round.outcome.ballsOut).toBe(first.outcome.ballsOut);
        expect(round.win * steps[0]!).toBe(first.win * bet);
      }
    }
  });

  it('refuses a bet that does not split into whole ball prices', () => {
    expect(() => machine.play(stream(0), BigInt(table.ballsPerRound) + 1n)).toThrow(RangeError);
  });

  it('has a largest win no round exceeds', () => {
    const max = machine.maxWin;
    const draws = seededDraws(`max-win:${id}`);
    for (let r = 0; r < 500; r += 1) {
      const out = BigInt(playBalls(draws, table, table.ballsPerRound).ballsOut);
      expect(out * max.den <= max.num * BigInt(table.ballsPerRound)).toBe(true);
    }
  });
});

describe('pachinko play', () => {
  const table: PachinkoTable = PACHINKO_TABLES[0]!;

  it('walks a scripted jackpot chain: normal jackpot, kakuhen hit, then support runs out', () => {
    const answers: number[] = [];
    const scripted: Draws = {
      below(n) {
        const next = answers.shift();
        if (next === undefined) throw new Error('ran out');
        expect(next).toBeLessThan(n);
        return next;
      },
    };
    const n = table.normalOdds;
    const { lost, generalPocket, startPocket } = table.launch;
    const jackpotValue = (lost + generalPocket) * n + startPocket * (n - 1); // first jackpot slot
    const kakuhenKind = table.normalJackpots[0]!.weight; // first value of the second kind
    const after = table.normalJackpots[1]!.after;
    answers.push(jackpotValue, kakuhenKind, 0 /* kakuhen spin hits */, 0 /* 3R jitan */, ...Array(table.supportJackpots[0]!.after.spins).fill(1));
    const outcome = playBalls(scripted, table, 1);
    const kakuhenBalls = table.normalJackpots[1]!.rounds * table.normalJackpots[1]!.ballsPerRound; // 6R × 70
    const jitanBalls = table.supportJackpots[0]!.rounds * table.supportJackpots[0]!.ballsPerRound; // 3R × 70
    expect([kakuhenBalls, jitanBalls]).toEqual([420, 210]);
    expect(after.kind).toBe('kakuhen');
    expect(outcome.starts).toBe(1);
    expect(outcome.chains).toEqual([
      [
        { kind: table.normalJackpots[1]!.id, balls: kakuhenBalls, supportSpins: 1, mode: 'kakuhen' },
        { kind: table.supportJackpots[0]!.id, balls: jitanBalls, supportSpins: table.supportJackpots[0]!.after.spins, mode: 'jitan' },
      ],
    ]);
    expect(outcome.ballsOut).toBe(table.startReturn + kakuhenBalls + jitanBalls);
    expect(answers).toEqual([]);
  });
});
