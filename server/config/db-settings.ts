// The PostgreSQL pool's settings (README, "Configuration"): checked by server/config/env.ts,
// read here once at boot.
import { DEFAULT_POOL_MAX, type PoolSettings } from '../db/database.ts';
import type { Role } from '../runtime/role.ts';

/** A statement running longer is cancelled (57014): a runaway query must not hold a connection for ever. */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 60_000;
/** A session idle inside an open transaction this long is ended, releasing its row locks. */
export const DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;

const number = (value: string | undefined, fallback: number) => (value?.trim() ? Number(value.trim()) : fallback);

export function poolSettingsFromEnv(env: NodeJS.ProcessEnv, role: Role): PoolSettings {
  return {
    max: number(env.DB_POOL_MAX, DEFAULT_POOL_MAX),
    statementTimeoutMs: number(env.DB_STATEMENT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS),
    idleInTransactionTimeoutMs: number(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, DEFAULT_IDLE_IN_TRANSACTION_TIMEOUT_MS),
    applicationName: env.DB_APPLICATION_NAME?.trim() || `game-hall-${role}`,
  };
}
