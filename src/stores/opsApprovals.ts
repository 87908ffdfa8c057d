import { atom } from 'nanostores';
import { opsCall } from './opsSession.ts';
import { opsApprovalApprove, opsApprovalList, opsApprovalReject, opsReasonTemplates, type ReasonTemplateKind } from '../contracts/ops-approvals.ts';
import { opsReason } from '../contracts/ops.ts';
import { createActionKeys, errorText, isStepUpRequired, sendStepUp } from './opsStepUp.ts';
import { createRemote } from './remote.ts';

// The console's approvals inbox: what other operators asked for that awaits my decision (the server
// leaves my own requests out and refuses them anyway). Approving moves money, so the server asks for
// a fresh authenticator code when the last one is older than 5 minutes: the store then asks for the
// code, sends the step-up and approves again with the same Idempotency-Key. Rejecting takes a reason,
// which a template can pre-fill. After any answer the inbox is read again: it shows what is now so.

export const INBOX_PAGE_SIZE = 50;

export const inboxRemote = createRemote((_: null, signal: AbortSignal) =>
  opsCall(opsApprovalList, { filter: 'mine-to-decide', pageNum: 1, pageSize: INBOX_PAGE_SIZE }, { signal }),
);
export const $inbox = inboxRemote.$state;
export const loadInbox = (): Promise<void> => inboxRemote.load(null);

export const templatesRemote = createRemote((_: null, signal: AbortSignal) => opsCall(opsReasonTemplates, {}, { signal }));
export const $templates = templatesRemote.$state;
export const loadTemplates = (): Promise<void> => templatesRemote.load(null);

/** The template ids of one action kind (none until the templates are read). */
export function templatesOf(kind: ReasonTemplateKind): string[] {
  return $templates.get().data?.kinds.find((entry) => entry.kind === kind)?.templates ?? [];
}

export type DecisionKind = 'approve' | 'reject';

export interface DecisionState {
  /** The approval being decided, while its call runs. */
  submitting: number | null;
  /** An approval waiting for a fresh authenticator code before it can be approved. */
  codeFor: number | null;
  /** The server's refusal (or a form problem), in the page's language. */
  error: string | null;
  /** The last decision the server accepted. */
  answered: { id: number; decision: DecisionKind } | null;
}

const NO_DECISION: DecisionState = { submitting: null, codeFor: null, error: null, answered: null };
export const $decision = atom<DecisionState>(NO_DECISION);

/** Form problems, in the page's language: the island passes its strings. */
export interface DecisionErrors {
  reason: string;
  code: string;
}

// One Idempotency-Key per decision: sending the same decision again (after a lost answer, or after a
// step-up) reuses it, so the server decides once; any answer from the server ends the decision.
const keys = createActionKeys();

async function send(id: number, decision: DecisionKind, run: (key: string) => Promise<unknown>, request: object): Promise<boolean> {
  $decision.set({ ...$decision.get(), submitting: id, error: null, answered: null });
  const key = keys.keyFor({ decision, ...request });
  try {
    await run(key);
    keys.settle();
    $decision.set({ submitting: null, codeFor: null, error: null, answered: { id, decision } });
    return true;
  } catch (error) {
    keys.settle(error);
    if (isStepUpRequired(error)) {
      // Not decided: the same key is sent again once the code is given.
      $decision.set({ submitting: null, codeFor: id, error: null, answered: null });
      return false;
    }
    $decision.set({ submitting: null, codeFor: null, error: errorText(error), answered: null });
    return false;
  } finally {
    if ($decision.get().codeFor === null) await inboxRemote.refresh();
  }
}

/** Approves; answers false when refused or when a fresh code is needed first (`codeFor` is then set). */
export function approve(id: number): Promise<boolean> {
  return send(id, 'approve', (key) => opsCall(opsApprovalApprove, { id }, { idempotencyKey: key }), { id });
}

/** Sends the authenticator's code as a step-up, then approves the approval that asked for it. */
export async function approveWithCode(code: string, errors: DecisionErrors): Promise<boolean> {
  const id = $decision.get().codeFor;
  if (id === null) return false;
  $decision.set({ ...$decision.get(), submitting: id, error: null });
  const stepped = await sendStepUp(code, errors.code);
  if (!stepped.ok) {
    $decision.set({ ...$decision.get(), submitting: null, error: stepped.error });
    return false;
  }
  return approve(id);
}

/** Leaves the code prompt without approving. */
export function cancelCode(): void {
  $decision.set({ ...$decision.get(), codeFor: null, error: null });
}

/** Rejects with a reason (checked as the server checks it before anything is sent). */
export function reject(id: number, reason: string, errors: DecisionErrors): Promise<boolean> {
  const text = reason.trim();
  if (!opsReason.safeParse(text).success) {
    $decision.set({ ...$decision.get(), error: errors.reason });
    return Promise.resolve(false);
  }
  return send(id, 'reject', (key) => opsCall(opsApprovalReject, { id, reason: text }, { idempotencyKey: key }), { id, reason: text });
}

/** Back to the first state (tests, leaving the page). */
export function resetOpsApprovals(): void {
  inboxRemote.cancel();
  templatesRemote.cancel();
  keys.reset();
  $decision.set(NO_DECISION);
}
