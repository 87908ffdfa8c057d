// The ledger's operations. Each runs in the caller's transaction, so a transfer and the business
// row it pays for commit or roll back together.
//
// A second booking of the same (kind, reference) throws AppError(409, 'ALREADY_BOOKED') and moves
// nothing: a caller that treats a repeated provider event as success catches exactly that error.
import { and, eq, inArray, sql, type SQL } from '../db/orm.ts';
import type { Db } from '../db/database.ts';
import {
  ledgerAccounts,
  ledgerHolds,
  ledgerTransfers,
  type LedgerAccountKind,
} from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { isCheckViolation, isNumericOutOfRange, raisedMessage } from './db-errors.ts';

/** The database or a transaction on it. */
export type Tx = Db;
export type LedgerAccount = typeof ledgerAccounts.$inferSelect;
export type Transfer = typeof ledgerTransfers.$inferSelect;
export type Hold = typeof ledgerHolds.$inferSelect;

export const DEFAULT_CURRENCY = 'COIN';

export const accountCodes = {
  wallet: (userId: number) => `player:${userId}:wallet`,
  holds: (userId: number) => `player:${userId}:holds`,
  house: 'house',
  pspClearing: (provider: string) => `psp:${provider}`,
  cryptoClearing: (network: string) => `crypto:${network}`,
  thirdPartyClearing: (partner: string) => `third-party:${partner}`,
  gameBank: (machineId: string, shard: number) => `game:${machineId}:${shard}`,
};

/** Each machine's bank is split so that rounds of different players rarely wait on one row. */
export const GAME_BANK_SHARDS = 8;

export interface OpenAccountInput {
  code: string;
  kind: LedgerAccountKind;
  userId?: number | null;
  currency?: string;
}

/** The account with this code, created on first use. Looked up first: nearly every call finds it. */
export async function openAccount(tx: Tx, input: OpenAccountInput): Promise<LedgerAccount> {
  const [account] = await openAccounts(tx, [input]);
  return account;
}

/**
 * Several accounts a move needs (e.g. a clearing account and a wallet), looked up in one round trip;
 * each is created on first use. Answered in the order asked.
 */
export async function openAccounts<const T extends readonly OpenAccountInput[]>(tx: Tx, inputs: T): Promise<{ -readonly [K in keyof T]: LedgerAccount }> {
  const rows = await tx.select().from(ledgerAccounts).where(inArray(ledgerAccounts.code, inputs.map((input) => input.code)));
  const found = new Map(rows.map((row) => [row.code, row]));
  const accounts: LedgerAccount[] = [];
  for (const input of inputs) {
    const values = {
      code: input.code,
      kind: input.kind,
      userId: input.userId ?? null,
      currency: input.currency ?? DEFAULT_CURRENCY,
    };
    const account = found.get(input.code) ?? (await createAccount(tx, values));
    if (account.kind !== values.kind || account.userId !== values.userId || account.currency !== values.currency) {
      throw new Error(`ledger account ${input.code} exists with another kind, owner or currency`);
    }
    accounts.push(account);
  }
  return accounts as { -readonly [K in keyof T]: LedgerAccount };
}

async function findAccount(tx: Tx, code: string): Promise<LedgerAccount | undefined> {
  const [row] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
  return row;
}

/** Inserts the account; when another transaction created it meanwhile, answers that one. */
async function createAccount(tx: Tx, values: typeof ledgerAccounts.$inferInsert): Promise<LedgerAccount> {
  const [created] = await tx.insert(ledgerAccounts).values(values).onConflictDoNothing({ target: ledgerAccounts.code }).returning();
  if (created) return created;
  const existing = await findAccount(tx, values.code);
  if (!existing) throw new Error(`ledger account ${values.code} vanished`);
  return existing;
}

/** Which account each kind of holder has (for openAccounts); the functions below open one. */
export const ledgerAccountOf = {
  wallet: (userId: number): OpenAccountInput => ({ code: accountCodes.wallet(userId), kind: 'player_wallet', userId }),
  holds: (userId: number): OpenAccountInput => ({ code: accountCodes.holds(userId), kind: 'player_holds', userId }),
  house: (): OpenAccountInput => ({ code: accountCodes.house, kind: 'house' }),
  gameBank: (machineId: string, userId: number): OpenAccountInput => ({ code: gameBankCode(machineId, userId), kind: 'game_bank' }),
  pspClearing: (provider: string): OpenAccountInput => ({ code: accountCodes.pspClearing(provider), kind: 'psp_clearing' }),
  cryptoClearing: (network: string): OpenAccountInput => ({ code: accountCodes.cryptoClearing(network), kind: 'crypto_clearing' }),
  thirdPartyClearing: (partner: string): OpenAccountInput => ({ code: accountCodes.thirdPartyClearing(partner), kind: 'third_party_clearing' }),
};

