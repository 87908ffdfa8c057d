// Settings of four-eyes approvals: the thresholds at or above which a withdrawal
// (OPS_FOUR_EYES_WITHDRAWAL) or a manual adjustment of either sign (OPS_FOUR_EYES_ADJUSTMENT) waits for
// a second operator, in whole coins, and how long such an approval stays open (OPS_APPROVAL_HOURS).
// Read at boot: a bad value stops the server naming the setting instead of silently using a default.
import { UNITS_PER_COIN } from '../../../../shared/money/amount.fns.ts';

export interface OpsApprovalsConfig {
  /** Units of 1/10 000 coin. */
  withdrawalThreshold: bigint;
  /** Units of 1/10 000 coin, compared with the adjustment's absolute amount. */
  adjustmentThreshold: bigint;
  /** A pending approval expires this long after it was asked for. */
  ttlMs: number;
}

export const DEFAULT_WITHDRAWAL_THRESHOLD_COINS = 100_000;
export const DEFAULT_ADJUSTMENT_THRESHOLD_COINS = 10_000;
export const DEFAULT_APPROVAL_HOURS = 24;

/** Whole coins, at least 1 (a threshold of 0 would send every move to approval: set it to 1 for that). */
function coinsSetting(name: string, value: string | undefined, fallback: number): bigint {
  if (value === undefined || value.trim() === '') return BigInt(fallback) * UNITS_PER_COIN;
  const text = value.trim();
  if (!/^\d{1,12}$/.test(text) || BigInt(text) < 1n) throw new Error(`${name}: "${value}" is not a whole number of coins from 1 to 999999999999`);
  return BigInt(text) * UNITS_PER_COIN;
}

function hoursSetting(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback * 3_600_000;
  const text = value.trim();
  if (!/^\d{1,4}$/.test(text) || Number(text) < 1 || Number(text) > 720) throw new Error(`${name}: "${value}" is not a whole number of hours from 1 to 720`);
  return Number(text) * 3_600_000;
}

export function opsApprovalsConfigFromEnv(env: NodeJS.ProcessEnv): OpsApprovalsConfig {
  return {
    withdrawalThreshold: coinsSetting('OPS_FOUR_EYES_WITHDRAWAL', env.OPS_FOUR_EYES_WITHDRAWAL, DEFAULT_WITHDRAWAL_THRESHOLD_COINS),
    adjustmentThreshold: coinsSetting('OPS_FOUR_EYES_ADJUSTMENT', env.OPS_FOUR_EYES_ADJUSTMENT, DEFAULT_ADJUSTMENT_THRESHOLD_COINS),
    ttlMs: hoursSetting('OPS_APPROVAL_HOURS', env.OPS_APPROVAL_HOURS, DEFAULT_APPROVAL_HOURS),
  };
}

/** Whether a withdrawal of `amount` units needs a second approval. */
export const withdrawalNeedsApproval = (config: OpsApprovalsConfig, amount: bigint) => amount >= config.withdrawalThreshold;

/** Whether an adjustment of `amount` units (either sign) needs a second approval. */
export const adjustmentNeedsApproval = (config: OpsApprovalsConfig, amount: bigint) => (amount < 0n ? -amount : amount) >= config.adjustmentThreshold;
