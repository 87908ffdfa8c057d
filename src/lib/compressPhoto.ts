// Compression of a photo before upload (spec §9: quality 0.6; a PNG over 5 000 000 bytes becomes a
// JPEG) with browser-image-compression, and the spec §8 error cases told apart: not an image or not
// a blob, an unsupported browser, a file that cannot be read or decoded, and an aborted compression.
import type { Options } from 'browser-image-compression';

export const PHOTO_QUALITY = 0.6;
/** A PNG larger than this is converted to JPEG. */
export const PNG_TO_JPEG_BYTES = 5_000_000;
/** Longest side after compression: an ID card stays readable, a 48 MP phone photo shrinks. */
export const PHOTO_MAX_SIDE = 2560;

export const PHOTO_ERRORS = ['notImage', 'unsupported', 'readFailed', 'loadFailed', 'aborted'] as const;
export type PhotoErrorKind = (typeof PHOTO_ERRORS)[number];

export class PhotoError extends Error {
  readonly kind: PhotoErrorKind;
  constructor(kind: PhotoErrorKind, options?: { cause?: unknown }) {
    super(`photo compression: ${kind}`, options);
    this.name = 'PhotoError';
    this.kind = kind;
  }
}

/** The library's options for one file under the spec's rules. */
export function compressionOptions(file: Blob): Options {
  return {
    initialQuality: PHOTO_QUALITY,
    maxWidthOrHeight: PHOTO_MAX_SIDE,
    ...(file.type === 'image/png' && file.size > PNG_TO_JPEG_BYTES ? { fileType: 'image/jpeg' } : {}),
    // The worker would load the library from a CDN, which the Content-Security-Policy refuses.
    useWebWorker: false,
  };
}

/** Whether this browser has what compression needs (a file reader and a canvas to draw on). */
export function canCompress(scope: typeof globalThis = globalThis): boolean {
  const hasCanvas = typeof scope.OffscreenCanvas === 'function' || typeof scope.document?.createElement === 'function';
  return typeof scope.FileReader === 'function' && typeof scope.Blob === 'function' && hasCanvas;
}

function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError') || (error as { name?: string } | null)?.name === 'AbortError';
}

/** A failure of FileReader: its error event (or the reader's own error), not the image decoder's. */
function isReadFailure(error: unknown): boolean {
  const target = (error as { target?: unknown } | null)?.target;
  return typeof FileReader === 'function' && target instanceof FileReader;
}

export interface CompressOptions {
  signal?: AbortSignal;
  /** 0..100 as the library reports it. */
  onProgress?: (percent: number) => void;
}

/** The compressed photo; a PhotoError naming the spec §8 case when it cannot be made. */
export async function compressPhoto(file: unknown, { signal, onProgress }: CompressOptions = {}): Promise<Blob> {
  if (typeof Blob === 'undefined' || !(file instanceof Blob) || !file.type.startsWith('image/')) throw new PhotoError('notImage');
  if (!canCompress()) throw new PhotoError('unsupported');
  if (signal?.aborted) throw new PhotoError('aborted');
  try {
    // Loaded when a photo is chosen, not with the page: the library is most of the KYC page's script.
    const { default: imageCompression } = await import('browser-image-compression');
    return await imageCompression(file as File, { ...compressionOptions(file), ...(signal ? { signal } : {}), ...(onProgress ? { onProgress } : {}) });
  } catch (error) {
    if (isAbort(error, signal)) throw new PhotoError('aborted', { cause: error });
    if (isReadFailure(error)) throw new PhotoError('readFailed', { cause: error });
    // An image element's error event, a canvas that would not encode: the file did not load as a picture.
    throw new PhotoError('loadFailed', { cause: error });
  }
}
