// What each state-changing operator call changes: the target type its audit rows name and the body
// field that identifies it. The handlers record the same types; a refused call's row takes its
// target from the body as sent (when that field is a short string or number), so the rows of one
// thing, allowed or refused, are found together.
const targets: Record<string, { type: string; field: string | null }> = {
  'withdrawal.approve': { type: 'withdrawal', field: 'orderSn' },
  'withdrawal.reject': { type: 'withdrawal', field: 'orderSn' },
  'adjustment.create': { type: 'adjustment', field: null },
  'withdrawal.escalate': { type: 'withdrawal', field: 'orderSn' },
  'approval.approve': { type: 'approval', field: 'id' },
  'approval.reject': { type: 'approval', field: 'id' },
  'payment.refund': { type: 'payment', field: 'orderSn' },
  'agent.application.approve': { type: 'agent-application', field: 'id' },
  'agent.application.reject': { type: 'agent-application', field: 'id' },
  'agent.rebate.rates.set': { type: 'rebate-rates', field: null },
  'agent.rebate.settle': { type: 'rebate-period', field: 'period' },
  'kyc.image': { type: 'kyc-submission', field: 'id' },
  'kyc.approve': { type: 'kyc-submission', field: 'id' },
  'kyc.reject': { type: 'kyc-submission', field: 'id' },
  'letter.send': { type: 'letter', field: null },
  'letter.broadcast': { type: 'letter', field: null },
  // Content rows are named `<kind>:<id>` (notice:3), which no single body field holds.
  'content.save': { type: 'content', field: null },
  'content.publish': { type: 'content', field: null },
  'content.image.upload': { type: 'content-image', field: null },
  'protection.exclude': { type: 'user', field: 'account' },
  'player.lock': { type: 'user', field: 'userId' },
  'player.unlock': { type: 'user', field: 'userId' },
  'player.note.add': { type: 'user', field: 'userId' },
  'jsy.transfer.resolve': { type: 'jsy-transfer', field: 'transferSn' },
  // Operator identity: sign-out and step-up name the acting operator; admins' changes the one changed.
  'auth.sign-out': { type: 'operator', field: null },
  'auth.step-up': { type: 'operator', field: null },
  'operator.create': { type: 'operator', field: null },
  'operator.roles.set': { type: 'operator', field: 'operatorId' },
  'operator.disable': { type: 'operator', field: 'operatorId' },
  'operator.enable': { type: 'operator', field: 'operatorId' },
  'operator.sessions.end': { type: 'operator', field: 'operatorId' },
  'operator.totp.reset': { type: 'operator', field: 'operatorId' },
  'credential.create': { type: 'operator-credential', field: null },
  'credential.revoke': { type: 'operator-credential', field: 'id' },
};

/** The audited actions: every operator call that changes something or shows a KYC photo. */
export const auditedActions = Object.keys(targets);

export function auditTargetOf(action: string, body: unknown): { type: string | null; id: string | null } {
  const target = targets[action];
  if (!target) return { type: null, id: null };
  const value = target.field && body && typeof body === 'object' ? (body as Record<string, unknown>)[target.field] : undefined;
  const id = (typeof value === 'string' && value.length <= 100) || (typeof value === 'number' && Number.isFinite(value)) ? String(value) : null;
  return { type: target.type, id };
}
