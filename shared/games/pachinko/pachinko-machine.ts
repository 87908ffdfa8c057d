// A pachinko table as a hall Machine: one round fires table.ballsPerRound balls at the price
// bet ÷ ballsPerRound, drawing every number from the provably fair stream.
import type { OutcomeStream } from '../core/fair-stream.ts';
import { once, type Machine } from '../core/machine.ts';
import { rational } from '../core/rational.ts';
import { uniformInt } from '../core/sampling.ts';
import type { Draws } from './draws.ts';
import { exactPachinkoRtp, maxBallsPerBall, perRoundVariance, roundHitFrequency } from './exact-rtp.fns.ts';
import type { PachinkoOutcome, PachinkoTable } from './pachinko.types.ts';
import { playBalls } from './play.fns.ts';

export function drawsFromStream(stream: OutcomeStream): Draws {
  return { below: (n) => uniformInt(stream, n) };
}

export function pachinkoMachine(table: PachinkoTable): Machine<PachinkoOutcome> {
  const balls = BigInt(table.ballsPerRound);
  const maths = once(() => ({
    rtp: exactPachinkoRtp(table),
    hitFrequency: roundHitFrequency(table),
    variance: perRoundVariance(table),
  }));
  return {
    id: table.id,
    kind: 'pachinko',
    tables: table,
    betSteps: table.betSteps,
    maxWin: rational(BigInt(maxBallsPerBall(table))),
    // A round is ballsPerRound independent balls (250): 400 000 rounds are 10^8 balls.
    simulationRounds: Math.ceil(100_000_000 / table.ballsPerRound),
    play(stream, bet) {
      if (bet <= 0n || bet % balls !== 0n) throw new RangeError(`bet ${bet} does not split into ${balls} balls`);
      const ballValue = bet / balls;
      const outcome = playBalls(drawsFromStream(stream), table, table.ballsPerRound);
      return { win: BigInt(outcome.ballsOut) * ballValue, outcome: { ...outcome, ballValue: ballValue.toString() } };
    },
    // Balls paid out: win = bet × ballsOut ÷ ballsPerRound.
    winUnits: {
      perBet: balls,
      play: (stream) => playBalls(drawsFromStream(stream), table, table.ballsPerRound).ballsOut,
    },
    exactRtp: maths,
  };
}
