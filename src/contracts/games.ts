import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { emptyRequest, isoDateTime, pageOf, pageRequest } from './common.ts';
import { gameKinds } from './content.ts';
import { amountText, calendarRangeFields, moneyAmount } from './money.ts';

// Playing the machines, the player's provably-fair seeds and the game records (spec §3, §7).
// Amounts are decimal strings of game coins; `profit` is signed (win − bet).

/** A machine's stable id (kebab-case), as in shared/games/machines.ts. */
export const machineId = z.string().check(z.trim(), z.maxLength(40), z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/));

/** The player's own part of every round's randomness: 1–64 visible ASCII characters, no spaces. */
export const clientSeed = z.string().check(z.trim(), z.minLength(1), z.maxLength(64), z.regex(/^[\x21-\x7e]+$/));

/** What the hall and a machine screen show about one machine, figures computed from its tables. */
export const machineInfo = z.object({
  machineId: z.string(),
  kind: z.enum(gameKinds),
  name: z.string(),
  description: z.string(),
  thumbnail: z.string(),
  tags: z.array(z.string()),
  releasedAt: isoDateTime,
  /** Allowed bets, ascending. */
  betSteps: z.array(amountText),
  /** Return to player in percent with two decimals ("95.90"), exact from the tables. */
  rtp: z.string(),
  /** Share of rounds that win anything, percent with two decimals. */
  hitFrequency: z.string(),
  /** Standard deviation of win ÷ bet, two decimals. */
  volatility: z.string(),
  /** Largest possible win as a multiple of the bet (one decimal). */
  maxWin: z.string(),
});
export type MachineInfo = z.infer<typeof machineInfo>;

export const gameMachines = defineCall({
  path: '/v2/app/game/machines',
  auth: 'none',
  tag: 'games',
  summary: 'Every released machine with its bet steps, return to player, hit frequency and volatility',
  request: emptyRequest,
  response: z.array(machineInfo),
});

/** Everything needed to recompute a round: the seed is null until the player rotates past it. */
export const fairnessProof = z.object({
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  nonce: z.number().check(z.int()),
  serverSeed: z.nullable(z.string()),
});
export type FairnessProof = z.infer<typeof fairnessProof>;

export const gameRound = z.object({
  roundId: z.number().check(z.int()),
  machineId: z.string(),
  gameName: z.string(),
  kind: z.enum(gameKinds),
  bet: amountText,
  win: amountText,
  /** win − bet, signed. */
  profit: amountText,
  /** The machine's story of the round (reel stops and symbols, or balls, pockets and jackpots). */
  outcome: z.unknown(),
  fairness: fairnessProof,
  createdAt: isoDateTime,
});
export type GameRound = z.infer<typeof gameRound>;

export const gamePlay = defineCall({
  path: '/v2/app/game/play',
  auth: 'user',
  idempotent: true,
  tag: 'games',
  summary: 'Play one round: the bet is debited, the win credited and the round recorded in one transaction',
  request: z.strictObject({ machineId, bet: moneyAmount }),
  response: z.extend(gameRound, { /** Wallet balance right after this round. */ balance: amountText }),
});
export type PlayedRound = z.infer<typeof gamePlay.response>;

export const gameRoundGet = defineCall({
  path: '/v2/app/game/round',
  auth: 'user',
  tag: 'games',
  summary: 'One of the caller’s rounds with its fairness proof (the server seed once revealed)',
  request: z.strictObject({ roundId: z.number().check(z.int(), z.positive()) }),
  response: gameRound,
});

export const activeSeed = z.object({
  /** SHA-256 of the server seed in use, shown before any round is played with it. */
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Nonce of the next round. */
  nextNonce: z.number().check(z.int()),
  createdAt: isoDateTime,
});

export const revealedSeed = z.object({
  serverSeed: z.string(),
  serverSeedHash: z.string(),
  clientSeed: z.string(),
  /** Rounds played with it: nonces 0 … rounds − 1. */
  rounds: z.number().check(z.int()),
  createdAt: isoDateTime,
  revealedAt: isoDateTime,
});

export const seedState = z.object({ active: activeSeed, previous: z.nullable(revealedSeed) });
export type SeedState = z.infer<typeof seedState>;

export const gameSeed = defineCall({
  path: '/v2/app/game/seed',
  auth: 'user',
  tag: 'games',
  summary: 'The caller’s committed server seed (its hash), client seed and next nonce, and the last revealed pair',
  request: emptyRequest,
  response: seedState,
});

export const gameSeedRotate = defineCall({
  path: '/v2/app/game/seed/rotate',
  auth: 'user',
  tag: 'games',
  summary: 'Reveal the server seed in use and commit a new one, optionally with a new client seed',
  request: z.strictObject({ clientSeed: z.optional(clientSeed) }),
  response: seedState,
});

export const gameRecordFilter = z.strictObject({
  machineId: z.optional(machineId),
  ...calendarRangeFields,
});

/** One line of the game records (spec §3). */
export const gameRecord = z.object({
  roundId: z.number().check(z.int()),
  gameName: z.string(),
  machineId: z.string(),
  kind: z.enum(gameKinds),
  bet: amountText,
  win: amountText,
  profit: amountText,
  createdAt: isoDateTime,
});
export type GameRecord = z.infer<typeof gameRecord>;

export const recordGameQuery = defineCall({
  path: '/v2/app/record/game/record/query',
  auth: 'user',
  tag: 'games',
  summary: 'The caller’s rounds, newest first, filtered by machine and date',
  request: z.strictObject({ ...pageRequest.shape, ...gameRecordFilter.shape }),
  response: pageOf(gameRecord),
});

export const gameTotals = z.object({
  count: z.number().check(z.int()),
  bet: amountText,
  win: amountText,
  /** win − bet over the filter, signed. */
  profit: amountText,
});
export type GameTotals = z.infer<typeof gameTotals>;

export const recordGameCount = defineCall({
  path: '/v2/app/record/game/record/count',
  auth: 'user',
  tag: 'games',
  summary: 'Totals of bet, win, profit/loss and the number of rounds for the same filter as the records',
  request: gameRecordFilter,
  response: gameTotals,
});
