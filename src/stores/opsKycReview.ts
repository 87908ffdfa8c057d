import { atom } from 'nanostores';
import { opsCall } from './opsSession.ts';
import { isApiError } from '../api/ApiError.ts';
import type { CallData } from '../contracts/define.ts';
import { kycSides } from '../contracts/kyc.ts';
import { opsKycApprove, opsKycImage, opsKycList, opsKycReject } from '../contracts/ops-kyc.ts';
import { opsReason } from '../contracts/ops.ts';
import { opsPlayerProfile } from '../contracts/ops-players.ts';

// The console's KYC review: the queue of waiting submissions, and one submission opened beside what
// the player declared (name and id number, from the player profile call) with its three photos
// (each view is audited by the server). Approve, or reject with a reason the contract accepts.

export type KycSubmission = CallData<typeof opsKycList>['list'][number];
export type KycSide = (typeof kycSides)[number];
export type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface KycQueueState {
  status: LoadStatus;
  pageNum: number;
  pageSize: number;
  page: CallData<typeof opsKycList> | null;
  error: string | null;
}

export interface KycDeclared {
  account: string;
  realName: string | null;
  idNumber: string | null;
}

export interface KycReviewState {
  submission: KycSubmission | null;
  declared: KycDeclared | null;
  /** `data:` addresses of the photos, by side, once all three arrived. */
  images: Record<KycSide, string> | null;
  status: LoadStatus;
  submitting: 'approve' | 'reject' | null;
  /** The verdict, once given here. */
  decided: { outcome: 'approved' | 'rejected'; by: string } | null;
  error: string | null;
}

const initialQueue: KycQueueState = { status: 'idle', pageNum: 1, pageSize: 20, page: null, error: null };
const initialReview: KycReviewState = { submission: null, declared: null, images: null, status: 'idle', submitting: null, decided: null, error: null };

export const $kycQueue = atom<KycQueueState>(initialQueue);
export const $kycReview = atom<KycReviewState>(initialReview);

const messageOf = (error: unknown): string => (isApiError(error) ? error.msg : String(error));

export async function loadKycQueue(pageNum = 1, pageSize = $kycQueue.get().pageSize): Promise<void> {
  $kycQueue.set({ ...$kycQueue.get(), status: 'loading', pageNum, pageSize, error: null });
  try {
    const page = await opsCall(opsKycList, { status: 'pending', pageNum, pageSize });
    $kycQueue.set({ ...$kycQueue.get(), status: 'ready', page });
  } catch (error) {
    $kycQueue.set({ ...$kycQueue.get(), status: 'error', error: messageOf(error) });
  }
}

/** Opens a submission: the player's declared details and the three photos, side by side. */
export async function openKycSubmission(submission: KycSubmission): Promise<void> {
  $kycReview.set({ ...initialReview, submission, status: 'loading' });
  try {
    const [profile, ...files] = await Promise.all([
      opsCall(opsPlayerProfile, { userId: submission.userId }),
      ...kycSides.map((side) => opsCall(opsKycImage, { id: submission.id, side })),
    ]);
    if ($kycReview.get().submission?.id !== submission.id) return;
    const images = Object.fromEntries(kycSides.map((side, index) => [side, `data:${files[index]!.mediaType};base64,${files[index]!.data}`])) as Record<KycSide, string>;
    $kycReview.set({
      ...$kycReview.get(),
      status: 'ready',
      declared: { account: profile.player.account, realName: profile.player.realName, idNumber: profile.player.idNumber },
      images,
    });
  } catch (error) {
    if ($kycReview.get().submission?.id === submission.id) $kycReview.set({ ...$kycReview.get(), status: 'error', error: messageOf(error) });
  }
}

export function closeKycSubmission(): void {
  $kycReview.set(initialReview);
}

async function decide(action: 'approve' | 'reject', reason: string): Promise<boolean> {
  const review = $kycReview.get();
  if (!review.submission || review.submitting || review.decided) return false;
  const id = review.submission.id;
  if (action === 'reject' && !opsReason.safeParse(reason).success) return false;
  $kycReview.set({ ...review, submitting: action, error: null });
  try {
    const answer = action === 'approve' ? await opsCall(opsKycApprove, { id }) : await opsCall(opsKycReject, { id, reason: reason.trim() });
    $kycReview.set({
      ...$kycReview.get(),
      submitting: null,
      decided: { outcome: answer.status === 'approved' ? 'approved' : 'rejected', by: answer.reviewedBy ?? '' },
    });
    // The decided submission leaves the queue.
    void loadKycQueue($kycQueue.get().pageNum);
    return true;
  } catch (error) {
    $kycReview.set({ ...$kycReview.get(), submitting: null, error: messageOf(error) });
    return false;
  }
}

export const approveKyc = (reason = '') => decide('approve', reason);
export const rejectKyc = (reason: string) => decide('reject', reason);

export function resetOpsKycReview(): void {
  $kycQueue.set(initialQueue);
  $kycReview.set(initialReview);
}
