// Player protection: what a player sets (limits, breaks, self-exclusion, the reality check), what
// operators see and add, and the checks the money paths run inside their own transaction.
//
// A setting that protects more (a first or lower limit, any exclusion) takes effect at once; a raise
// or a removal waits LIMIT_RAISE_DELAY_HOURS and shows as pending until then. Limits are counted over
// calendar periods in the player's time zone: the browser's zone when they first set anything (the
// hall's zone for settings an operator makes first), kept from then on so the periods cannot be
// moved by changing it.
import {
  DEFAULT_REALITY_CHECK_MINUTES,
  moneyLimitKinds,
  protectionLimitKinds,
  SESSION_LIMIT_MINUTES,
  type ExclusionPeriod,
  type ProtectionLimit,
  type ProtectionLimitKind,
  type ProtectionState,
} from '../../../src/contracts/protection.ts';
import { DEFAULT_HALL_TIME_ZONE, isTimeZone } from '../../config/hall-time-zone.ts';
import type { Db } from '../../db/database.ts';
import { AppError, type ErrorKey } from '../../errors.ts';
import { formatAmount, toUnits } from '../../../shared/money/amount.fns.ts';
import { plainAmount } from '../payments/payments.fns.ts';
import {
  exclusionEnds,
  formatLocalTime,
  isBreak,
  isDepositLimit,
  isLossLimit,
  isMoneyLimit,
  limitInForce,
  periodOf,
  protectsMore,
  raiseTakesEffectAt,
  type Period,
} from './protection.fns.ts';
import * as repo from './protection.repo.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export interface ProtectionDeps {
  db: Db;
  now: () => Date;
  /** The zone of players who never set one (HALL_TIME_ZONE). */
  hallTimeZone: string;
}

const PLAYER = 'player';

function valueText(kind: ProtectionLimitKind, value: bigint | null): string | null {
  if (value === null) return null;
  return isMoneyLimit(kind) ? formatAmount(value) : value.toString();
}

/** The player's time zone once they have one; the one they send now on their first setting. */
function zoneFor(deps: ProtectionDeps, requested: string | undefined): string {
  if (requested === undefined) return deps.hallTimeZone;
  if (!isTimeZone(requested)) throw new AppError(400, 'TIME_ZONE_UNKNOWN', {}, { field: 'timeZone' });
  return requested;
}

function parseLimitValue(kind: ProtectionLimitKind, text: string): bigint {
  if (isMoneyLimit(kind)) return toUnits(text);
  const minutes = Number(text);
  if (!Number.isInteger(minutes) || minutes < SESSION_LIMIT_MINUTES.min || minutes > SESSION_LIMIT_MINUTES.max) {
    throw new AppError(400, 'SESSION_LIMIT_OUT_OF_RANGE', { min: SESSION_LIMIT_MINUTES.min, max: SESSION_LIMIT_MINUTES.max }, { field: 'value' });
  }
  return BigInt(minutes);
}

interface LimitInForce {
  kind: ProtectionLimitKind;
  value: bigint | null;
  pending: { value: bigint | null; at: Date } | null;
}

async function limitsInForce(db: Db, userId: number, now: Date): Promise<LimitInForce[]> {
  const rows = await repo.limitsOf(db, userId);
  return rows.map((row) => ({ kind: row.kind, ...limitInForce(row, now) }));
}

async function usedIn(db: Db, userId: number, kind: ProtectionLimitKind, period: Period, now: Date, zone: string) {
  const bounds = await repo.periodBounds(db, period, now, zone);
  const used = isDepositLimit(kind) ? await repo.depositedSince(db, userId, bounds.since, now) : await repo.lostSince(db, userId, bounds.since);
  return { used, ...bounds };
}

