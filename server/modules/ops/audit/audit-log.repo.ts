// Reading the audit log: filters, newest first. The indexes of migration 0026 serve each filter
// with the id order (operator, action, target) and the time range.
import { and, desc, eq, gte, like, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { auditFilter } from '../../../../src/contracts/ops-audit.ts';
import type { Db } from '../../../db/database.ts';
import { operatorAudit } from '../../../db/schema.ts';

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

export async function listAudit(db: Db, filter: AuditFilter, page: { pageNum: number; pageSize: number }): Promise<{ rows: AuditLogRow[]; total: number }> {
  const where = whereOf(filter);
  const rows = await db
    .select()
    .from(operatorAudit)
    .where(where)
    .orderBy(desc(operatorAudit.id))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  const [counted] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(operatorAudit).where(where);
  return { rows, total: counted?.n ?? 0 };
}

/** Up to `limit` rows, newest first, and whether more matched. */
export async function exportAudit(db: Db, filter: AuditFilter, limit: number): Promise<{ rows: AuditLogRow[]; truncated: boolean }> {
  const rows = await db.select().from(operatorAudit).where(whereOf(filter)).orderBy(desc(operatorAudit.id)).limit(limit + 1);
  return { rows: rows.slice(0, limit), truncated: rows.length > limit };
}
