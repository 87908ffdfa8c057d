import { atom } from 'nanostores';
import { call } from '../api/calls.ts';
import { DEFAULT_REALITY_CHECK_MINUTES, protectionSession } from '../contracts/protection.ts';

// The reality check of the machine screens: every N minutes of the session (the player's choice,
// 15, 30 or 60) the screen pauses and shows the session time, the amount bet and the net result,
// until the player chooses to continue or leave. The session's start and figures come from the
// server (user/protection/session); the timer runs on the browser's clock (setTimeout, Date.now),
// which tests and journeys control.

export interface RealityCheckFigures {
  /** Milliseconds since the session began. */
  elapsedMs: number;
  /** Decimal strings as the server answers them. */
  bet: string;
  net: string;
}

export type RealityCheckState =
  | { status: 'off' }
  | { status: 'waiting'; intervalMinutes: number; dueAt: number }
  | { status: 'due'; intervalMinutes: number; figures: RealityCheckFigures };

export const $realityCheck = atom<RealityCheckState>({ status: 'off' });

let timer: ReturnType<typeof setTimeout> | undefined;
/** Set by each start/stop: an answer for an older run is ignored. */
let run = 0;

function clearTimer(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
}

function schedule(intervalMinutes: number, dueAt: number, current: number): void {
  clearTimer();
  $realityCheck.set({ status: 'waiting', intervalMinutes, dueAt });
  timer = setTimeout(() => void showCheck(current), Math.max(0, dueAt - Date.now()));
}

async function showCheck(current: number): Promise<void> {
  timer = undefined;
  const state = $realityCheck.get();
  if (current !== run || state.status !== 'waiting') return;
  try {
    const summary = await call(protectionSession, undefined, { sessionEnd: 'caller' });
    if (current !== run) return;
    $realityCheck.set({
      status: 'due',
      intervalMinutes: summary.realityCheckMinutes,
      figures: { elapsedMs: Math.max(0, Date.now() - Date.parse(summary.startedAt)), bet: summary.bet, net: summary.net },
    });
  } catch {
    // Without the figures the pause still comes: the time since the check began is known.
    if (current !== run) return;
    $realityCheck.set({ status: 'due', intervalMinutes: state.intervalMinutes, figures: { elapsedMs: state.intervalMinutes * 60_000, bet: '—', net: '—' } });
  }
}

/**
 * The first check comes at the next whole interval of the session (a session of 70 minutes with a
 * 60-minute interval pauses at 120 minutes), then every interval after each "continue".
 */
export function nextDueAt(sessionStartedAt: number, intervalMinutes: number, now: number): number {
  const interval = intervalMinutes * 60_000;
  const passed = Math.max(0, now - sessionStartedAt);
  return sessionStartedAt + (Math.floor(passed / interval) + 1) * interval;
}

/** Starts the checks for a machine screen (a signed-in player); stopRealityCheck ends them. */
export async function startRealityCheck(): Promise<void> {
  run += 1;
  const current = run;
  clearTimer();
  let startedAt = Date.now();
  let interval = DEFAULT_REALITY_CHECK_MINUTES;
  try {
    const summary = await call(protectionSession, undefined, { sessionEnd: 'caller' });
    startedAt = Date.parse(summary.startedAt);
    interval = summary.realityCheckMinutes;
  } catch {
    // Signed out or offline: count from now with the default interval.
  }
  if (current !== run) return;
  schedule(interval, nextDueAt(startedAt, interval, Date.now()), current);
}

/** "Continue": the screen plays on and the next check comes one interval later. */
export function continueAfterCheck(): void {
  const state = $realityCheck.get();
  if (state.status !== 'due') return;
  schedule(state.intervalMinutes, Date.now() + state.intervalMinutes * 60_000, run);
}

export function stopRealityCheck(): void {
  run += 1;
  clearTimer();
  $realityCheck.set({ status: 'off' });
}

/** Whether play must wait for the player's choice. */
export const isRealityCheckDue = () => $realityCheck.get().status === 'due';