/** The player's settings as the screen shows them. */
export async function stateOf(deps: ProtectionDeps, db: Db, userId: number): Promise<ProtectionState> {
  const now = deps.now();
  const settings = await repo.findProtection(db, userId);
  const zone = settings?.timeZone ?? deps.hallTimeZone;
  const inForce = new Map((await limitsInForce(db, userId, now)).map((limit) => [limit.kind, limit]));
  const limits: ProtectionLimit[] = [];
  for (const kind of protectionLimitKinds) {
    const limit = inForce.get(kind);
    const period = periodOf(kind);
    const usage = period && limit?.value != null ? await usedIn(db, userId, kind, period, now, zone) : null;
    limits.push({
      kind,
      value: valueText(kind, limit?.value ?? null),
      pending: limit?.pending ? { value: valueText(kind, limit.pending.value), at: limit.pending.at.toISOString() } : null,
      used: usage ? formatAmount(usage.used > 0n ? usage.used : 0n) : null,
      resetsAt: usage ? usage.until.toISOString() : null,
    });
  }
  const [exclusion] = await repo.activeExclusions(db, userId, now);
  return {
    timeZone: zone,
    limits,
    exclusion: exclusion ? { kind: exclusion.kind, until: exclusion.endsAt.toISOString() } : null,
    realityCheckMinutes: settings?.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES,
  };
}

export function getState(deps: ProtectionDeps, userId: number): Promise<ProtectionState> {
  return stateOf(deps, deps.db, userId);
}

/** Sets a limit: at once when it protects more, else as a change pending for 24 hours. */
export async function setLimit(deps: ProtectionDeps, userId: number, input: { kind: ProtectionLimitKind; value: string; timeZone?: string }) {
  const value = parseLimitValue(input.kind, input.value);
  return changeLimit(deps, userId, input.kind, value, input.timeZone);
}

export function removeLimit(deps: ProtectionDeps, userId: number, input: { kind: ProtectionLimitKind }) {
  return changeLimit(deps, userId, input.kind, null, undefined);
}

async function changeLimit(deps: ProtectionDeps, userId: number, kind: ProtectionLimitKind, next: bigint | null, timeZone: string | undefined) {
  const zone = zoneFor(deps, timeZone);
  await transactionWithRetry(deps.db, async (tx) => {
    const now = deps.now();
    await repo.lockOrCreateProtection(tx, userId, zone, now);
    const current = (await limitsInForce(tx, userId, now)).find((limit) => limit.kind === kind);
    const inForce = current?.value ?? null;
    if (next === null && inForce === null) {
      // Nothing to remove; a pending change to a limit not yet in force is simply dropped.
      if (current?.pending) await repo.saveLimit(tx, userId, kind, { value: null, pendingValue: null, pendingAt: null }, now);
      else throw new AppError(422, 'LIMIT_NOT_SET');
      return;
    }
    if (protectsMore(inForce, next)) {
      await repo.saveLimit(tx, userId, kind, { value: next, pendingValue: null, pendingAt: null }, now);
      await repo.insertEvent(tx, { userId, event: 'limitSet', detail: { kind, value: valueText(kind, next) ?? '' }, actor: PLAYER, createdAt: now });
    } else {
      const at = raiseTakesEffectAt(now);
      await repo.saveLimit(tx, userId, kind, { value: inForce, pendingValue: next, pendingAt: at }, now);
      await repo.insertEvent(tx, {
        userId,
        event: next === null ? 'limitRemovePending' : 'limitPending',
        detail: { kind, value: valueText(kind, next) ?? '', at: at.toISOString() },
        actor: PLAYER,
        createdAt: now,
      });
    }
  });
  return getState(deps, userId);
}

/** Drops a pending raise or removal: the limit in force stays. */
export async function cancelPending(deps: ProtectionDeps, userId: number, input: { kind: ProtectionLimitKind }) {
  await transactionWithRetry(deps.db, async (tx) => {
    const now = deps.now();
    const current = (await limitsInForce(tx, userId, now)).find((limit) => limit.kind === input.kind);
    if (!current?.pending) throw new AppError(422, 'LIMIT_NOT_PENDING');
    await repo.saveLimit(tx, userId, input.kind, { value: current.value, pendingValue: null, pendingAt: null }, now);
    await repo.insertEvent(tx, { userId, event: 'limitCancelled', detail: { kind: input.kind }, actor: PLAYER, createdAt: now });
  });
  return getState(deps, userId);
}

