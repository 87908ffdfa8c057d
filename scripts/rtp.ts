// Return to player of every machine in the hall: exact figures from the tables (the authority),
// then a simulation spread over one worker thread per core. The bulk of the rounds draws from a
// fast seeded generator (xoshiro128**, shared/games/core/seeded-stream.ts) through the machine's
// own round code; a sample of rounds through the provably fair stream (random seeds → HMAC-SHA256
// → play) runs beside it, and the two are compared with a two-sample z test: they must agree, as
// they do in shared/games/simulation.test.ts.
//
// Usage: npm run rtp [-- --rounds N] [--fair-rounds N] [--machine <id>] [--sessions N] [--seed S]
//   --rounds       bulk rounds per machine (10^6, 1e6 or 1000000). Default: the machine's own
//                  simulationRounds (pachinko: 10^8 balls' worth of rounds, a round is 250 balls),
//                  otherwise 10^8.
//   --fair-rounds  rounds through the provably fair stream per machine (default: 1 % of the bulk).
//   --machine      only this machine.
//   --sessions     sessions per payout window for pachinko-style machines (default 10 000).
//   --seed         the bulk generator's seed (default: random, printed so a run can be repeated).
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Machine } from '../shared/games/core/machine.ts';
import { mul, rational, toDecimal, toNumber } from '../shared/games/core/rational.ts';
import { mergeSums, simulate, simulateSeeded, simulationFigures, twoSampleZ, Z_99, type SimulationSums } from '../shared/games/core/simulate.ts';
import { machineById, machines } from '../shared/games/machines.ts';
import { formatPayoutWindows, pachinkoPayoutWindows } from '../shared/games/pachinko/rtp-report.ts';
import { toUnits } from '../shared/money/amount.fns.ts';

const DEFAULT_ROUNDS = 100_000_000;
/** Sessions per payout window: enough that a one-in-ten-thousand lucky session would show. */
const DEFAULT_SESSIONS = 10_000;

/** What one worker plays: `rounds` rounds from the seeded generator, or through the fair stream. */
interface Job {
  machineId: string;
  rounds: number;
  bet: bigint;
  source: { kind: 'seeded'; seed: string } | { kind: 'fair' };
}

/** The fair sample's default share of the bulk rounds. */
const FAIR_SHARE = 100;

function parseCount(text: string | undefined, flag: string): number {
  const match = text === undefined ? null : /^(\d+)(?:\^(\d+)|e(\d+))?$/.exec(text.replace(/_/g, ''));
  if (!match) throw new Error(`${flag} needs a count such as 1000000, 10^6 or 1e6`);
  const value = Number(match[1]) ** (match[2] ? Number(match[2]) : 1) * 10 ** (match[3] ? Number(match[3]) : 0);
  if (!Number.isSafeInteger(value) || value < 2) throw new Error(`${flag} must be a whole number ≥ 2`);
  return value;
}

function option(args: string[], flag: string): string | undefined {
  const index = args.indexOf(flag);
  return index >= 0 ? args[index + 1] : undefined;
}

const percent = (value: number, digits = 4) => `${(value * 100).toFixed(digits)} %`;

async function runOnWorkers(job: Job, workers: number): Promise<SimulationSums> {
  const share = Math.ceil(job.rounds / workers);
  const parts = await Promise.all(
    Array.from({ length: workers }, (_, index) => {
      const rounds = Math.min(share, job.rounds - share * index);
      if (rounds <= 0) return Promise.resolve(mergeSums([]));
      // Each worker its own generator seed (or its own fair seeds, drawn in the worker).
      const source = job.source.kind === 'seeded' ? { kind: 'seeded' as const, seed: `${job.source.seed}:${job.machineId}:${index}` } : job.source;
      return new Promise<SimulationSums>((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { ...job, rounds, source } });
        worker.once('message', resolve);
        worker.once('error', reject);
      });
    }),
  );
  return mergeSums(parts);
}

