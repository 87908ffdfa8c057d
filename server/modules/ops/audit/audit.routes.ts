// The audit log's calls: the list (newest first, paged) and the CSV export, with the same filters.
// Reading the log is not itself recorded; refusals of these calls are, like any operator call's.
import { AUDIT_EXPORT_MAX_ROWS } from '../../../../src/contracts/ops-audit.ts';
import type { Db } from '../../../db/database.ts';
import type { CallHandlers } from '../../../http/call-handler.ts';
import { auditCsv } from './audit-csv.fns.ts';
import { approverNamesOf, exportAudit, listAudit, type AuditLogRow } from './audit-log.repo.ts';

type Calls = 'opsAuditList' | 'opsAuditExport';

export function toAuditRecord(row: AuditLogRow, approverNames: ReadonlyMap<number, string>) {
  const approverName = row.approverId === null ? null : (approverNames.get(row.approverId) ?? null);
  return { ...row, at: row.at.toISOString(), before: row.before ?? null, after: row.after ?? null, approverName };
}

async function recordsOf(db: Db, rows: readonly AuditLogRow[]) {
  const names = await approverNamesOf(db, rows);
  return rows.map((row) => toAuditRecord(row, names));
}

export function auditHandlers(deps: { db: Db; now: () => Date }): Pick<CallHandlers, Calls> {
  return {
    opsAuditList: async ({ pageNum, pageSize, ...filter }) => {
      const { rows, total } = await listAudit(deps.db, filter, { pageNum, pageSize });
      return { list: await recordsOf(deps.db, rows), total, pageNum, pageSize };
    },
    opsAuditExport: async (filter) => {
      const { rows, truncated } = await exportAudit(deps.db, filter, AUDIT_EXPORT_MAX_ROWS);
      const stamp = deps.now().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
      return { filename: `operator-audit-${stamp}.csv`, csv: auditCsv(await recordsOf(deps.db, rows)), rows: rows.length, truncated };
    },
  };
}
