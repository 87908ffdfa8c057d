// The photo compressor with the library stood in for (Node has no canvas): what it is asked for
// (spec §9) and how each of its failures becomes one of the spec §8 cases, each with its own
// message in every language.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOCALES } from '../../shared/locales.ts';
import { compressPhoto, PHOTO_ERRORS, PhotoError, PNG_TO_JPEG_BYTES } from './compressPhoto.ts';

const library = vi.hoisted(() => ({ compress: vi.fn() }));
vi.mock('browser-image-compression', () => ({ default: library.compress }));

/** A browser that can compress: a file reader and a canvas. */
class FakeFileReader {}

const kindOf = (promise: Promise<unknown>) => promise.then(() => 'compressed', (e: unknown) => (e instanceof PhotoError ? e.kind : `other: ${String(e)}`));
const jpeg = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], { type: 'image/jpeg' });

beforeEach(() => {
  vi.stubGlobal('FileReader', FakeFileReader);
  vi.stubGlobal('OffscreenCanvas', function OffscreenCanvas() {});
  library.compress.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('compressPhoto', () => {
  it('asks the library for quality 0.6, JPEG for a PNG over 5 000 000 bytes, with the abort signal and progress', async () => {
    const out = new Blob(['compressed'], { type: 'image/jpeg' });
    library.compress.mockResolvedValue(out);
    const signal = new AbortController().signal;
    const onProgress = () => {};
    await expect(compressPhoto(jpeg(), { signal, onProgress })).resolves.toBe(out);
    expect(library.compress.mock.calls[0]![1]).toMatchObject({ initialQuality: 0.6, useWebWorker: false, signal, onProgress });
    expect(library.compress.mock.calls[0]![1].fileType).toBeUndefined();

    const bigPng = new Blob([new Uint8Array(PNG_TO_JPEG_BYTES + 1)], { type: 'image/png' });
    await compressPhoto(bigPng);
    expect(library.compress.mock.calls[1]![1]).toMatchObject({ initialQuality: 0.6, fileType: 'image/jpeg' });
  });

  it('tells a read failure, a picture that does not load and an abort apart', async () => {
    // FileReader's error event carries the reader as its target.
    library.compress.mockRejectedValueOnce({ type: 'error', target: new FakeFileReader() });
    expect(await kindOf(compressPhoto(jpeg()))).toBe('readFailed');
    library.compress.mockRejectedValueOnce(new Error('Error while loading image'));
    expect(await kindOf(compressPhoto(jpeg()))).toBe('loadFailed');
    library.compress.mockRejectedValueOnce(new DOMException('The user aborted a request.', 'AbortError'));
    expect(await kindOf(compressPhoto(jpeg()))).toBe('aborted');

    const controller = new AbortController();
    library.compress.mockImplementationOnce(async () => {
      controller.abort();
      throw new Error('stopped');
    });
    expect(await kindOf(compressPhoto(jpeg(), { signal: controller.signal }))).toBe('aborted');
    // Aborted before it started: the library is not even called.
    const calls = library.compress.mock.calls.length;
    expect(await kindOf(compressPhoto(jpeg(), { signal: controller.signal }))).toBe('aborted');
    expect(library.compress.mock.calls.length).toBe(calls);
  });

  it('refuses what is not an image, and a browser without a canvas, before the library runs', async () => {
    expect(await kindOf(compressPhoto(new Blob(['%PDF-1.4'], { type: 'application/pdf' })))).toBe('notImage');
    expect(await kindOf(compressPhoto({ name: 'photo.jpg', type: 'image/jpeg' }))).toBe('notImage');
    vi.stubGlobal('OffscreenCanvas', undefined);
    expect(await kindOf(compressPhoto(jpeg()))).toBe('unsupported');
    expect(library.compress).not.toHaveBeenCalled();
  });

  it('has a message of its own for each case in every language (user.json kyc.error)', () => {
    for (const locale of LOCALES) {
      const messages = JSON.parse(readFileSync(`locales/${locale}/user.json`, 'utf8')).kyc.error as Record<string, string>;
      const shown = PHOTO_ERRORS.map((kind) => messages[kind]);
      expect(shown.every((text) => typeof text === 'string' && text.trim().length > 0), locale).toBe(true);
      expect(new Set(shown).size, locale).toBe(PHOTO_ERRORS.length);
    }
  });
});
