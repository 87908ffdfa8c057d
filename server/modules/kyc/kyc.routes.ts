// KYC calls: the player's submission, status and own photos, and the operator's review.
import type { CallHandlers } from '../../http/call-handler.ts';
import { sessionOf } from '../auth/auth.routes.ts';
import { auditTrailOf } from '../ops/audit/record-audit.ts';
import * as kyc from './kyc.service.ts';

type Calls = 'userKycAdd' | 'userKycLatest' | 'userGetKyc' | 'opsKycList' | 'opsKycImage' | 'opsKycApprove' | 'opsKycReject';

export function kycHandlers(deps: kyc.KycDeps): Pick<CallHandlers, Calls> {
  return {
    userKycAdd: async (input, context) => kyc.submit(deps, sessionOf(context).userId, input),
    userKycLatest: async (_input, context) => kyc.latestStatus(deps, sessionOf(context).userId),
    userGetKyc: async ({ id, side }, context) => kyc.photoOf(deps, sessionOf(context).userId, id, side),
    opsKycList: async (input) => kyc.listForOperator(deps, input),
    opsKycImage: async ({ id, side }, context) => kyc.photoForOperator(deps, id, side, auditTrailOf(context)),
    opsKycApprove: async ({ id }, context) => kyc.review(deps, id, { status: 'approved', reason: null }, context.operator!.name, auditTrailOf(context)),
    opsKycReject: async ({ id, reason }, context) => kyc.review(deps, id, { status: 'rejected', reason }, context.operator!.name, auditTrailOf(context)),
  };
}