/** A break or a self-exclusion from now; it adds to any in force (the longest one counts). */
export async function exclude(deps: ProtectionDeps, userId: number, input: { period: ExclusionPeriod; timeZone?: string }) {
  const zone = zoneFor(deps, input.timeZone);
  await transactionWithRetry(deps.db, async (tx) => {
    const now = deps.now();
    await repo.lockOrCreateProtection(tx, userId, zone, now);
    const kind = isBreak(input.period) ? 'break' : 'selfExclusion';
    const endsAt = exclusionEnds(input.period, now);
    await repo.insertExclusion(tx, { userId, kind, startsAt: now, endsAt });
    await repo.insertEvent(tx, { userId, event: 'exclusion', detail: { kind, period: input.period, until: endsAt.toISOString() }, actor: PLAYER, createdAt: now });
  });
  return getState(deps, userId);
}

export async function setRealityCheck(deps: ProtectionDeps, userId: number, input: { minutes: number; timeZone?: string }) {
  const zone = zoneFor(deps, input.timeZone);
  await transactionWithRetry(deps.db, async (tx) => {
    const now = deps.now();
    await repo.lockOrCreateProtection(tx, userId, zone, now);
    await repo.setRealityCheck(tx, userId, input.minutes, now);
    await repo.insertEvent(tx, { userId, event: 'realityCheck', detail: { minutes: String(input.minutes) }, actor: PLAYER, createdAt: now });
  });
  return getState(deps, userId);
}

/** The reality check's figures: since the session began, what was bet and the net result. */
export async function sessionSummary(deps: ProtectionDeps, userId: number, sessionId: number) {
  const startedAt = await repo.sessionStart(deps.db, sessionId);
  const played = await repo.playedSince(deps.db, userId, startedAt);
  const settings = await repo.findProtection(deps.db, userId);
  return {
    startedAt: startedAt.toISOString(),
    now: deps.now().toISOString(),
    bet: formatAmount(played.bet),
    net: formatAmount(played.win - played.bet),
    realityCheckMinutes: settings?.realityCheckMinutes ?? DEFAULT_REALITY_CHECK_MINUTES,
  };
}

// ---- Operators ----

export async function operatorView(deps: ProtectionDeps, userId: number, account: string) {
  const [state, exclusions, history] = await Promise.all([getState(deps, userId), repo.allExclusions(deps.db, userId), repo.eventsOf(deps.db, userId)]);
  return {
    account,
    state,
    exclusions: exclusions.map((row) => ({
      kind: row.kind,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      operator: row.operator,
      reason: row.reason,
    })),
    history: history.map((row) => ({ event: row.event, detail: row.detail, actor: row.actor, createdAt: row.createdAt.toISOString() })),
  };
}

/** An operator's exclusion, in the caller's transaction. It only ever adds: nothing is shortened. */
export async function operatorExclude(tx: Db, deps: ProtectionDeps, userId: number, input: { days: number; reason: string }, operator: string) {
  const now = deps.now();
  await repo.lockOrCreateProtection(tx, userId, deps.hallTimeZone, now);
  const endsAt = new Date(now.getTime() + input.days * 24 * 3_600_000);
  await repo.insertExclusion(tx, { userId, kind: 'operator', startsAt: now, endsAt, operator, reason: input.reason });
  await repo.insertEvent(tx, { userId, event: 'exclusion', detail: { kind: 'operator', days: String(input.days), until: endsAt.toISOString(), reason: input.reason }, actor: operator, createdAt: now });
  return stateOf(deps, tx, userId);
}

// ---- Checks run by the money paths, inside their transaction ----

const EXCLUSION_ERRORS: Record<'break' | 'selfExclusion' | 'operator', ErrorKey> = {
  break: 'PLAYER_ON_BREAK',
  selfExclusion: 'PLAYER_SELF_EXCLUDED',
  operator: 'PLAYER_EXCLUDED',
};

/**
 * Refuses (422) when the player is on a break or excluded, naming until when. `asMember`: the
 * refusal is told to an agent sending coins to them, without saying which kind it is.
 */
export async function requireNotExcluded(db: Db, userId: number, now: Date, asMember = false): Promise<void> {
  const [exclusion] = await repo.activeExclusions(db, userId, now);
  if (!exclusion) return;
  const settings = await repo.findProtection(db, userId);
  const until = formatLocalTime(exclusion.endsAt, settings?.timeZone ?? DEFAULT_HALL_TIME_ZONE);
  throw new AppError(422, asMember ? 'MEMBER_EXCLUDED' : EXCLUSION_ERRORS[exclusion.kind], { until });
}

