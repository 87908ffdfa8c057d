// The audit rows of one target, oldest first: what the suites of each operator call check.
import { and, asc, eq } from '../../../server/db/orm.ts';
import type { Db } from '../../../server/db/database.ts';
import { operatorAudit } from '../../../server/db/schema.ts';

export function auditRowsOf(db: Db, targetType: string, targetId: string) {
  return db
    .select()
    .from(operatorAudit)
    .where(and(eq(operatorAudit.targetType, targetType), eq(operatorAudit.targetId, targetId)))
    .orderBy(asc(operatorAudit.id));
}
