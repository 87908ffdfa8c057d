// Return to player of every machine in the hall: exact figures from the tables, then a simulation
// through the real round path (random seeds from node:crypto → provably fair stream → play) spread
// over one worker thread per core.
//
// Usage: npm run rtp [-- --rounds N] [--machine <id>] [--sessions N]
//   --rounds    rounds per machine (10^6, 1e6 or 1000000). Default: the machine's own
//               simulationRounds (pachinko: 10^8 balls' worth of rounds, a round is 250 balls),
//               otherwise 10^8.
//   --machine   only this machine.
//   --sessions  sessions per payout window for pachinko-style machines (default 10 000).
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import type { Machine } from '../server/games/core/machine.ts';
import { mul, rational, toDecimal, toNumber } from '../server/games/core/rational.ts';
import { mergeSums, simulate, simulationFigures, Z_99, type SimulationSums } from '../server/games/core/simulate.ts';
import { machineById, machines } from '../server/games/machines.ts';
import { formatPayoutWindows, pachinkoPayoutWindows } from '../server/games/pachinko/rtp-report.ts';
import { toUnits } from '../server/ledger/amount.fns.ts';

const DEFAULT_ROUNDS = 100_000_000;
/** Sessions per payout window: enough that a one-in-ten-thousand lucky session would show. */
const DEFAULT_SESSIONS = 10_000;

interface Job {
  machineId: string;
  rounds: number;
  bet: bigint;
}

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
      return new Promise<SimulationSums>((resolve, reject) => {
        const worker = new Worker(new URL(import.meta.url), { workerData: { ...job, rounds } });
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
  const chosen = only ? [machineById(only) ?? fail(`unknown machine ${only}`)] : machines;
  const workers = availableParallelism();
  console.log(`RTP of ${chosen.length} machine(s); simulation on ${workers} worker thread(s), random seeds, 99 % confidence intervals\n`);
  let outside = 0;
  for (const machine of chosen) {
    const started = performance.now();
    const exact = describeExact(machine);
    const exactMs = performance.now() - started;
    const rounds = roundsOption ? parseCount(roundsOption, '--rounds') : (machine.simulationRounds ?? DEFAULT_ROUNDS);
    const bet = toUnits(machine.betSteps[0]!);
    const simStarted = performance.now();
    const sums = await runOnWorkers({ machineId: machine.id, rounds, bet }, workers);
    const seconds = (performance.now() - simStarted) / 1000;
    const figures = simulationFigures(sums, bet, Z_99);
    const exactRtp = toNumber(exact.rtp);
    const inside = exactRtp >= figures.interval[0] && exactRtp <= figures.interval[1];
    if (!inside) outside++;
    const lines = [
      `${machine.id} (${machine.kind}), bet ${machine.betSteps[0]}, max win ${toDecimal(machine.maxWin, 1)} × bet`,
      `  exact RTP      ${toDecimal(mul(exact.rtp, rational(100n)), 4)} %   (from the tables in ${exactMs.toFixed(0)} ms)`,
      `  simulated RTP  ${percent(figures.rtp)}   99 % CI [${percent(figures.interval[0])}, ${percent(figures.interval[1])}]   exact inside: ${inside ? 'yes' : 'NO'}`,
      `  hit frequency  exact ${exact.hit ? percent(toNumber(exact.hit), 3) : 'n/a'}   simulated ${percent(figures.hitFrequency, 3)}`,
      `  volatility     exact ${exact.volatility?.toFixed(3) ?? 'n/a'}   simulated ${figures.deviation.toFixed(3)}   (standard deviation of win ÷ bet)`,
      `  rounds         ${sums.rounds.toLocaleString('en-US')} in ${seconds.toFixed(1)} s = ${Math.round(sums.rounds / seconds).toLocaleString('en-US')} rounds/s; largest win ${(Number(sums.maxWin) / Number(bet)).toFixed(2)} × bet`,
    ];
    console.log(lines.join('\n'));
    const windows = pachinkoPayoutWindows(machine.id, { sessions: sessions ? parseCount(sessions, '--sessions') : DEFAULT_SESSIONS });
    if (windows) console.log(formatPayoutWindows(windows).map((line) => `  ${line}`).join('\n'));
    console.log('');
  }
  console.log(outside === 0 ? 'every exact RTP lies inside its simulated 99 % interval' : `${outside} exact RTP(s) outside the simulated 99 % interval (expect 1 in 100 by chance)`);
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

if (isMainThread) {
  await main();
} else {
  // A worker: its own random server and client seed, nonces 0 … rounds−1, like one player's session.
  const job = workerData as Job;
  const machine = machineById(job.machineId)!;
  const sums = simulate(machine, {
    serverSeed: randomBytes(32).toString('hex'),
    clientSeed: randomBytes(8).toString('hex'),
    firstNonce: 0,
    rounds: job.rounds,
    bet: job.bet,
  });
  parentPort!.postMessage(sums);
}
