// Reading the audit log: filters, newest first by time (the id breaks ties). The indexes of
// migration 0032 serve each filter (operator, action or prefix, target, time range) in that order,
// so a page is an index range read up to its limit (`npm run bench:ops` measures them).
import { and, desc, eq, gte, inArray, like, lt, sql, type SQL } from '../../../db/orm.ts';
import type { z } from 'zod';
import type { auditFilter } from '../../../../src/contracts/ops-audit.ts';
import type { Db } from '../../../db/database.ts';
import { operatorAudit, operators } from '../../../db/schema.ts';

export type AuditFilter = z.output<typeof auditFilter>;
export type AuditLogRow = typeof operatorAudit.$inferSelect;

/** `kyc.` matches every action under kyc; anything else matches exactly. */
function actionCondition(action: string): SQL {
  if (!action.endsWith('.')) return eq(operatorAudit.action, action);
  return like(operatorAudit.action, `${action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

function whereOf(filter: AuditFilter): SQL | undefined {
  return and(
    filter.operator !== undefined ? eq(operatorAudit.operatorName, filter.operator) : undefined,
    filter.action !== undefined ? actionCondition(filter.action) : undefined,
    filter.targetType !== undefined ? eq(operatorAudit.targetType, filter.targetType) : undefined,
    filter.targetId !== undefined ? eq(operatorAudit.targetId, filter.targetId) : undefined,
    filter.result !== undefined ? eq(operatorAudit.result, filter.result) : undefined,
    filter.from !== undefined ? gte(operatorAudit.at, new Date(filter.from)) : undefined,
    filter.to !== undefined ? lt(operatorAudit.at, new Date(filter.to)) : undefined,
  );
}

/** Newest first: by time, the chain's order among rows of one instant. */
const newestFirst = [desc(operatorAudit.at), desc(operatorAudit.id)];

/**
 * How many rows match. Unfiltered, the chain's head says it: ids run from 1 without a gap (the
 * append trigger numbers them under its lock, the log refuses DELETE, audit-verify checks both), so
 * the last id is the count, where count(*) would read every row's index entry.
 */
async function totalOf(db: Db, where: SQL | undefined): Promise<number> {
  if (where === undefined) {
    const [head] = ((await db.execute(sql`SELECT last_id::text AS n FROM operator_audit_head`)) as unknown as { rows: { n: string }[] }).rows;
    return Number(head?.n ?? 0);
  }
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(operatorAudit).where(where);
  return counted?.n ?? 0;
}

export async function listAudit(db: Db, filter: AuditFilter, page: { pageNum: number; pageSize: number }): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = whereOf(filter);
  // The page and the count are independent reads: side by side on two connections.
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(operatorAudit)
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.pageSize)
      .offset((page.pageNum - 1) * page.pageSize),
    totalOf(db, where),
  ]);
  return { rows, total };
}

/** Up to `limit` rows, newest first, and whether more matched. */
export async function exportAudit(db: Db, filter: AuditFilter, limit: number): Promise<{ rows: AuditLogRow[]; truncated: boolean }> {
  const rows = await db.select().from(operatorAudit).where(whereOf(filter)).orderBy(...newestFirst).limit(limit + 1);
  return { rows: rows.slice(0, limit), truncated: rows.length > limit };
}

/** The names of the approvers a page of rows names (a row keeps only the approver's id). */
export async function approverNamesOf(db: Db, rows: readonly AuditLogRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((row) => (row.approverId === null ? [] : [row.approverId])))];
  if (ids.length === 0) return new Map();
  const found = await db.select({ id: operators.id, name: operators.name }).from(operators).where(inArray(operators.id, ids));
  return new Map(found.map(({ id, name }) => [id, name]));
}
