import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { pageOf } from './common.ts';
import { kycImageFile, kycRejectReason, kycSides, opsKycListRequest, opsKycSubmission, submissionId } from './kyc.ts';

// The operators' KYC calls, in a file of their own so the player's KYC page never carries the
// operator API's paths (the build refuses a public page that loads one).

export const opsKycList = defineCall({
  path: '/v2/ops/kyc/list',
  auth: 'operator',
  tag: 'operations',
  summary: 'KYC submissions, oldest first, by status (pending by default)',
  request: opsKycListRequest,
  response: pageOf(opsKycSubmission),
});

export const opsKycImage = defineCall({
  path: '/v2/ops/kyc/image',
  auth: 'operator',
  tag: 'operations',
  summary: 'One photo of a KYC submission',
  request: z.strictObject({ id: submissionId, side: z.enum(kycSides) }),
  response: kycImageFile,
});

export const opsKycApprove = defineCall({
  path: '/v2/ops/kyc/approve',
  auth: 'operator',
  tag: 'operations',
  summary: 'Approve a pending KYC submission',
  request: z.strictObject({ id: submissionId }),
  response: opsKycSubmission,
});

export const opsKycReject = defineCall({
  path: '/v2/ops/kyc/reject',
  auth: 'operator',
  tag: 'operations',
  summary: 'Reject a pending KYC submission with a reason the player sees; they may submit again',
  request: z.strictObject({ id: submissionId, reason: kycRejectReason }),
  response: opsKycSubmission,
});
