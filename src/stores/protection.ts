import { call } from '../api/calls.ts';
import { protectionGet, protectionLimitSet, protectionLimitRemove, protectionLimitCancel, protectionExclude, protectionRealityCheckSet } from '../contracts/protection.ts';
import type { ExclusionPeriod, ProtectionLimit, ProtectionLimitKind, ProtectionState } from '../contracts/protection.ts';
import { createRemote } from './remote.ts';

// The player-protection screen's state and actions (user/protection/…). Every action goes through
// the API client, so a refusal has already been shown as a toast when it rejects; the screen only
// uses the rejection to mark its fields. After each change the state is read again in the
// background (the last one stays on screen meanwhile).

/** The browser's IANA time zone: the player's calendar for limits (kept by the server from the first setting). */
export function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

export const protection = createRemote<void, ProtectionState>((_args, signal) => call(protectionGet, undefined, { signal }));

async function settle(change: Promise<ProtectionState>): Promise<ProtectionState> {
  const answered = await change;
  await (protection.$state.get().status === 'idle' ? protection.load() : protection.refresh());
  return protection.$state.get().data ?? answered;
}

export function loadProtection(): Promise<void> {
  return protection.load();
}

/** One limit of the state (every kind is always listed by the server). */
export function limitOf(state: ProtectionState, kind: ProtectionLimitKind): ProtectionLimit {
  return state.limits.find((limit) => limit.kind === kind) ?? { kind, value: null, pending: null, used: null, resetsAt: null };
}

/** Sets a limit: an amount ("500") for deposit and loss limits, whole minutes ("90") for the session. */
export function setLimit(kind: ProtectionLimitKind, value: string): Promise<ProtectionState> {
  return settle(call(protectionLimitSet, { kind, value: value.trim(), timeZone: browserTimeZone() }));
}

export function removeLimit(kind: ProtectionLimitKind): Promise<ProtectionState> {
  return settle(call(protectionLimitRemove, { kind }));
}

export function cancelPendingLimit(kind: ProtectionLimitKind): Promise<ProtectionState> {
  return settle(call(protectionLimitCancel, { kind }));
}

/** A break (24h, 1w, 6w) or a self-exclusion (6m, 1y, 5y): neither can be shortened or undone. */
export function takeBreak(period: ExclusionPeriod): Promise<ProtectionState> {
  return settle(call(protectionExclude, { period, timeZone: browserTimeZone() }));
}

export function setRealityCheckInterval(minutes: 15 | 30 | 60): Promise<ProtectionState> {
  return settle(call(protectionRealityCheckSet, { minutes, timeZone: browserTimeZone() }));
}
