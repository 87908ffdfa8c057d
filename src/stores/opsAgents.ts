import { atom } from 'nanostores';
import { opsCall } from './opsSession.ts';
import { isApiError } from '../api/ApiError.ts';
import {
  opsAgentApplicationApprove,
  opsAgentApplicationList,
  opsAgentApplicationReject,
  opsRebateRates,
  opsRebateRatesSet,
  rebateRate,
} from '../contracts/ops-agent.ts';
import type { reviewStatuses } from '../contracts/review.ts';

type ReviewStatus = (typeof reviewStatuses)[number];
import { createRemote } from './remote.ts';

// The console's agents screen: applications to become an agent (by status, approve, reject with a
// reason the player reads) and the rebate rate of each level below an agent (read, replace all).
// Every decision is followed by a fresh read: the screen shows what the server now holds.

export const APPLICATIONS_PAGE_SIZE = 20;

export const $applicationStatus = atom<ReviewStatus>('pending');
export const applicationsRemote = createRemote((query: { status: ReviewStatus; pageNum: number }, signal: AbortSignal) =>
  opsCall(opsAgentApplicationList, { status: query.status, pageNum: query.pageNum, pageSize: APPLICATIONS_PAGE_SIZE }, { signal }),
);
export const $applications = applicationsRemote.$state;

export const ratesRemote = createRemote((_: null, signal: AbortSignal) => opsCall(opsRebateRates, {}, { signal }));
export const $rates = ratesRemote.$state;

/** The last decision or rate change: in flight, or the server's (localized) refusal. */
export const $agentsAction = atom<{ busy: boolean; error: string | null; done: 'approved' | 'rejected' | 'rates' | null }>({ busy: false, error: null, done: null });

export function loadApplications(status: ReviewStatus = $applicationStatus.get(), pageNum = 1): Promise<void> {
  $applicationStatus.set(status);
  return applicationsRemote.load({ status, pageNum });
}

export const loadRates = (): Promise<void> => ratesRemote.load(null);

const refusalOf = (error: unknown) => (isApiError(error) ? error.msg : String(error));

async function act(run: () => Promise<unknown>, done: 'approved' | 'rejected' | 'rates'): Promise<boolean> {
  if ($agentsAction.get().busy) return false;
  $agentsAction.set({ busy: true, error: null, done: null });
  try {
    await run();
    $agentsAction.set({ busy: false, error: null, done });
    return true;
  } catch (error) {
    $agentsAction.set({ busy: false, error: refusalOf(error), done: null });
    return false;
  }
}

export const approveApplication = (id: number): Promise<boolean> =>
  act(async () => {
    try {
      await opsCall(opsAgentApplicationApprove, { id });
    } finally {
      await applicationsRemote.refresh();
    }
  }, 'approved');

/** Rejects with a reason; a blank reason is not sent (the contract requires one). */
export function rejectApplication(id: number, reason: string): Promise<boolean> {
  if (!reason.trim()) return Promise.resolve(false);
  return act(async () => {
    try {
      await opsCall(opsAgentApplicationReject, { id, reason: reason.trim() });
    } finally {
      await applicationsRemote.refresh();
    }
  }, 'rejected');
}

/** Rates as typed (basis points per level), checked by the contract; null when one is not a rate. */
export function ratesFromInput(values: readonly { level: number; rateBasisPoints: string }[]) {
  const rates = values.map(({ level, rateBasisPoints }) => ({ level, rateBasisPoints: /^\d{1,5}$/.test(rateBasisPoints.trim()) ? Number(rateBasisPoints.trim()) : Number.NaN }));
  return rates.every((rate) => rebateRate.safeParse(rate).success) ? rates : null;
}

/** Replaces every level's rate; refused before sending when one is not a whole number 0–10 000. */
export function saveRates(values: readonly { level: number; rateBasisPoints: string }[]): Promise<boolean> {
  const rates = ratesFromInput(values);
  if (!rates) return Promise.resolve(false);
  return act(async () => {
    try {
      await opsCall(opsRebateRatesSet, { rates });
    } finally {
      await ratesRemote.refresh();
    }
  }, 'rates');
}

export function resetOpsAgents(): void {
  applicationsRemote.cancel();
  ratesRemote.cancel();
  $applicationStatus.set('pending');
  $agentsAction.set({ busy: false, error: null, done: null });
}
