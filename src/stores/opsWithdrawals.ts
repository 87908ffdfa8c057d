import { atom, computed } from 'nanostores';
import { opsCall } from './opsSession.ts';
import { isApiError } from '../api/ApiError.ts';
import { moneyAmount, withdrawalStatuses, type WithdrawalStatus } from '../contracts/money.ts';
import { opsWithdrawalApprove, opsWithdrawalList, opsWithdrawalOrderSn, opsWithdrawalReject } from '../contracts/ops.ts';
import { opsWithdrawalEscalate } from '../contracts/ops-approvals.ts';
import { opsWithdrawalDetail, type OpsWithdrawalDetail } from '../contracts/ops-withdrawal-detail.ts';
import type { DataGridFilterValues, DateRange } from '../design-system/components/DataGrid/filters.ts';
import type { ReviewOutcome } from '../design-system/components/ReviewPanel/ReviewPanel.tsx';
import { newIdempotencyKey } from '../api/client.ts';
import { createRemote } from './remote.ts';

// The console's withdrawal queue and one withdrawal's detail. The queue keeps its filters and page
// here and asks the server for exactly that page (oldest first); the detail is the withdrawal named
// in the address's fragment (`/ops/withdrawals/#W…`). Approve, reject and "send for a second
// approval" are sent with one Idempotency-Key per decision, then the detail and the queue are read again: the screen shows what
// the server answered (also a state other than paid, such as waiting for a second approval).

// ---- The queue ----

export const QUEUE_PAGE_SIZE = 20;

export interface QueueFilters {
  /** Empty: every status. */
  status: WithdrawalStatus | '';
  account: string;
  /** Coins as typed; empty: no bound. */
  amountMin: string;
  amountMax: string;
  dates: DateRange;
}

export interface QueueQuery {
  filters: QueueFilters;
  pageNum: number;
  pageSize: number;
}

export const INITIAL_QUEUE_QUERY: QueueQuery = {
  filters: { status: 'review', account: '', amountMin: '', amountMax: '', dates: { from: '', to: '' } },
  pageNum: 1,
  pageSize: QUEUE_PAGE_SIZE,
};
export const $queueQuery = atom<QueueQuery>(INITIAL_QUEUE_QUERY);

/** The browser's offset, minutes east of UTC: the date filter's days are the operator's own. */
export const browserOffsetMinutes = (at = new Date()): number => 0 - at.getTimezoneOffset();

/** The list request of a query: empty filters are left out. */
export function queueRequest({ filters, pageNum, pageSize }: QueueQuery, tzOffsetMinutes: number) {
  const account = filters.account.trim();
  return {
    pageNum,
    pageSize,
    ...(filters.status ? { status: filters.status } : {}),
    ...(account ? { account } : {}),
    ...(filters.amountMin.trim() ? { amountMin: filters.amountMin.trim() } : {}),
    ...(filters.amountMax.trim() ? { amountMax: filters.amountMax.trim() } : {}),
    ...(filters.dates.from ? { from: filters.dates.from } : {}),
    ...(filters.dates.to ? { to: filters.dates.to } : {}),
    ...(filters.dates.from || filters.dates.to ? { tzOffsetMinutes } : {}),
  };
}

export const queueRemote = createRemote((query: QueueQuery, signal: AbortSignal) =>
  opsCall(opsWithdrawalList, queueRequest(query, browserOffsetMinutes()), { signal }),
);
export const $queue = queueRemote.$state;

export const loadQueue = (): Promise<void> => queueRemote.load($queueQuery.get());

export function setQueuePage(page: { pageNum: number; pageSize: number }): Promise<void> {
  $queueQuery.set({ ...$queueQuery.get(), ...page });
  return loadQueue();
}

/** Why the filters cannot be sent: an amount that is not one, or a range upside down. */
export type QueueFilterProblem = { field: 'amountMin' | 'amountMax'; problem: 'amountInvalid' | 'amountOrder' } | null;
export const $queueFilterProblem = atom<QueueFilterProblem>(null);

const textOf = (value: DataGridFilterValues[string]) => (typeof value === 'string' ? value : '');
const rangeOf = (value: DataGridFilterValues[string]): DateRange => (typeof value === 'object' && value ? value : { from: '', to: '' });
const isStatus = (value: string): value is WithdrawalStatus => (withdrawalStatuses as readonly string[]).includes(value);

/** The grid's values as the queue's filters. */
export function filtersFromGrid(values: DataGridFilterValues): QueueFilters {
  const status = textOf(values.status);
  return {
    status: isStatus(status) ? status : '',
    account: textOf(values.account),
    amountMin: textOf(values.amountMin),
    amountMax: textOf(values.amountMax),
    dates: rangeOf(values.dates),
  };
}

/** The queue's filters as the grid's values. */
export function gridValuesOf(filters: QueueFilters): DataGridFilterValues {
  return { ...filters, dates: { ...filters.dates } };
}

/** A checked amount (moneyAmount) in units of 1/10 000 coin, to compare two bounds exactly. */
function unitsOf(amount: string): bigint {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, '0'));
}

function amountProblem(filters: QueueFilters): QueueFilterProblem {
  for (const field of ['amountMin', 'amountMax'] as const) {
    const text = filters[field].trim();
    if (text && !moneyAmount.safeParse(text).success) return { field, problem: 'amountInvalid' };
  }
  const min = filters.amountMin.trim();
  const max = filters.amountMax.trim();
  if (min && max && unitsOf(min) > unitsOf(max)) return { field: 'amountMax', problem: 'amountOrder' };
  return null;
}

