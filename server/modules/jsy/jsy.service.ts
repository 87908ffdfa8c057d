// The transfer to the partner wallet JSY. Steps 1–4 check the player and the partner's account and
// end with a short-lived grant; step 5 holds the coins in one transaction, asks the partner to
// credit after it has committed (never inside a transaction), and settles on a definite answer:
// credited posts the hold to the partner's clearing account, failed voids it. An unknown answer
// leaves the transfer pending; reconciliation (reconcileTransfers) asks the partner for its status
// by our transfer id until the answer is definite. Nothing is ever decided on a guess.
import { and, eq } from '../../db/orm.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { JsyTransferRecord } from '../../../src/contracts/jsy.ts';
import type { Db } from '../../db/database.ts';
import { inSavepoint } from '../../db/savepoint.ts';
import { jsyTransfers } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { formatAmount, toUnits } from '../../../shared/money/amount.fns.ts';
import { createHold, postHold, thirdPartyClearingOf, voidHold } from '../../ledger/ledger.ts';
import { consumeEmailCode, sendEmailCode } from '../auth/email-codes.service.ts';
import { findUserById } from '../auth/users.repo.ts';
import { requireNotExcluded } from '../protection/protection.service.ts';
import { newOrderSn } from '../wallet/order-sn.fns.ts';
import { usableBankCard } from '../wallet/usable-card.ts';
import { maskCardNumber } from '../withdrawals/card-mask.fns.ts';
import type { JsyDeps } from './jsy.deps.ts';
import { checkTransferAmount, maskEmail, verdictOf, type Verdict } from './jsy.fns.ts';
import { claimDue, flowOf, noteProblem, startFlow, transferBySn, updateFlow, type FlowRow, type JsyTransferRow } from './jsy.repo.ts';
import { PartnerUnavailable, type JsyPartner } from './partner.ts';
import { transactionWithRetry } from '../../db/retry.ts';

/** The partner's key in the ledger: its clearing account is `third-party:jsy`. */
export const JSY_PARTNER = 'jsy';
/** A claimed check is not due again for this long (a process that dies mid-check delays it by this). */
export const CHECK_LEASE_MS = 60_000;

function partnerOf(deps: JsyDeps): JsyPartner {
  if (!deps.partner) throw new AppError(503, 'JSY_UNAVAILABLE');
  return deps.partner;
}

/** Steps 1–4 need an answer now: an unknown one is "try again later", nothing was changed. */
async function ask<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof PartnerUnavailable) throw new AppError(503, 'JSY_UNAVAILABLE');
    throw error;
  }
}

async function playerNames(deps: JsyDeps, userId: number) {
  const user = await findUserById(deps.db, userId);
  if (!user) throw new AppError(401, 'UNAUTHORIZED');
  if (!user.pinyinName) throw new AppError(422, 'PROFILE_NAME_REQUIRED');
  return { user, latin: user.pinyinName };
}

/** Step 3's code goes to the account's email; an account without one adds it first. */
async function playerEmail(deps: JsyDeps, userId: number): Promise<string> {
  const { user } = await playerNames(deps, userId);
  if (!user.email) throw new AppError(422, 'APP_KEY_EMAIL_MISSING');
  return user.email;
}

/** The flow, started within the last flowMinutes and through `step`; else JSY_STEP_REQUIRED. */
async function flowAt(deps: JsyDeps, userId: number, step: 'account' | 'card' | 'login'): Promise<FlowRow> {
  const flow = await flowOf(deps.db, userId);
  const now = deps.now();
  const fresh = flow && flow.accountCheckedAt.getTime() + deps.config.jsy.flowMinutes * 60_000 > now.getTime();
  if (!flow || !fresh) throw new AppError(409, 'JSY_STEP_REQUIRED');
  if (step !== 'account' && !flow.cardConfirmedAt) throw new AppError(409, 'JSY_STEP_REQUIRED');
  if (step === 'login' && !(flow.grant && flow.grantExpiresAt && flow.grantExpiresAt > now)) throw new AppError(409, 'JSY_STEP_REQUIRED');
  return flow;
}

