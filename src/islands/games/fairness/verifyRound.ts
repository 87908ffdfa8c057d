// Recomputes one round in the browser with the same engine the server plays it with, from the
// seeds alone, and checks what was published about it: the server seed against the hash shown
// before play, and the win and story the server recorded against the recomputed ones.
import { formatAmount, toUnits } from '../../../../shared/money/amount.fns.ts';
import { playRound } from '../../../../shared/games/core/round.ts';
import { commitmentOf } from '../../../../shared/games/core/seeds.ts';
import type { MachineKind } from '../../../../shared/games/core/machine.ts';
import { machineById } from '../../../../shared/games/machines.ts';
import { clientSeed as clientSeedSchema } from '../../../contracts/games.ts';

/** What the verifier's form holds, as typed. */
export interface VerifyInput {
  machineId: string;
  /** One of the machine's bet steps, as a decimal string. */
  bet: string;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  /** The SHA-256 commitment shown before play; optional. */
  serverSeedHash: string;
}

export type VerifyField = keyof VerifyInput;

export interface Verification {
  machineId: string;
  kind: MachineKind;
  /** The bet as played (decimal string, four decimals). */
  bet: string;
  /** The recomputed win (decimal string, four decimals). */
  win: string;
  outcome: unknown;
  /** SHA-256 of the server seed's bytes, as the commitment is made. */
  serverSeedHash: string;
  /** null when no commitment was given to compare with. */
  commitmentMatches: boolean | null;
}

export type VerifyAnswer = { ok: true; verification: Verification } | { ok: false; problems: Partial<Record<VerifyField, true>> };

const HEX64 = /^[0-9a-f]{64}$/i;

/** The step of `machineId` equal to `bet` ("10.0000" is the step "10"), or undefined. */
export function betStepOf(machineId: string, bet: string): string | undefined {
  const machine = machineById(machineId);
  if (!machine) return undefined;
  try {
    const units = toUnits(bet);
    return machine.betSteps.find((step) => toUnits(step) === units);
  } catch {
    return undefined;
  }
}

export function verifyRound(input: VerifyInput): VerifyAnswer {
  const problems: Partial<Record<VerifyField, true>> = {};
  const machine = machineById(input.machineId);
  if (!machine) problems.machineId = true;
  const bet = machine ? betStepOf(machine.id, input.bet) : undefined;
  if (machine && bet === undefined) problems.bet = true;
  const serverSeed = input.serverSeed.trim().toLowerCase();
  if (!HEX64.test(serverSeed)) problems.serverSeed = true;
  // The same rule as the contract: the seed the server stored was trimmed and has no spaces.
  const clientSeed = clientSeedSchema.safeParse(input.clientSeed);
  if (!clientSeed.success) problems.clientSeed = true;
  const nonceText = input.nonce.trim();
  const nonce = /^\d{1,15}$/.test(nonceText) ? Number(nonceText) : -1;
  if (!Number.isSafeInteger(nonce) || nonce < 0) problems.nonce = true;
  const committed = input.serverSeedHash.trim().toLowerCase();
  if (committed !== '' && !HEX64.test(committed)) problems.serverSeedHash = true;
  if (!machine || bet === undefined || !clientSeed.success || Object.keys(problems).length > 0) return { ok: false, problems };

  const betUnits = toUnits(bet);
  const result = playRound(machine, { serverSeed, clientSeed: clientSeed.data, nonce }, betUnits);
  const hash = commitmentOf(serverSeed);
  return {
    ok: true,
    verification: {
      machineId: machine.id,
      kind: machine.kind,
      bet: formatAmount(betUnits),
      win: formatAmount(result.win),
      outcome: result.outcome,
      serverSeedHash: hash,
      commitmentMatches: committed === '' ? null : hash === committed,
    },
  };
}

/** Same JSON value, whatever the order of object keys (a stored round's keys may be reordered). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, index) => sameJson(item, other[index]));
  }
  const left = Object.entries(a as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return left.length === rightKeys.length && left.every(([key, value]) => key in right && sameJson(value, right[key]));
}

/** What the server recorded about the round, to hold against the recomputation. */
export interface RecordedRound {
  win: string;
  outcome: unknown;
}

export interface Checks {
  commitment: boolean | null;
  win: boolean | null;
  outcome: boolean | null;
  /** Every check made passed; null when there was nothing to compare with. */
  matches: boolean | null;
}

export function checksOf(verification: Verification, recorded?: RecordedRound): Checks {
  const win = recorded ? toUnits(recorded.win, { allowZero: true }) === toUnits(verification.win, { allowZero: true }) : null;
  const outcome = recorded ? sameJson(recorded.outcome, verification.outcome) : null;
  const made = [verification.commitmentMatches, win, outcome].filter((check): check is boolean => check !== null);
  return { commitment: verification.commitmentMatches, win, outcome, matches: made.length === 0 ? null : made.every(Boolean) };
}
