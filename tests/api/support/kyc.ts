// Photos for the KYC tests, drawn with sharp: plain ones, one carrying EXIF GPS and text markers,
// polyglots (an image with another file appended), a PNG header that claims a pixel bomb, and
// files that are not photos at all.
import { crc32 } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { expect } from 'vitest';
import { calls } from '../../../src/contracts/index.ts';
import { call } from './accounts.ts';
import { opsCall, type Player } from './wallet.ts';

/** Text put in the GPS photo's EXIF; the stored copy must contain none of it. */
export const EXIF_MARKERS = ['MARKER-DESCRIPTION', 'MARKER-CAMERA'];
/** A script appended to a polyglot; the stored copy must not carry it. */
export const POLYGLOT_PAYLOAD = '<html><script>alert("polyglot")</script></html>';

export async function photo(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 400, height = 300, shade = 120): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: shade, g: 80, b: 200 - (shade % 200) } } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

/** A JPEG whose EXIF has a GPS position (Tokyo) and two text markers. */
export async function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 30, g: 160, b: 90 } } })
    .jpeg()
    .withExif({
      IFD0: { ImageDescription: EXIF_MARKERS[0]!, Make: EXIF_MARKERS[1]! },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 41/1 2207/100', GPSLongitudeRef: 'E', GPSLongitude: '139/1 41/1 3040/100' },
    })
    .toBuffer();
}

/** Whether an EXIF block holds a GPS IFD pointer (tag 0x8825, either byte order). */
export function hasGpsPointer(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** A valid JPEG followed by an HTML page and a ZIP header: decodes as a photo, is also something else. */
export async function polyglot(): Promise<Buffer> {
  return Buffer.concat([await photo('jpeg'), Buffer.from(POLYGLOT_PAYLOAD), Buffer.from('PK\x03\x04polyglot.zip', 'latin1')]);
}

/** A 1×1 PNG whose header claims width × height (the pixels are never there). */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } }).png().toBuffer());
  // IHDR: length (4) at 8, type at 12, width at 16, height at 20, CRC over type + data at 29.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

export const b64 = (bytes: Buffer | string) => Buffer.from(bytes).toString('base64');

/** The three photos of one submission as the add call takes them. */
export async function threePhotos(front?: Buffer): Promise<{ front: string; back: string; handheld: string }> {
  return { front: b64(front ?? (await photo('jpeg', 400, 300, 10))), back: b64(await photo('png', 400, 300, 60)), handheld: b64(await photo('webp', 300, 400, 110)) };
}

/** Submits three photos as the player; must be accepted. Answers the submission id. */
export async function submitKyc(app: FastifyInstance, player: Player): Promise<number> {
  const res = await call(app, calls.userKycAdd.path, await threePhotos(), { token: player.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.id as number;
}

/** Submits and has the operator approve. */
export async function approvedKyc(app: FastifyInstance, player: Player): Promise<number> {
  const id = await submitKyc(app, player);
  const res = await opsCall(app, calls.opsKycApprove.path, { id }, { key: null });
  expect(res.statusCode, res.body).toBe(200);
  return id;
}
