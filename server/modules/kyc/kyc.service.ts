// KYC documents: the player submits three photos (checked and re-encoded, server/modules/kyc/kyc-image.ts),
// the submission waits for an operator, who approves it or rejects it with a reason the player
// reads; a rejected player may submit again. Photos are read back only by their owner and operators.
import { randomUUID } from 'node:crypto';
import { kycSides, type KycImageFile, type KycSide, type KycStatus } from '../../../src/contracts/kyc.ts';
import type { Db } from '../../db/database.ts';
import type { KycSubmissionStatus } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { uniqueViolation } from '../auth/users.repo.ts';
import { writeLetter } from '../letters/write-letter.ts';
import type { DocumentStore } from './document-store.ts';
import { cleanKycImage, extensionOf, type KycImageType } from './kyc-image.ts';
import {
  insertSubmission,
  latestSubmissionOf,
  listSubmissions,
  lockSubmission,
  lockUser,
  reviewSubmission,
  submissionById,
  submissionWithUser,
  type KycRow,
  type KycWithUser,
} from './kyc.repo.ts';
import { transactionWithRetry } from '../../db/retry.ts';
import type { AuditTrail } from '../ops/audit/record-audit.ts';

export interface KycDeps {
  db: Db;
  now: () => Date;
  store: DocumentStore;
}

function statusOf(row: KycRow | undefined): KycStatus {
  if (!row) return { status: 'none', id: null, reason: null, submittedAt: null, reviewedAt: null };
  return {
    status: row.status,
    id: row.id,
    reason: row.status === 'rejected' ? row.reason : null,
    submittedAt: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

export async function latestStatus(deps: KycDeps, userId: number): Promise<KycStatus> {
  return statusOf(await latestSubmissionOf(deps.db, userId));
}

/** Refuses a player whose submission waits or was approved: only none or rejected may submit. */
function assertMaySubmit(latest: KycRow | undefined): void {
  if (latest?.status === 'pending') throw new AppError(409, 'KYC_PENDING');
  if (latest?.status === 'approved') throw new AppError(409, 'KYC_ALREADY_APPROVED');
}

export async function submit(deps: KycDeps, userId: number, photos: Record<KycSide, string>): Promise<KycStatus> {
  // Cheap refusal first, before any image is decoded.
  assertMaySubmit(await latestSubmissionOf(deps.db, userId));
  // One at a time: at most one decoded photo in memory per request.
  const cleaned = [];
  for (const side of kycSides) cleaned.push({ side, image: await cleanKycImage(photos[side]) });

  // Stored before the row (files are not part of the transaction); removed again if the row is refused.
  const folder = `kyc/${userId}/${randomUUID()}`;
  const keys = Object.fromEntries(cleaned.map(({ side, image }) => [side, `${folder}/${side}.${extensionOf[image.mediaType]}`])) as Record<KycSide, string>;
  try {
    for (const { side, image } of cleaned) await deps.store.put(keys[side], image.bytes);
    return await transactionWithRetry(deps.db, async (tx) => {
      if (!(await lockUser(tx, userId))) throw new AppError(404, 'USER_NOT_FOUND');
      assertMaySubmit(await latestSubmissionOf(tx, userId));
      const row = await insertSubmission(tx, {
        userId,
        status: 'pending',
        frontKey: keys.front,
        backKey: keys.back,
        handheldKey: keys.handheld,
        createdAt: deps.now(),
      });
      return statusOf(row);
    });
  } catch (error) {
    await Promise.all(kycSides.map((side) => deps.store.delete(keys[side])));
    // The one-pending-per-player index: a second request that slipped past the check.
    if (uniqueViolation(error) === 'kyc_submissions_one_pending_idx') throw new AppError(409, 'KYC_PENDING');
    throw error;
  }
}

const keyOf = (row: KycRow, side: KycSide) => ({ front: row.frontKey, back: row.backKey, handheld: row.handheldKey })[side];

const typeOfKey = (key: string): KycImageType =>
  (Object.entries(extensionOf).find(([, ext]) => key.endsWith(`.${ext}`))?.[0] as KycImageType | undefined) ?? 'image/jpeg';

/**
 * One photo of a submission. `ownerId` is the caller for a player (someone else's submission is
 * 404, the same answer as one that does not exist) and null for an operator.
 */
export async function photoOf(deps: KycDeps, ownerId: number | null, id: number, side: KycSide): Promise<KycImageFile> {
  const row = await submissionById(deps.db, id);
  if (!row || (ownerId !== null && row.userId !== ownerId)) throw new AppError(404, 'KYC_NOT_FOUND');
  const key = keyOf(row, side);
  const bytes = await deps.store.get(key);
  if (!bytes) throw new Error(`KYC photo ${key} of submission ${id} is missing from the document store`);
  return { mediaType: typeOfKey(key), data: bytes.toString('base64') };
}

export function toOpsSubmission({ submission: s, account }: KycWithUser) {
  return {
    id: s.id,
    userId: s.userId,
    account,
    status: s.status,
    reason: s.reason,
    createdAt: s.createdAt.toISOString(),
    reviewedAt: s.reviewedAt?.toISOString() ?? null,
    reviewedBy: s.reviewedBy,
  };
}

export async function listForOperator(deps: KycDeps, input: { status: KycSubmissionStatus; pageNum: number; pageSize: number }) {
  const { rows, total } = await listSubmissions(deps.db, input.status, input);
  return { list: rows.map(toOpsSubmission), total, pageNum: input.pageNum, pageSize: input.pageSize };
}

/** Reviews a pending submission in the caller's transaction (409 when it was reviewed already); the player gets a letter. */
export async function reviewInTransaction(
  tx: Db,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  reviewer: string,
  now: Date,
): Promise<KycRow> {
  const row = await lockSubmission(tx, id);
  if (!row) throw new AppError(404, 'KYC_NOT_FOUND');
  if (row.status !== 'pending') throw new AppError(409, 'KYC_NOT_PENDING');
  const reviewed = await reviewSubmission(tx, id, { ...decision, reviewedAt: now, reviewedBy: reviewer });
  await writeLetter(tx, {
    userId: row.userId,
    key: decision.status === 'approved' ? 'kycApproved' : 'kycRejected',
    params: decision.reason === null ? {} : { reason: decision.reason },
    at: now,
  });
  return reviewed;
}

/** The operator's review, recorded by `audit` in its transaction. */
export async function review(
  deps: KycDeps,
  id: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null },
  reviewer: string,
  audit: AuditTrail,
) {
  return transactionWithRetry(deps.db, async (tx) => {
    const before = (await lockSubmission(tx, id)) ? toOpsSubmission(await submissionWithUser(tx, id)) : null;
    await reviewInTransaction(tx, id, decision, reviewer, deps.now());
    const after = toOpsSubmission(await submissionWithUser(tx, id));
    const action = decision.status === 'approved' ? 'kyc.approve' : 'kyc.reject';
    await audit(tx, { action, targetType: 'kyc-submission', targetId: id, before, after, reason: decision.reason });
    return after;
  });
}

/** An operator's view of one photo, recorded (in a transaction of its own, before the photo is sent) by `audit`. */
export async function photoForOperator(deps: KycDeps, id: number, side: KycSide, audit: AuditTrail): Promise<KycImageFile> {
  const photo = await photoOf(deps, null, id, side);
  await transactionWithRetry(deps.db, (tx) =>
    audit(tx, { action: 'kyc.image', targetType: 'kyc-submission', targetId: id, before: null, after: { side, mediaType: photo.mediaType } }),
  );
  return photo;
}
