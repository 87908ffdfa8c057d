import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { opsReviewListRequest, opsReviewRecord } from './review.ts';
import { emptyRequest, isoDateTime } from './common.ts';
import { secret } from './secret.ts';

// Identity documents (spec §3 "KYC certificate", §4 "A KYC submission awaits review"): three photos
// of an ID card, sent as base64 in the JSON body of `user/kyc/add` (the API stays JSON-only; the
// browser has compressed them first, spec §9), checked, stripped of metadata and stored by the
// server. The owner reads their photos back through `user/get/kyc`, operators through /v2/ops.

/** The three photos, in the order the screen asks for them. */
export const kycSides = ['front', 'back', 'handheld'] as const;
export type KycSide = (typeof kycSides)[number];

/** Largest photo the server takes, in bytes once decoded (the browser sends far less after compression). */
export const KYC_IMAGE_MAX_BYTES = 8_000_000;
/** Largest photo in pixels (width × height); decoding stops before a bigger one is in memory. */
export const KYC_IMAGE_MAX_PIXELS = 40_000_000;
/** Shortest side a readable ID photo has. */
export const KYC_IMAGE_MIN_SIDE = 200;
/** Base64 length of the largest photo. */
const MAX_BASE64 = Math.ceil(KYC_IMAGE_MAX_BYTES / 3) * 4;
/** The add call's body limit: three largest photos and the JSON around them. */
export const KYC_ADD_BODY_LIMIT = 3 * MAX_BASE64 + 4096;

/** One photo: base64 (RFC 4648, with padding) of a JPEG, PNG or WebP file. Never logged. */
const kycImage = secret(
  z.string().check(z.minLength(4), z.maxLength(MAX_BASE64), z.regex(/^[A-Za-z0-9+/]*={0,2}$/, 'base64')),
);

export const kycStates = ['none', 'pending', 'approved', 'rejected'] as const;
export type KycState = (typeof kycStates)[number];

export const kycStatus = z.object({
  /** `none` until the first submission. */
  status: z.enum(kycStates),
  /** The latest submission's id (null with `none`). */
  id: z.nullable(z.number().check(z.int())),
  /** Why it was rejected; null otherwise. */
  reason: z.nullable(z.string()),
  submittedAt: z.nullable(isoDateTime),
  reviewedAt: z.nullable(isoDateTime),
});
export type KycStatus = z.infer<typeof kycStatus>;

/** One stored photo: its media type and base64 bytes (re-encoded by the server, no metadata). */
export const kycImageFile = z.object({
  mediaType: z.enum(['image/jpeg', 'image/png', 'image/webp']),
  data: z.string(),
});
export type KycImageFile = z.infer<typeof kycImageFile>;

export const submissionId = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));
export const kycRejectReason = z.string().check(z.trim(), z.minLength(1), z.maxLength(200), z.regex(/^[^\p{Cc}<>]*$/u));

export const userKycAdd = defineCall({
  path: '/v2/app/user/kyc/add',
  auth: 'user',
  tag: 'account',
  summary: 'Submit the three ID photos (front, back, held in hand) as base64 JPEG, PNG or WebP; the submission awaits review',
  bodyLimit: KYC_ADD_BODY_LIMIT,
  request: z.strictObject({ front: kycImage, back: kycImage, handheld: kycImage }),
  response: kycStatus,
});

export const userKycLatest = defineCall({
  path: '/v2/app/user/kyc/latest',
  auth: 'user',
  tag: 'account',
  summary: 'The state of the latest KYC submission: none, pending, approved or rejected (with the reason)',
  request: emptyRequest,
  response: kycStatus,
});

export const userGetKyc = defineCall({
  path: '/v2/app/user/get/kyc',
  auth: 'user',
  tag: 'account',
  summary: "One photo of the caller's own submission (another player's answers 404)",
  request: z.strictObject({ id: submissionId, side: z.enum(kycSides) }),
  response: kycImageFile,
});

/** A submission as operators list it, and the queue's request (the operator calls are in ops-kyc.ts). */
export const opsKycSubmission = opsReviewRecord;
export const opsKycListRequest = opsReviewListRequest;
