import { z } from './zod.ts';
import { isoDateTime, pageRequest } from './common.ts';

// What operators review (agent applications, KYC submissions) has one shape: who asked, when,
// and the verdict with its reason. The calls of each add what is their own.

export const reviewStatuses = ['pending', 'approved', 'rejected'] as const;

/** One reviewed (or waiting) request as operators list it. */
export const opsReviewRecord = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.string(),
  status: z.enum(reviewStatuses),
  reason: z.string().nullable(),
  createdAt: isoDateTime,
  reviewedAt: isoDateTime.nullable(),
  reviewedBy: z.string().nullable(),
});

/** A page of requests by status, pending by default. */
export const opsReviewListRequest = pageRequest.extend({ status: z.enum(reviewStatuses).default('pending') }).strict();