export function walletOf(tx: Tx, userId: number): Promise<LedgerAccount> {
  return openAccount(tx, ledgerAccountOf.wallet(userId));
}

export function holdsAccountOf(tx: Tx, userId: number): Promise<LedgerAccount> {
  return openAccount(tx, ledgerAccountOf.holds(userId));
}

/** The operator's own account: adjustments and game results settle against it. */
export function houseAccount(tx: Tx): Promise<LedgerAccount> {
  return openAccount(tx, ledgerAccountOf.house());
}

/** The machine's bank this player's rounds settle against: bets go in, wins come out. It may go
 *  negative (a lucky streak), like the house it belongs to. */
export function gameBankOf(tx: Tx, machineId: string, userId: number): Promise<LedgerAccount> {
  return openAccount(tx, ledgerAccountOf.gameBank(machineId, userId));
}

/** The code of that bank: the player's shard of the machine's bank. */
export function gameBankCode(machineId: string, userId: number): string {
  return accountCodes.gameBank(machineId, userId % GAME_BANK_SHARDS);
}

/** Money in transit with a payment provider: deposits come from it, bank payouts go to it. */
export function pspClearingOf(tx: Tx, provider: string): Promise<LedgerAccount> {
  return openAccount(tx, ledgerAccountOf.pspClearing(provider));
}

/** Money in transit on a chain: crypto deposits come from it, crypto payouts go to it. */
export function cryptoClearingOf(tx: Tx, network: string): Promise<LedgerAccount> {
  return openAccount(tx, ledgerAccountOf.cryptoClearing(network));
}

/** Money on its way to a partner wallet (JSY): transfers out are posted to it. */
export function thirdPartyClearingOf(tx: Tx, partner: string): Promise<LedgerAccount> {
  return openAccount(tx, ledgerAccountOf.thirdPartyClearing(partner));
}

/**
 * The account's balance. A player's wallet and holds keep it in their row; the accounts that may go
 * negative (house, clearing, machine banks) keep none (no row every move would update, see
 * migration 0023): theirs is the sum of their transfers, read here.
 */
export async function balanceOf(tx: Tx, accountId: number): Promise<bigint> {
  const result = (await tx.execute(sql`SELECT ledger_balance(${accountId}::integer)::text AS balance`)) as unknown as { rows: { balance: string | null }[] };
  const balance = result.rows[0]?.balance;
  if (balance == null) throw new Error(`no ledger account ${accountId}`);
  return BigInt(balance);
}

export interface TransferInput {
  from: number;
  to: number;
  /** Units of 1/10 000 coin, > 0. */
  amount: bigint;
  kind: string;
  reference?: string | null;
}

/**
 * One round trip: the database function ledger_transfer (migrations 0017 and 0023) locks the
 * accounts that keep a balance (a player's wallet, holds) in id order (never a deadlock), books the
 * transfer once per (kind, reference) and moves their balances; the accounts' CHECK refuses an
 * overdraft. House, clearing and bank accounts are only read: their balance is their transfers.
 */
export async function transfer(tx: Tx, input: TransferInput): Promise<Transfer> {
  if (input.from === input.to) throw new RangeError('a transfer needs two different accounts');
  const booked = await book(tx, input, sql`${input.from}::integer, ${input.to}::integer`);
  return { ...booked, fromAccountId: input.from, toAccountId: input.to };
}

export interface TransferOpeningInput extends Omit<TransferInput, 'from' | 'to'> {
  from: OpenAccountInput;
  to: OpenAccountInput;
}

/**
 * A transfer between two accounts named by their codes, each opened on first use
 * (ledger_account_open, which refuses a code held by another kind or owner) in the same round trip
 * as the booking: one statement instead of openAccounts' and transfer's two. For accounts in the
 * default currency (ledger_account_open opens those).
 */
export async function transferOpening(tx: Tx, input: TransferOpeningInput): Promise<Omit<Transfer, 'fromAccountId' | 'toAccountId'>> {
  for (const account of [input.from, input.to]) {
    if ((account.currency ?? DEFAULT_CURRENCY) !== DEFAULT_CURRENCY) throw new RangeError(`transferOpening opens ${DEFAULT_CURRENCY} accounts only, not ${account.code}`);
  }
  if (input.from.code === input.to.code) throw new RangeError('a transfer needs two different accounts');
  const open = (account: OpenAccountInput) => sql`ledger_account_open(${account.code}::text, ${account.kind}::text, ${account.userId ?? null}::integer)`;
  return book(tx, input, sql`${open(input.from)}, ${open(input.to)}`);
}

