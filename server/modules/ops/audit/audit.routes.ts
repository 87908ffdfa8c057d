// The audit log's calls: the list (newest first, paged) and the CSV export, with the same filters.
// Reading the log is not itself recorded; refusals of these calls are, like any operator call's.
import { AUDIT_EXPORT_MAX_ROWS } from '../../../../src/contracts/ops-audit.ts';
import type { Db } from '../../../db/database.ts';
import type { CallHandlers } from '../../../http/call-handler.ts';
import { auditCsv } from './audit-csv.fns.ts';
import { exportAudit, listAudit, type AuditLogRow } from './audit-log.repo.ts';

type Calls = 'opsAuditList' | 'opsAuditExport';

export function toAuditRecord(row: AuditLogRow) {
  return { ...row, at: row.at.toISOString(), before: row.before ?? null, after: row.after ?? null };
}

export function auditHandlers(deps: { db: Db; now: () => Date }): Pick<CallHandlers, Calls> {
  return {
    opsAuditList: async ({ pageNum, pageSize, ...filter }) => {
      const { rows, total } = await listAudit(deps.db, filter, { pageNum, pageSize });
      return { list: rows.map(toAuditRecord), total, pageNum, pageSize };
    },
    opsAuditExport: async (filter) => {
      const { rows, truncated } = await exportAudit(deps.db, filter, AUDIT_EXPORT_MAX_ROWS);
      const stamp = deps.now().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
      return { filename: `operator-audit-${stamp}.csv`, csv: auditCsv(rows.map(toAuditRecord)), rows: rows.length, truncated };
    },
  };
}
