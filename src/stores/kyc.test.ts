import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import type { KycStatus } from '../contracts/kyc.ts';
import { compressionOptions, compressPhoto, PhotoError, PNG_TO_JPEG_BYTES, type CompressOptions } from '../lib/compressPhoto.ts';
import { $kycPhotos, $kycStatus, $kycUpload, abortPhoto, allPhotosReady, blobToBase64, clearPhotos, loadKycStatus, pickPhoto, submitKyc } from './kyc.ts';
import { $toasts } from './toasts.ts';

const server = setUpStoreTests('player-token');
afterEach(() => clearPhotos());

const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const status = (changes: Partial<KycStatus>): KycStatus => ({ status: 'none', id: null, reason: null, submittedAt: null, reviewedAt: null, ...changes });
const LATEST = '/v2/app/user/kyc/latest';
const ADD = '/v2/app/user/kyc/add';

const jpeg = (bytes = [0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]) => new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' });
/** Stands in for the canvas work (this runs in Node): reports progress, answers the file as it came. */
const passThrough = async (file: unknown, { onProgress }: CompressOptions) => {
  onProgress?.(50);
  return file as Blob;
};

describe('the spec §9 compression rules', () => {
  it('quality 0.6 for every photo; a PNG over 5 000 000 bytes becomes a JPEG, one at the limit stays PNG', () => {
    const png = (size: number) => ({ type: 'image/png', size }) as Blob;
    expect(compressionOptions(jpeg())).toMatchObject({ initialQuality: 0.6, useWebWorker: false });
    expect(compressionOptions(jpeg()).fileType).toBeUndefined();
    expect(compressionOptions(png(PNG_TO_JPEG_BYTES + 1)).fileType).toBe('image/jpeg');
    expect(compressionOptions(png(PNG_TO_JPEG_BYTES)).fileType).toBeUndefined();
  });

  it('tells the spec §8 cases apart: not an image or not a blob, an unsupported browser, aborted', async () => {
    const kind = (promise: Promise<unknown>) => promise.then(() => 'compressed', (e: unknown) => (e instanceof PhotoError ? e.kind : String(e)));
    expect(await kind(compressPhoto('not a file'))).toBe('notImage');
    expect(await kind(compressPhoto(new Blob(['hello'], { type: 'text/plain' })))).toBe('notImage');
    // Node has no FileReader and no canvas: the same as a browser that cannot compress.
    expect(await kind(compressPhoto(jpeg()))).toBe('unsupported');
  });
});

describe('KYC photos and submission', () => {
  it('a picked photo is compressed with progress, then previewed and ready', async () => {
    const seen: number[] = [];
    const stop = $kycPhotos.subscribe((photos) => seen.push(photos.front.progress));
    await expect(pickPhoto('front', jpeg(), passThrough)).resolves.toBe(true);
    stop();
    expect(seen).toContain(50);
    const front = $kycPhotos.get().front;
    expect(front).toMatchObject({ state: 'ready', progress: 100, error: null });
    expect(front.previewUrl).toBe('data:image/jpeg;base64,/9j/4AECAw==');
    expect(allPhotosReady()).toBe(false);
  });

  it('each failure keeps its own kind for its own message; a new pick replaces the failed one', async () => {
    await pickPhoto('back', new Blob(['x'], { type: 'text/plain' }));
    expect($kycPhotos.get().back).toMatchObject({ state: 'failed', error: 'notImage', blob: null });
    for (const kind of ['readFailed', 'loadFailed', 'unsupported'] as const) {
      await pickPhoto('back', jpeg(), async () => {
        throw new PhotoError(kind);
      });
      expect($kycPhotos.get().back.error).toBe(kind);
    }
    await pickPhoto('back', jpeg(), passThrough);
    expect($kycPhotos.get().back).toMatchObject({ state: 'ready', error: null });
  });

  it('aborting a compression in progress shows the aborted case; a newer pick wins over an older one', async () => {
    const slow = (file: unknown, { signal }: CompressOptions) =>
      new Promise<Blob>((resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new PhotoError('aborted')));
        setTimeout(() => resolve(file as Blob), 50);
      });
    const first = pickPhoto('handheld', jpeg(), slow);
    expect($kycPhotos.get().handheld.state).toBe('compressing');
    abortPhoto('handheld');
    await expect(first).resolves.toBe(false);
    expect($kycPhotos.get().handheld).toMatchObject({ state: 'failed', error: 'aborted' });

    const older = pickPhoto('handheld', jpeg([0xff, 0xd8, 0xff, 1]), slow);
    const newer = pickPhoto('handheld', jpeg([0xff, 0xd8, 0xff, 2]), passThrough);
    await Promise.all([older, newer]);
    expect($kycPhotos.get().handheld.state).toBe('ready');
    expect(new Uint8Array(await $kycPhotos.get().handheld.blob!.arrayBuffer())[3]).toBe(2);
  });

  it('sends the three photos as base64 only when all are ready, then shows the pending status', async () => {
    let body: Record<string, string> | undefined;
    server().on(ADD, (req, res) => {
      body = req.body as Record<string, string>;
      sendJson(res, 200, ok(status({ status: 'pending', id: 7, submittedAt: '2026-11-25T10:00:00.000Z' })));
    });
    server().on(LATEST, (_, res) => sendJson(res, 200, ok(status(body ? { status: 'pending', id: 7, submittedAt: '2026-11-25T10:00:00.000Z' } : {}))));
    await loadKycStatus();
    expect($kycStatus.get().data?.status).toBe('none');
    await pickPhoto('front', jpeg([0xff, 0xd8, 0xff, 10]), passThrough);
    await expect(submitKyc()).resolves.toBe(false);
    expect(body).toBeUndefined();
    await pickPhoto('back', jpeg([0xff, 0xd8, 0xff, 11]), passThrough);
    await pickPhoto('handheld', jpeg([0xff, 0xd8, 0xff, 12]), passThrough);
    await expect(submitKyc('Sent')).resolves.toBe(true);
    expect(body).toEqual({ front: '/9j/Cg==', back: '/9j/Cw==', handheld: '/9j/DA==' });
    expect($kycStatus.get().data).toMatchObject({ status: 'pending', id: 7 });
    expect($kycPhotos.get().front.state).toBe('empty');
    expect($toasts.get().map((t) => t.message)).toContain('Sent');
  });

  it('a refused submission keeps the photos for another try and reads the status again', async () => {
    server().on(ADD, (_, res) => sendJson(res, 409, { code: 409, msg: 'Already waiting', data: null, error: 'KYC_PENDING', reqId: 'r' }));
    server().on(LATEST, (_, res) => sendJson(res, 200, ok(status({ status: 'pending', id: 3 }))));
    for (const side of ['front', 'back', 'handheld'] as const) await pickPhoto(side, jpeg(), passThrough);
    await expect(submitKyc()).resolves.toBe(false);
    expect($kycUpload.get()).toBe('failed');
    expect(allPhotosReady()).toBe(true);
    expect($kycStatus.get().data).toMatchObject({ status: 'pending', id: 3 });
    expect($toasts.get().map((t) => t.message)).toContain('Already waiting');
  });

  it('base64 of a large blob is exact (chunked)', async () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 251);
    expect(await blobToBase64(new Blob([bytes]))).toBe(Buffer.from(bytes).toString('base64'));
  });
});