/** Applies the grid's filters from page 1; refused (false, nothing sent) when an amount cannot be sent. */
export async function applyQueueFilters(values: DataGridFilterValues): Promise<boolean> {
  const filters = filtersFromGrid(values);
  const problem = amountProblem(filters);
  $queueFilterProblem.set(problem);
  if (problem) return false;
  $queueQuery.set({ ...$queueQuery.get(), filters, pageNum: 1 });
  await loadQueue();
  return true;
}

// ---- One withdrawal ----

/** The order number a fragment names (`#W2026…`), or null. */
export function orderSnFromHash(hash: string): string | null {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  return text && opsWithdrawalOrderSn.safeParse(text).success ? text : null;
}

export const $openOrderSn = atom<string | null>(null);
export const detailRemote = createRemote((orderSn: string, signal: AbortSignal) =>
  opsCall(opsWithdrawalDetail, { orderSn }, { signal }),
);
export const $detail = detailRemote.$state;

/** What the first reviewer may do: approve, reject, or send it for a second approval whatever its amount. */
export type ReviewDecision = 'approve' | 'reject' | 'sendForApproval';

export interface ReviewState {
  submitting: ReviewDecision | null;
  /** The server's refusal, in the page's language. */
  error: string | null;
  /** The state the last decision answered: a status or `awaitingApproval` (shown until another withdrawal is opened). */
  answered: string | null;
}

const NO_REVIEW: ReviewState = { submitting: null, error: null, answered: null };
export const $review = atom<ReviewState>(NO_REVIEW);

/** Opens a withdrawal (null: back to the queue alone). */
export function openWithdrawal(orderSn: string | null): Promise<void> {
  $openOrderSn.set(orderSn);
  $review.set(NO_REVIEW);
  if (orderSn === null) {
    detailRemote.cancel();
    return Promise.resolve();
  }
  return detailRemote.load(orderSn);
}

/**
 * Who already decided a withdrawal, and how; null while it waits for this operator. One waiting
 * for a second approval stays in review on the server but is no longer the first reviewer's to decide.
 */
export function decisionOf(detail: OpsWithdrawalDetail): { by: string; outcome: ReviewOutcome } | null {
  const awaiting = detail.withdrawal.awaitingApproval;
  if (awaiting) return { by: awaiting.makerName, outcome: 'sentForApproval' };
  if (detail.withdrawal.status === 'review') return null;
  const review = detail.steps.findLast(
    (step) => step.event === 'operatorAction' && step.result === 'ok' && (step.action === 'withdrawal.approve' || step.action === 'withdrawal.reject'),
  );
  const outcome: ReviewOutcome = review ? (review.action === 'withdrawal.reject' ? 'rejected' : 'approved') : detail.withdrawal.status === 'failed' ? 'rejected' : 'approved';
  return { by: review?.by ?? '—', outcome };
}

export const $decision = computed($detail, (state) => (state.data ? decisionOf(state.data) : null));

// One Idempotency-Key per decision: the same request sent again while its answer is unknown (no
// answer came) reuses it, so the server decides once; any answer ends the decision. (The console's
// own copy of the finance screens' ActionKey: importing that one regroups the player pages' shared
// scripts over their weight limit.)
let pendingDecision: { request: string; key: string } | null = null;
function decisionKeyFor(request: object): string {
  const text = JSON.stringify(request);
  if (pendingDecision?.request !== text) pendingDecision = { request: text, key: newIdempotencyKey() };
  return pendingDecision.key;
}
function settleDecision(error?: unknown): void {
  if (error === undefined || (isApiError(error) && error.code !== 0)) pendingDecision = null;
}

/** The state the withdrawal is in once the server took the decision (`awaitingApproval`: sent on). */
async function sendDecision(decision: ReviewDecision, orderSn: string, reason: string, idempotencyKey: string): Promise<string> {
  const options = { idempotencyKey } as const;
  if (decision === 'sendForApproval') {
    await opsCall(opsWithdrawalEscalate, { orderSn, reason }, options);
    return 'awaitingApproval';
  }
  const answer =
    decision === 'approve'
      ? await opsCall(opsWithdrawalApprove, reason ? { orderSn, reason } : { orderSn }, options)
      : await opsCall(opsWithdrawalReject, { orderSn, reason }, options);
  // At or above the four-eyes threshold an approval stays in review, awaiting a second one.
  return answer.awaitingApproval ? 'awaitingApproval' : answer.status;
}

/** Sends the open withdrawal's decision; answers whether the server accepted it. */
export async function decide(decision: ReviewDecision, reason: string): Promise<boolean> {
  const orderSn = $openOrderSn.get();
  if (!orderSn || $review.get().submitting) return false;
  $review.set({ ...$review.get(), submitting: decision, error: null });
  const key = decisionKeyFor({ decision, orderSn, reason: reason.trim() });
  try {
    const answered = await sendDecision(decision, orderSn, reason.trim(), key);
    settleDecision();
    $review.set({ submitting: null, error: null, answered });
    return true;
  } catch (error) {
    settleDecision(error);
    $review.set({ submitting: null, error: isApiError(error) ? error.msg : String(error), answered: null });
    return false;
  } finally {
    // Decided here or by someone else (409): the detail and the queue show what is now so.
    if ($openOrderSn.get() === orderSn) await detailRemote.refresh();
    await queueRemote.refresh();
  }
}

/** Back to the first state (tests, leaving the page). */
export function resetOpsWithdrawals(): void {
  queueRemote.cancel();
  detailRemote.cancel();
  $queueQuery.set(INITIAL_QUEUE_QUERY);
  $queueFilterProblem.set(null);
  $openOrderSn.set(null);
  $review.set(NO_REVIEW);
}