/** Step 1: the JSY account exists and is in the player's name. */
export async function validateAccount(deps: JsyDeps, userId: number, jsyAccount: string): Promise<{ jsyAccount: string }> {
  const partner = partnerOf(deps);
  // A player on a break or excluded moves no coins out to another wallet (told at the first step).
  await requireNotExcluded(deps.db, userId, deps.now());
  const { latin } = await playerNames(deps, userId);
  const account = jsyAccount.toLowerCase();
  const check = await ask(() => partner.checkAccount(account, { latin }));
  if (check.result === 'not_found') throw new AppError(422, 'JSY_ACCOUNT_NOT_FOUND', {}, { field: 'jsyAccount' });
  if (check.result === 'name_mismatch') throw new AppError(422, 'JSY_NAME_MISMATCH', {}, { field: 'jsyAccount' });
  await startFlow(deps.db, userId, account, deps.now());
  return { jsyAccount: account };
}

/** Step 2: the bank card on file, in the player's name here and the same card at JSY. */
export async function validateCard(
  deps: JsyDeps,
  userId: number,
  input: { bankCardId: number; holderKana?: string; branchCode?: string },
): Promise<{ jsyAccount: string; cardNumberMasked: string }> {
  const partner = partnerOf(deps);
  const flow = await flowAt(deps, userId, 'account');
  const { latin } = await playerNames(deps, userId);
  const card = await usableBankCard(deps.db, userId, input.bankCardId);
  // The Japanese flow names the branch: it must be the card's own before the partner is asked.
  if (input.branchCode !== undefined && input.branchCode !== card.branchCode) {
    throw new AppError(422, 'JSY_CARD_MISMATCH', {}, { field: 'branchCode' });
  }
  const check = await ask(() =>
    partner.checkCard({
      account: flow.jsyAccount,
      names: { latin, ...(input.holderKana ? { kana: input.holderKana } : {}) },
      cardLast4: card.cardNumber.slice(-4),
      ...(input.branchCode ? { branchCode: input.branchCode } : {}),
    }),
  );
  if (check.result === 'not_found') throw new AppError(409, 'JSY_STEP_REQUIRED');
  if (check.result === 'name_mismatch') throw new AppError(422, 'JSY_NAME_MISMATCH', {}, { field: input.holderKana ? 'holderKana' : 'bankCardId' });
  if (check.result === 'card_mismatch') throw new AppError(422, 'JSY_CARD_MISMATCH', {}, { field: 'bankCardId' });
  const now = deps.now();
  await updateFlow(deps.db, userId, { bankCardId: card.id, cardConfirmedAt: now, codeVerifiedAt: null, grant: null, grantExpiresAt: null, updatedAt: now });
  return { jsyAccount: flow.jsyAccount, cardNumberMasked: maskCardNumber(card.cardNumber) };
}

/** Step 3: a six-digit code to the player's email (one a minute, 10 minutes to live). */
export async function sendTransferCode(deps: JsyDeps, userId: number, ip: string, locale: Locale) {
  await flowAt(deps, userId, 'card');
  const email = await playerEmail(deps, userId);
  const timings = await sendEmailCode(deps, { email, purpose: 'jsy-transfer', userId, ip, locale });
  return { emailMasked: maskEmail(email), ...timings };
}

/**
 * Step 4: the mailed code (spent once; a wrong JSY password afterwards needs no new code), then the
 * JSY password, handed to the partner and dropped. The partner's grant is kept for step 5.
 */
