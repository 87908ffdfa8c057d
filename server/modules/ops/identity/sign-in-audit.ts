// Where sign-ins (ok and failed) and enrolments are recorded. The audit log's writer takes these
// entries once it exists; until then they go to the request log with the same fields.
import type { CallContext } from '../../../http/call-handler.ts';

export interface SignInAuditEntry {
  action: 'ops.sign-in' | 'ops.enrolment' | 'ops.step-up';
  operatorId: number | null;
  operatorName: string | null;
  sessionId: number | null;
  result: 'ok' | 'denied' | 'failed';
  errorKey: string | null;
}

export async function recordSignInAudit(context: Pick<CallContext, 'log' | 'ip' | 'userAgent'>, entry: SignInAuditEntry): Promise<void> {
  context.log.info({ audit: { ...entry, ip: context.ip, userAgent: context.userAgent } }, 'operator sign-in audit');
}
