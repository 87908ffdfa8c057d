import { atom, computed } from 'nanostores';
import { call } from '../api/calls.ts';
import { agentApplyStatus, agentApply, isAgent as isAgentCall } from '../contracts/agent.ts';
import type { AgentApplicationStatus } from '../contracts/agent.ts';
import { pollRemote, type PageVisibility } from './polling.ts';
import { createRemote } from './remote.ts';
import { $isAgent, setIsAgent } from './session.ts';
import { showToast } from './toasts.ts';

// Becoming an agent (spec §4): none → apply (after a confirmation: "Are you sure you want to
// apply?") → pending review → rejected with the reason (apply again) or approved. The panel that
// shows it renders this store; nothing here needs React.

/** While an application waits for review, its status is read again this often. */
export const PENDING_POLL_MS = 30_000;

export const applicationRemote = createRemote((_: null, signal: AbortSignal) => call(agentApplyStatus, undefined, { signal }));
export const $application = applicationRemote.$state;

/** The confirmation dialog is open. */
export const $applyConfirming = atom(false);
/** The application is being sent. */
export const $applying = atom(false);

/** The status to show: the server's, or `approved` once the session is an agent's. */
export const $applicationStatus = computed([$application, $isAgent], (state, isAgent) =>
  isAgent ? 'approved' : state.data?.status,
);

export function loadApplication(): Promise<void> {
  return applicationRemote.load(null);
}

/** Opens the confirmation; nothing is sent yet. */
export function askToApply(): void {
  $applyConfirming.set(true);
}

export function cancelApply(): void {
  $applyConfirming.set(false);
}

/**
 * Sends the application once the player confirmed. The answer is the new status; a refusal (e.g.
 * already pending in another tab) reads the status again, so the panel shows what is true.
 * Answers whether it was accepted.
 */
export async function confirmApply(sent?: string): Promise<boolean> {
  if ($applying.get()) return false;
  $applying.set(true);
  try {
    await call(agentApply);
    $applyConfirming.set(false);
    if (sent) showToast(sent, { tone: 'positive' });
    await loadApplication();
    return true;
  } catch {
    // The API client has shown why.
    $applyConfirming.set(false);
    await loadApplication();
    return false;
  } finally {
    $applying.set(false);
  }
}

/**
 * Approval makes the session an agent's: the flag (stored beside the token, read by the header
 * before paint) is set from `agent/is/agent`, so the agent menu appears without signing in again.
 */
export async function adoptApproval(status: AgentApplicationStatus | undefined): Promise<void> {
  if (status?.status !== 'approved' || $isAgent.get()) return;
  try {
    setIsAgent(await call(isAgentCall));
  } catch {
    // Shown by the API client; the next page load asks again.
  }
}

/**
 * Follows the application while the panel is shown: reads it again every PENDING_POLL_MS while it
 * is pending (not while the page is hidden), and adopts an approval. Answers the function that stops.
 */
export function followApplication(visibility?: PageVisibility): () => void {
  const stopPolling = pollRemote(applicationRemote, {
    delayAfter: (status) => (status.status === 'pending' ? PENDING_POLL_MS : null),
    ...(visibility ? { visibility } : {}),
  });
  const stopApproval = $application.subscribe((state) => void adoptApproval(state.data));
  return () => {
    stopPolling();
    stopApproval();
  };
}
