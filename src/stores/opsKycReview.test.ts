import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import { $kycQueue, $kycReview, approveKyc, loadKycQueue, openKycSubmission, rejectKyc, resetOpsKycReview } from './opsKycReview.ts';
import { $token } from './session.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });

const submission = { id: 9, userId: 42, account: 'Hanako01', status: 'pending', reason: null, createdAt: '2026-03-01T10:00:00.000Z', reviewedAt: null, reviewedBy: null };
const profile = {
  player: { id: 42, account: 'Hanako01', email: null, phone: null, realName: 'Sato Hanako', idNumber: 'AB1234567', agentCode: null, status: 'active', createdAt: '2026-03-01T10:00:00.000Z', lastLoginAt: null },
  nickname: null,
  referrer: null,
  balance: '0.0000',
  held: '0.0000',
  kycStatus: 'pending',
  cards: [],
  masked: false,
};

function answerSubmission() {
  server().on('/v2/ops/player/profile', (_, res) => sendJson(res, 200, ok(profile)));
  server().on('/v2/ops/kyc/image', (req, res) => sendJson(res, 200, ok({ mediaType: 'image/jpeg', data: `${(req.body as { side: string }).side}-bytes` })));
  server().on('/v2/ops/kyc/list', (_, res) => sendJson(res, 200, ok({ list: [], total: 0, pageNum: 1, pageSize: 20 })));
}

afterEach(() => resetOpsKycReview());

describe('operator KYC review store', () => {
  it('loads the pending queue', async () => {
    server().on('/v2/ops/kyc/list', (_, res) => sendJson(res, 200, ok({ list: [submission], total: 1, pageNum: 1, pageSize: 20 })));
    await loadKycQueue();
    expect(server().seen[0]?.body).toEqual({ status: 'pending', pageNum: 1, pageSize: 20 });
    expect($kycQueue.get()).toMatchObject({ status: 'ready', page: { total: 1 } });
  });

  it('opens a submission with the declared name and id number and the three photos', async () => {
    answerSubmission();
    await openKycSubmission(submission as never);
    expect($kycReview.get()).toMatchObject({
      status: 'ready',
      declared: { account: 'Hanako01', realName: 'Sato Hanako', idNumber: 'AB1234567' },
      images: { front: 'data:image/jpeg;base64,front-bytes', back: 'data:image/jpeg;base64,back-bytes', handheld: 'data:image/jpeg;base64,handheld-bytes' },
    });
    expect(server().seen.filter((r) => r.path === '/v2/ops/kyc/image').map((r) => r.body)).toEqual([
      { id: 9, side: 'front' },
      { id: 9, side: 'back' },
      { id: 9, side: 'handheld' },
    ]);
    expect($token.get()).toBe('player-t0k3n');
  });

  it('rejects only with a reason, then records who decided', async () => {
    answerSubmission();
    server().on('/v2/ops/kyc/reject', (_, res) => sendJson(res, 200, ok({ ...submission, status: 'rejected', reason: 'Blurred', reviewedAt: submission.createdAt, reviewedBy: 'kyc.op' })));
    await openKycSubmission(submission as never);
    await expect(rejectKyc('  ')).resolves.toBe(false);
    expect(server().seen.some((r) => r.path === '/v2/ops/kyc/reject')).toBe(false);
    await expect(rejectKyc(' Blurred ')).resolves.toBe(true);
    expect(server().seen.find((r) => r.path === '/v2/ops/kyc/reject')?.body).toEqual({ id: 9, reason: 'Blurred' });
    expect($kycReview.get().decided).toEqual({ outcome: 'rejected', by: 'kyc.op' });
    // Decided once: a second verdict is not sent.
    await expect(approveKyc()).resolves.toBe(false);
  });

  it('shows the server’s refusal of a verdict', async () => {
    answerSubmission();
    server().on('/v2/ops/kyc/approve', (_, res) => sendJson(res, 409, refused(409, 'KYC_ALREADY_REVIEWED', 'This submission was already reviewed.')));
    await openKycSubmission(submission as never);
    await expect(approveKyc()).resolves.toBe(false);
    expect($kycReview.get()).toMatchObject({ submitting: null, decided: null, error: 'This submission was already reviewed.' });
  });
});
