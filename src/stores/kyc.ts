import { atom, map } from 'nanostores';
import { call } from '../api/calls.ts';
import { kycSides, type KycSide, userKycLatest, userKycAdd } from '../contracts/kyc.ts';
import { compressPhoto, PhotoError, type CompressOptions, type PhotoErrorKind } from '../lib/compressPhoto.ts';
import { pollRemote } from './polling.ts';
import { createRemote } from './remote.ts';
import { showToast } from './toasts.ts';

// Identity documents (spec §3, §4): three photos (front, back, held in hand), each compressed in
// the browser as it is picked, previewed, then sent together; the status panel shows none,
// pending, approved or rejected with the reason (submit again). Nothing here needs React.

/** While a submission waits for review, its status is read again this often. */
export const KYC_PENDING_POLL_MS = 30_000;

export const kycStatusRemote = createRemote((_: null, signal: AbortSignal) => call(userKycLatest, undefined, { signal }));
export const $kycStatus = kycStatusRemote.$state;

export interface KycPhoto {
  state: 'empty' | 'compressing' | 'ready' | 'failed';
  /** 0..100 while compressing. */
  progress: number;
  /** The compressed photo, sent on submit. */
  blob: Blob | null;
  /** A data URL of `blob` for the preview (the Content-Security-Policy allows data: images, not blob:). */
  previewUrl: string | null;
  error: PhotoErrorKind | null;
}

const emptyPhoto: KycPhoto = { state: 'empty', progress: 0, blob: null, previewUrl: null, error: null };

export const $kycPhotos = map<Record<KycSide, KycPhoto>>({ front: emptyPhoto, back: emptyPhoto, handheld: emptyPhoto });

/** `idle`, `sending` the three photos, `failed` (the API client has shown why). */
export const $kycUpload = atom<'idle' | 'sending' | 'failed'>('idle');

export type Compressor = (file: unknown, options: CompressOptions) => Promise<Blob>;

const running: Partial<Record<KycSide, AbortController>> = {};

export function loadKycStatus(): Promise<void> {
  return kycStatusRemote.load(null);
}

function setPhoto(side: KycSide, photo: KycPhoto): void {
  $kycPhotos.setKey(side, photo);
}

/**
 * Compresses the picked file and keeps it with a preview; a new pick for the same side aborts the
 * one still running. Answers whether the photo is ready.
 */
export async function pickPhoto(side: KycSide, file: unknown, compress: Compressor = compressPhoto): Promise<boolean> {
  running[side]?.abort();
  const controller = new AbortController();
  running[side] = controller;
  setPhoto(side, { ...emptyPhoto, state: 'compressing' });
  try {
    const blob = await compress(file, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (running[side] === controller) $kycPhotos.setKey(side, { ...$kycPhotos.get()[side], progress });
      },
    });
    const previewUrl = `data:${blob.type || 'image/jpeg'};base64,${await blobToBase64(blob)}`;
    if (running[side] !== controller) return false;
    setPhoto(side, { state: 'ready', progress: 100, blob, previewUrl, error: null });
    return true;
  } catch (error) {
    // A newer pick replaced this one: its own state stands.
    if (running[side] !== controller) return false;
    setPhoto(side, { ...emptyPhoto, state: 'failed', error: error instanceof PhotoError ? error.kind : 'loadFailed' });
    return false;
  } finally {
    if (running[side] === controller) delete running[side];
  }
}

/** Stops a compression in progress (the side shows the aborted message). */
export function abortPhoto(side: KycSide): void {
  running[side]?.abort();
}

/** Empties the three pickers (after a submission, or leaving the page). */
export function clearPhotos(): void {
  for (const side of kycSides) {
    running[side]?.abort();
    delete running[side];
    setPhoto(side, emptyPhoto);
  }
  $kycUpload.set('idle');
}

/** Base64 of a blob, in chunks (String.fromCharCode takes a bounded number of arguments). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function allPhotosReady(photos = $kycPhotos.get()): boolean {
  return kycSides.every((side) => photos[side].state === 'ready');
}

/** Sends the three photos; the answer is the new (pending) status. Answers whether it was accepted. */
export async function submitKyc(sent?: string): Promise<boolean> {
  const photos = $kycPhotos.get();
  if ($kycUpload.get() === 'sending' || !allPhotosReady(photos)) return false;
  $kycUpload.set('sending');
  try {
    const [front, back, handheld] = await Promise.all(kycSides.map((side) => blobToBase64(photos[side].blob!)));
    await call(userKycAdd, { front: front!, back: back!, handheld: handheld! });
    clearPhotos();
    if (sent) showToast(sent, { tone: 'positive' });
    await loadKycStatus();
    return true;
  } catch {
    // The API client has shown why; the photos stay for another try.
    $kycUpload.set('failed');
    await loadKycStatus();
    return false;
  }
}

/** Reads the status again every KYC_PENDING_POLL_MS while it is pending. Answers the stop function. */
export function followKycStatus(): () => void {
  return pollRemote(kycStatusRemote, { delayAfter: (status) => (status.status === 'pending' ? KYC_PENDING_POLL_MS : null) });
}