/** An error of ledger_transfer (or of a database function booking through it) as the ledger's error. */
export function throwLedgerRefusal(error: unknown): never {
  if (isCheckViolation(error, 'ledger_accounts_balance_non_negative')) throw new AppError(422, 'INSUFFICIENT_FUNDS');
  // An accumulating account (house, a machine bank, a clearing account) would leave bigint's range.
  if (isNumericOutOfRange(error)) throw new AppError(422, 'LEDGER_LIMIT_REACHED');
  // The function's own refusals (unknown account, two currencies, an account of another kind or owner) keep their words.
  const raised = raisedMessage(error);
  if (raised) throw new Error(raised, { cause: error });
  throw error;
}

/** ledger_transfer from and to `accounts` (its first two arguments), its refusals as the ledger's errors. */
async function book(tx: Tx, input: Omit<TransferInput, 'from' | 'to'>, accounts: SQL): Promise<Omit<Transfer, 'fromAccountId' | 'toAccountId'>> {
  if (typeof input.amount !== 'bigint' || input.amount <= 0n) throw new RangeError('a transfer moves a positive bigint amount');
  const reference = input.reference ?? null;
  let booked: { transfer_id: string; created_at: string } | undefined;
  try {
    const result = await tx.execute(sql`SELECT * FROM ledger_transfer(${accounts}, ${input.amount.toString()}::bigint, ${input.kind}::text, ${reference}::text)`);
    [booked] = (result as unknown as { rows: { transfer_id: string; created_at: string }[] }).rows;
  } catch (error) {
    throwLedgerRefusal(error);
  }
  if (!booked) throw new AppError(409, 'ALREADY_BOOKED');
  return { id: Number(booked.transfer_id), amount: input.amount, kind: input.kind, reference, createdAt: new Date(booked.created_at) };
}

export interface CreateHoldInput {
  /** The player whose wallet is held. */
  userId: number;
  /** Where the money goes when the hold is posted. */
  to: number;
  amount: bigint;
  /** The business event (e.g. `withdrawal:17`); one hold per reference. */
  reference?: string | null;
}

/** Moves the amount from the player's wallet to their holds account until post or void. */
export async function createHold(tx: Tx, input: CreateHoldInput): Promise<Hold> {
  const [wallet, holds] = await openAccounts(tx, [ledgerAccountOf.wallet(input.userId), ledgerAccountOf.holds(input.userId)]);
  const [hold] = await tx
    .insert(ledgerHolds)
    .values({ fromAccountId: wallet.id, holdsAccountId: holds.id, toAccountId: input.to, amount: input.amount, reference: input.reference ?? null })
    .onConflictDoNothing({ target: ledgerHolds.reference, where: sql`"reference" IS NOT NULL` })
    .returning();
  if (!hold) throw new AppError(409, 'ALREADY_BOOKED');
  await transfer(tx, { from: wallet.id, to: holds.id, amount: input.amount, kind: 'hold', reference: `hold:${hold.id}` });
  return hold;
}

async function resolveHold(tx: Tx, holdId: number, outcome: 'posted' | 'voided'): Promise<Hold> {
  // The status change is the gate: of two concurrent resolutions only one finds it pending.
  const [hold] = await tx
    .update(ledgerHolds)
    .set({ status: outcome, resolvedAt: sql`now()` })
    .where(and(eq(ledgerHolds.id, holdId), eq(ledgerHolds.status, 'pending')))
    .returning();
  if (!hold) {
    const [existing] = await tx.select({ id: ledgerHolds.id }).from(ledgerHolds).where(eq(ledgerHolds.id, holdId));
    if (!existing) throw new AppError(404, 'NOT_FOUND');
    throw new AppError(409, 'HOLD_ALREADY_RESOLVED');
  }
  await transfer(tx, {
    from: hold.holdsAccountId,
    to: outcome === 'posted' ? hold.toAccountId : hold.fromAccountId,
    amount: hold.amount,
    kind: outcome === 'posted' ? 'hold_post' : 'hold_void',
    reference: `hold:${hold.id}`,
  });
  return hold;
}

/** Completes the hold: the amount leaves the holds account for its destination. Once only. */
export function postHold(tx: Tx, holdId: number): Promise<Hold> {
  return resolveHold(tx, holdId, 'posted');
}

/** Cancels the hold: the amount returns to the wallet. Once only. */
export function voidHold(tx: Tx, holdId: number): Promise<Hold> {
  return resolveHold(tx, holdId, 'voided');
}