function describeExact(machine: Machine) {
  const maths = machine.exactRtp();
  return {
    rtp: maths.rtp,
    hit: maths.hitFrequency,
    volatility: maths.variance ? Math.sqrt(toNumber(maths.variance)) : undefined,
  };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const roundsOption = option(args, '--rounds');
  const only = option(args, '--machine');
  const sessions = option(args, '--sessions');
  const fairOption = option(args, '--fair-rounds');
  const seed = option(args, '--seed') ?? randomBytes(8).toString('hex');
  const chosen = only ? [machineById(only) ?? fail(`unknown machine ${only}`)] : machines;
  const workers = availableParallelism();
  const runStarted = performance.now();
  console.log(
    `RTP of ${chosen.length} machine(s); simulation on ${workers} worker thread(s), 99 % confidence intervals\n` +
      `bulk: seeded generator xoshiro128** (--seed ${seed}); sample: random seeds through the provably fair stream\n`,
  );
  let outside = 0;
  let disagree = 0;
  for (const machine of chosen) {
    const started = performance.now();
    const exact = describeExact(machine);
    const exactMs = performance.now() - started;
    const rounds = roundsOption ? parseCount(roundsOption, '--rounds') : (machine.simulationRounds ?? DEFAULT_ROUNDS);
    const bet = toUnits(machine.betSteps[0]!);
    const simStarted = performance.now();
    const sums = await runOnWorkers({ machineId: machine.id, rounds, bet, source: { kind: 'seeded', seed } }, workers);
    const seconds = (performance.now() - simStarted) / 1000;
    const figures = simulationFigures(sums, bet, Z_99);
    const exactRtp = toNumber(exact.rtp);
    const inside = exactRtp >= figures.interval[0] && exactRtp <= figures.interval[1];
    if (!inside) outside++;
    const fairRounds = fairOption ? parseCount(fairOption, '--fair-rounds') : Math.max(2, Math.ceil(rounds / FAIR_SHARE));
    const fairStarted = performance.now();
    const fairSums = await runOnWorkers({ machineId: machine.id, rounds: fairRounds, bet, source: { kind: 'fair' } }, workers);
    const fairSeconds = (performance.now() - fairStarted) / 1000;
    const fair = simulationFigures(fairSums, bet, Z_99);
    const fairInside = exactRtp >= fair.interval[0] && exactRtp <= fair.interval[1];
    if (!fairInside) outside++;
    const z = twoSampleZ(figures, sums.rounds, fair, fairSums.rounds);
    const agrees = Math.abs(z) <= Z_99;
    if (!agrees) disagree++;
    const lines = [
      `${machine.id} (${machine.kind}), bet ${machine.betSteps[0]}, max win ${toDecimal(machine.maxWin, 1)} × bet`,
      `  exact RTP      ${toDecimal(mul(exact.rtp, rational(100n)), 4)} %   (from the tables in ${exactMs.toFixed(0)} ms)`,
      `  simulated RTP  ${percent(figures.rtp)}   99 % CI [${percent(figures.interval[0])}, ${percent(figures.interval[1])}]   exact inside: ${inside ? 'yes' : 'NO'}`,
      `  hit frequency  exact ${exact.hit ? percent(toNumber(exact.hit), 3) : 'n/a'}   simulated ${percent(figures.hitFrequency, 3)}`,
      `  volatility     exact ${exact.volatility?.toFixed(3) ?? 'n/a'}   simulated ${figures.deviation.toFixed(3)}   (standard deviation of win ÷ bet)`,
      `  rounds         ${sums.rounds.toLocaleString('en-US')} in ${seconds.toFixed(1)} s = ${Math.round(sums.rounds / seconds).toLocaleString('en-US')} rounds/s; largest win ${(Number(sums.maxWin) / Number(bet)).toFixed(2)} × bet`,
      `  fair sample    ${percent(fair.rtp)}   99 % CI [${percent(fair.interval[0])}, ${percent(fair.interval[1])}]   exact inside: ${fairInside ? 'yes' : 'NO'}`,
      `                 ${fairSums.rounds.toLocaleString('en-US')} rounds through the provably fair stream in ${fairSeconds.toFixed(1)} s; against the bulk z = ${z.toFixed(2)} (|z| ≤ ${Z_99.toFixed(2)}): ${agrees ? 'agrees' : 'DISAGREES'}`,
    ];
    console.log(lines.join('\n'));
    const windows = pachinkoPayoutWindows(machine.id, { sessions: sessions ? parseCount(sessions, '--sessions') : DEFAULT_SESSIONS });
    if (windows) console.log(formatPayoutWindows(windows).map((line) => `  ${line}`).join('\n'));
    console.log('');
  }
  console.log(outside === 0 ? 'every exact RTP lies inside its simulated 99 % intervals' : `${outside} exact RTP(s) outside a simulated 99 % interval (expect 1 in 100 by chance)`);
  console.log(
    disagree === 0
      ? 'every fair-stream sample agrees with its seeded bulk (two-sample z test, 99 %)'
      : `${disagree} fair-stream sample(s) disagree with the seeded bulk (expect 1 in 100 by chance)`,
  );
  console.log(`total ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
}


function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (isMainThread) {
  await main();
} else {
  // A worker: the seeded generator for the bulk; for the fair sample its own random server and
  // client seed, nonces 0 … rounds−1, like one player's session.
  const job = workerData as Job;
  const machine = machineById(job.machineId)!;
  const sums =
    job.source.kind === 'seeded'
      ? simulateSeeded(machine, { seed: job.source.seed, rounds: job.rounds, bet: job.bet })
      : simulate(machine, {
          serverSeed: randomBytes(32).toString('hex'),
          clientSeed: randomBytes(8).toString('hex'),
          firstNonce: 0,
          rounds: job.rounds,
          bet: job.bet,
        });
  parentPort!.postMessage(sums);
}
