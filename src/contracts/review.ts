import { z } from './zod.ts';
import { isoDateTime, pageRequest } from './common.ts';

// What operators review (agent applications, KYC submissions) has one shape: who asked, when,
// and the verdict with its reason. The calls of each add what is their own.

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;

/** One reviewed (or waiting) request as operators list it. */
export const opsReviewRecord = z.object({
  id: z.number().check(z.int()),
  userId: z.number().check(z.int()),
  account: z.string(),
  status: z.enum(reviewStatuses),
  reason: z.nullable(z.string()),
  createdAt: isoDateTime,
  reviewedAt: z.nullable(isoDateTime),
  reviewedBy: z.nullable(z.string()),
});

/** A page of requests by status, pending by default. */
export const opsReviewListRequest = z.strictObject({ ...pageRequest.shape, status: z._default(z.enum(reviewStatuses), 'pending') });
