// Deletes rows whose life is over: captchas, app-login tickets, mailed codes, proven addresses, sessions, idempotency
// keys and delivered sandbox notifications. Each kind keeps a grace period past its end (RETENTION),
// so nothing is deleted that a caller could still use or be told about:
//   - an idempotency key lives 7 days from its creation: a client keeps a key only until it gets an
//     answer (seconds to minutes), so a retry inside that window always finds the first answer;
//   - a session is kept 7 days after it expired or ended, so a device coming back still hears why
//     (402 "signed in elsewhere" / "frozen") instead of a bare 401;
//   - a mailed code or proven address a day past its expiry (its "expired" answer stays precise), a
//     captcha an hour past it.
// Deletes go in bounded batches (BATCH_SIZE rows, at most MAX_BATCHES per table and run) whose rows
// are picked with FOR UPDATE SKIP LOCKED: several API processes may run the job at once, each takes
// rows no other run holds, and none waits on another or deletes a row twice.
import { sql, type SQL } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const RETENTION = {
  captchasAfterExpiry: HOUR,
  appLoginTicketsAfterExpiry: HOUR,
  emailCodesAfterExpiry: DAY,
  emailVerificationsAfterExpiry: DAY,
  sessionsAfterEnd: 7 * DAY,
  idempotencyKeysAfterCreation: 7 * DAY,
  sandboxNotificationsAfterCompletion: 7 * DAY,
} as const;

export const BATCH_SIZE = 1_000;
export const MAX_BATCHES = 20;

export interface CleanupDeps {
  db: Db;
  now: () => Date;
}

export interface CleanupOptions {
  batchSize?: number;
  maxBatches?: number;
}

interface Rule {
  table: string;
  /** The primary key's columns. */
  key: string;
  /** Rows past their grace period, given the run's time. */
  expired: (now: Date) => SQL;
}

const before = (now: Date, graceMs: number) => sql`${new Date(now.getTime() - graceMs).toISOString()}::timestamptz`;

const rules: Rule[] = [
  { table: 'captchas', key: '"id"', expired: (now) => sql`"expires_at" < ${before(now, RETENTION.captchasAfterExpiry)}` },
  { table: 'app_login_tickets', key: '"id"', expired: (now) => sql`"expires_at" < ${before(now, RETENTION.appLoginTicketsAfterExpiry)}` },
  { table: 'email_codes', key: '"id"', expired: (now) => sql`"expires_at" < ${before(now, RETENTION.emailCodesAfterExpiry)}` },
  { table: 'email_verifications', key: '"id"', expired: (now) => sql`"expires_at" < ${before(now, RETENTION.emailVerificationsAfterExpiry)}` },
  {
    table: 'sessions',
    key: '"id"',
    expired: (now) => sql`("expires_at" < ${before(now, RETENTION.sessionsAfterEnd)} OR "ended_at" < ${before(now, RETENTION.sessionsAfterEnd)})`,
  },
  { table: 'idempotency_keys', key: '"scope", "key"', expired: (now) => sql`"created_at" < ${before(now, RETENTION.idempotencyKeysAfterCreation)}` },
  {
    table: 'sandbox_psp_notifications',
    key: '"event_id"',
    expired: (now) => sql`"status" <> 'pending' AND "completed_at" < ${before(now, RETENTION.sandboxNotificationsAfterCompletion)}`,
  },
];

export type CleanupReport = Record<string, number>;

/** One batch: rows locked by another run are skipped, so concurrent runs never fight over a row. */
async function deleteBatch(db: Db, rule: Rule, now: Date, size: number): Promise<number> {
  const key = sql.raw(rule.key);
  const table = sql.raw(`"${rule.table}"`);
  const result = await db.execute(sql`
    DELETE FROM ${table} WHERE (${key}) IN (
      SELECT ${key} FROM ${table} WHERE ${rule.expired(now)} LIMIT ${size} FOR UPDATE SKIP LOCKED
    )`);
  return (result as unknown as { rowCount?: number | null; affectedRows?: number }).rowCount ?? (result as { affectedRows?: number }).affectedRows ?? 0;
}

/** Deletes what is past its grace period, table by table, in bounded batches; answers the counts. */
export async function deleteExpiredRows(deps: CleanupDeps, options: CleanupOptions = {}): Promise<CleanupReport> {
  const size = options.batchSize ?? BATCH_SIZE;
  const maxBatches = options.maxBatches ?? MAX_BATCHES;
  const now = deps.now();
  const report: CleanupReport = {};
  for (const rule of rules) {
    let deleted = 0;
    for (let batch = 0; batch < maxBatches; batch += 1) {
      const n = await deleteBatch(deps.db, rule, now, size);
      deleted += n;
      if (n < size) break;
    }
    report[rule.table] = deleted;
  }
  return report;
}
