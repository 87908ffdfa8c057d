// Sign-ins and enrolments that succeed are written to the audit log here (the new session is the
// row's session). Refused ones (wrong factors, lock, bad link) are written as `denied` by the audit
// log's refusal hook (server/modules/ops/audit/audit-refusals.ts) with their error key.
import type { Db } from '../../../db/database.ts';
import { transactionWithRetry } from '../../../db/retry.ts';
import type { CallContext } from '../../../http/call-handler.ts';
import { lockAuditChainOnRetry, recordAudit } from '../audit/record-audit.ts';

export interface SignInAuditEntry {
  action: 'auth.sign-in' | 'auth.enrolment.complete';
  operatorId: number;
  operatorName: string;
  sessionId: number;
}

export async function recordSignInAudit(db: Db, context: Pick<CallContext, 'ip' | 'userAgent'>, entry: SignInAuditEntry): Promise<void> {
  await transactionWithRetry(db, async (tx, attempt) => {
    await lockAuditChainOnRetry(tx, attempt);
    await recordAudit(tx, {
      ...entry,
      credentialId: null,
      ip: context.ip,
      userAgent: context.userAgent,
      idempotencyKey: null,
      targetType: 'operator',
      targetId: entry.operatorId,
      before: null,
      after: null,
      result: 'ok',
    });
  });
}