/** Whether a break or an exclusion is in force for the player now (marketing is then hidden). */
export async function isExcludedNow(db: Db, userId: number, now: Date): Promise<boolean> {
  const [exclusion] = await repo.activeExclusions(db, userId, now);
  return exclusion !== undefined;
}

const LIMIT_ERRORS: Record<Exclude<ProtectionLimitKind, 'sessionMinutes'>, ErrorKey> = {
  depositDay: 'DEPOSIT_LIMIT_DAY_REACHED',
  depositWeek: 'DEPOSIT_LIMIT_WEEK_REACHED',
  depositMonth: 'DEPOSIT_LIMIT_MONTH_REACHED',
  lossDay: 'LOSS_LIMIT_DAY_REACHED',
  lossWeek: 'LOSS_LIMIT_WEEK_REACHED',
  lossMonth: 'LOSS_LIMIT_MONTH_REACHED',
};

/**
 * Refuses `amount` more in the limits of `which` (deposits coming in, or a bet that could be lost)
 * when it would take the period's total past a limit. Locks the player's settings row first, so
 * concurrent deposits or plays of this player are checked one after another: together they never
 * pass a limit.
 */
async function requireWithinLimits(db: Db, userId: number, which: 'deposit' | 'loss', amount: bigint, now: Date): Promise<void> {
  const settings = await repo.findProtection(db, userId, true);
  if (!settings) return;
  const limits = (await limitsInForce(db, userId, now)).filter(
    (limit) => limit.value !== null && (which === 'deposit' ? isDepositLimit(limit.kind) : isLossLimit(limit.kind)),
  );
  for (const limit of limits) {
    const kind = limit.kind as (typeof moneyLimitKinds)[number];
    const { used, until } = await usedIn(db, userId, kind, periodOf(kind)!, now, settings.timeZone);
    if (used + amount > limit.value!) {
      const left = limit.value! - used;
      throw new AppError(422, LIMIT_ERRORS[kind], {
        limit: plainAmount(limit.value!),
        left: plainAmount(left > 0n ? left : 0n),
        resetsAt: formatLocalTime(until, settings.timeZone),
      });
    }
  }
}

/** pay/order: not excluded, and this order's coins within the deposit limits. */
export async function requireDepositAllowed(db: Db, userId: number, coins: bigint, now: Date): Promise<void> {
  await requireNotExcluded(db, userId, now);
  await requireWithinLimits(db, userId, 'deposit', coins, now);
}

/** Coins sent to a player by someone else (an agent): refused during an exclusion, counted as deposits. */
export async function requireIncomingTransferAllowed(db: Db, userId: number, amount: bigint, now: Date): Promise<void> {
  await requireNotExcluded(db, userId, now, true);
  try {
    await requireWithinLimits(db, userId, 'deposit', amount, now);
  } catch (error) {
    // The agent is told the member's limit stops it, not which one or how much is left.
    if (error instanceof AppError && error.status === 422) throw new AppError(422, 'MEMBER_LIMIT_REACHED');
    throw error;
  }
}

/**
 * game/play: not excluded, the session not longer than the session limit, and the whole bet
 * within the loss limits (a round can lose at most its bet, so the period's loss stays within them).
 */
export async function requirePlayAllowed(
  db: Db,
  userId: number,
  sessionId: number | null,
  bet: bigint,
  now: Date,
): Promise<void> {
  await requireNotExcluded(db, userId, now);
  const limits = await limitsInForce(db, userId, now);
  const session = limits.find((limit) => limit.kind === 'sessionMinutes')?.value ?? null;
  if (session !== null && sessionId !== null) {
    const started = await repo.sessionStart(db, sessionId);
    if (now.getTime() - started.getTime() >= Number(session) * 60_000) throw new AppError(422, 'SESSION_LIMIT_REACHED', { minutes: session.toString() });
  }
  if (limits.some((limit) => limit.value !== null && isLossLimit(limit.kind))) await requireWithinLimits(db, userId, 'loss', bet, now);
}