export async function loginPartner(deps: JsyDeps, userId: number, input: { emailCode?: string; jsyPassword: string }) {
  const partner = partnerOf(deps);
  const flow = await flowAt(deps, userId, 'card');
  if (!flow.codeVerifiedAt) {
    if (!input.emailCode) throw new AppError(422, 'EMAIL_CODE_REQUIRED', {}, { field: 'emailCode' });
    const email = await playerEmail(deps, userId);
    await consumeEmailCode(deps, { email, purpose: 'jsy-transfer', userId, code: input.emailCode });
    await updateFlow(deps.db, userId, { codeVerifiedAt: deps.now() });
  }
  const result = await ask(() => partner.login(flow.jsyAccount, input.jsyPassword));
  if (!result.ok) throw new AppError(422, 'JSY_LOGIN_FAILED', {}, { field: 'jsyPassword' });
  await updateFlow(deps.db, userId, { grant: result.grant, grantExpiresAt: result.expiresAt, updatedAt: deps.now() });
  return { jsyAccount: flow.jsyAccount, expiresAt: result.expiresAt.toISOString(), min: formatAmount(toUnits(deps.config.jsy.min)), max: formatAmount(toUnits(deps.config.jsy.max)) };
}

/**
 * Step 5, in the caller's (idempotent) transaction: the grant must still be valid and the amount
 * within the limits; the coins are held towards the partner's clearing account and the transfer is
 * recorded pending. Its first check is claimed by the caller (nextCheckAt a lease ahead), who asks
 * the partner once this has committed (creditOnce). The grant is spent: another transfer signs in again.
 */
export async function holdTransfer(tx: Db, deps: JsyDeps, userId: number, amount: bigint): Promise<{ row: JsyTransferRow; grant: string }> {
  const flow = await flowAt({ ...deps, db: tx }, userId, 'login');
  const grant = flow.grant!;
  checkTransferAmount(amount, deps.config.jsy);
  const now = deps.now();
  const transferSn = newOrderSn('J', now);
  return inSavepoint(tx, 'jsy_hold', async (db) => {
    // Checked again where the coins move: a break may have begun since step 1.
    await requireNotExcluded(db, userId, now);
    const clearing = await thirdPartyClearingOf(db, JSY_PARTNER);
    const hold = await createHold(db, { userId, to: clearing.id, amount, reference: `jsy:${transferSn}` });
    const [row] = await db
      .insert(jsyTransfers)
      .values({
        transferSn,
        userId,
        jsyAccount: flow.jsyAccount,
        amount,
        holdId: hold.id,
        status: 'pending',
        requestExpiresAt: new Date(now.getTime() + deps.config.jsy.requestTtlSeconds * 1000),
        nextCheckAt: new Date(now.getTime() + CHECK_LEASE_MS),
        attempts: 1,
        createdAt: now,
      })
      .returning();
    await updateFlow(db, userId, { grant: null, grantExpiresAt: null, updatedAt: now });
    return { row: row!, grant };
  });
}

/** Asks the partner to credit a transfer we hold (outside any transaction) and settles on a definite answer. */
export async function creditOnce(deps: JsyDeps, row: JsyTransferRow, grant: string): Promise<void> {
  let verdict: Verdict;
  try {
    const outcome = await partnerOf(deps).credit({
      transferId: row.transferSn,
      account: row.jsyAccount,
      grant,
      amount: formatAmount(row.amount),
      expiresAt: row.requestExpiresAt,
    });
    verdict = outcome.status === 'credited' ? { settle: 'success', partnerRef: outcome.partnerRef } : { settle: 'failed', reason: outcome.reason };
  } catch (error) {
    if (!(error instanceof PartnerUnavailable)) throw error;
    deps.log.warn({ transferSn: row.transferSn, problem: error.problem }, 'JSY transfer in doubt');
    await noteProblem(deps.db, row.id, error.problem, recheckAt(deps));
    return;
  }
  await transactionWithRetry(deps.db, (tx) => settleTransfer(tx as unknown as Db, deps, row.id, verdict, 'partner', null));
}

const recheckAt = (deps: Pick<JsyDeps, 'now' | 'config'>) => new Date(deps.now().getTime() + deps.config.jsy.recheckSeconds * 1000);

/**
 * Ends a pending transfer: success posts the hold (the coins are the partner's), failed voids it
 * (the coins return). The conditional UPDATE is the gate: of two concurrent settlements (two
 * processes, the job and an operator) one wins and the other changes nothing. Answers whether this
 * call settled it.
 */
export async function settleTransfer(tx: Db, deps: Pick<JsyDeps, 'now'>, id: number, verdict: Verdict, resolvedBy: string, note: string | null): Promise<boolean> {
  if (verdict.settle === null) return false;
  const now = deps.now();
  const [row] = await tx
    .update(jsyTransfers)
    .set(
      verdict.settle === 'success'
        ? { status: 'success', partnerRef: verdict.partnerRef, completedAt: now, resolvedBy, resolutionNote: note }
        : { status: 'failed', failureReason: verdict.reason.slice(0, 200), completedAt: now, resolvedBy, resolutionNote: note },
    )
    .where(and(eq(jsyTransfers.id, id), eq(jsyTransfers.status, 'pending')))
    .returning();
  if (!row) return false;
  if (verdict.settle === 'success') await postHold(tx, row.holdId);
  else await voidHold(tx, row.holdId);
  return true;
}

export interface ReconcileReport {
  checked: number;
  settled: number;
  stillPending: number;
}

/**
 * The reconciliation job: pending transfers whose check is due are claimed (each by one process),
 * their status asked of the partner after the claim has committed, and settled only on a definite
 * answer. An unknown answer, or "not found" before the request could have expired, waits for the
 * next check.
 */
export async function reconcileTransfers(deps: Omit<JsyDeps, 'mailer'>): Promise<ReconcileReport> {
  const report: ReconcileReport = { checked: 0, settled: 0, stillPending: 0 };
  if (!deps.partner) return report;
  const claimed = await claimDue(deps.db, deps.now(), CHECK_LEASE_MS);
  for (const row of claimed) {
    report.checked += 1;
    let verdict: Verdict;
    try {
      verdict = verdictOf(await deps.partner.status(row.transferSn), row.requestExpiresAt, deps.now());
    } catch (error) {
      if (!(error instanceof PartnerUnavailable)) throw error;
      await noteProblem(deps.db, row.id, error.problem, recheckAt(deps));
      report.stillPending += 1;
      continue;
    }
    if (verdict.settle === null) {
      await noteProblem(deps.db, row.id, 'not yet known to JSY', recheckAt(deps));
      report.stillPending += 1;
      continue;
    }
    const settled = await transactionWithRetry(deps.db, (tx) => settleTransfer(tx as unknown as Db, deps, row.id, verdict, 'partner', null));
    if (settled) {
      report.settled += 1;
      deps.log.info({ transferSn: row.transferSn, outcome: verdict.settle }, 'JSY transfer reconciled');
    }
  }
  return report;
}

/** An operator's decision after checking with JSY, with its reason; only while pending. */
export async function resolveByOperator(
  tx: Db,
  deps: Pick<JsyDeps, 'now'>,
  input: { transferSn: string; outcome: 'credited' | 'failed'; reason: string; operator: string },
): Promise<JsyTransferRow> {
  const row = await transferBySn(tx, input.transferSn);
  if (!row) throw new AppError(404, 'JSY_TRANSFER_NOT_FOUND');
  const verdict: Verdict =
    input.outcome === 'credited' ? { settle: 'success', partnerRef: `operator:${input.operator}` } : { settle: 'failed', reason: input.reason };
  if (!(await settleTransfer(tx, deps, row.id, verdict, `operator:${input.operator}`, input.reason))) {
    throw new AppError(409, 'JSY_TRANSFER_NOT_PENDING');
  }
  return (await transferBySn(tx, input.transferSn))!;
}

export function toTransferRecord(row: JsyTransferRow): JsyTransferRecord {
  return {
    transferSn: row.transferSn,
    jsyAccount: row.jsyAccount,
    amount: formatAmount(row.amount),
    status: row.status,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}
