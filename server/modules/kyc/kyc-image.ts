// A photo from the browser is trusted for nothing: its type is read from its first bytes, it is
// decoded by sharp (libvips) with a pixel bound, and what is stored is a fresh encoding of the
// decoded pixels, so no metadata (EXIF GPS, camera serials, XMP, comments) and no bytes appended
// after the image (a polyglot's second file) survive.
import sharp from 'sharp';
import { KYC_IMAGE_MAX_BYTES, KYC_IMAGE_MAX_PIXELS, KYC_IMAGE_MIN_SIDE, type KycImageFile } from '../../../src/contracts/kyc.ts';
import { AppError } from '../../errors.ts';

export type KycImageType = KycImageFile['mediaType'];

export const extensionOf: Record<KycImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** The type the file's magic bytes say, or null for anything else (GIF, SVG, HTML, PDF, …). */
export function sniffImageType(bytes: Buffer): KycImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const sharpFormat: Record<KycImageType, string> = { 'image/jpeg': 'jpeg', 'image/png': 'png', 'image/webp': 'webp' };

export interface CleanImage {
  mediaType: KycImageType;
  bytes: Buffer;
}

/** Checks and re-encodes one photo; a 4xx AppError for anything that is not a usable photo. */
export async function cleanKycImage(base64: string): Promise<CleanImage> {
  const input = Buffer.from(base64, 'base64');
  if (input.length > KYC_IMAGE_MAX_BYTES) throw new AppError(413, 'KYC_IMAGE_TOO_LARGE');
  const mediaType = sniffImageType(input);
  if (!mediaType) throw new AppError(422, 'KYC_IMAGE_UNSUPPORTED');
  // failOn 'warning': a truncated or corrupt file is refused rather than half-decoded.
  const options = { limitInputPixels: KYC_IMAGE_MAX_PIXELS, failOn: 'warning' as const, animated: false };
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(input, options).metadata();
    // The decoder must agree with the magic bytes (a PNG header on a JPEG body is not a PNG).
    if (metadata.format !== sharpFormat[mediaType]) throw new AppError(422, 'KYC_IMAGE_UNSUPPORTED');
    width = metadata.autoOrient.width;
    height = metadata.autoOrient.height;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(422, /pixel limit/i.test((error as Error).message) ? 'KYC_IMAGE_TOO_MANY_PIXELS' : 'KYC_IMAGE_UNREADABLE');
  }
  if (width * height > KYC_IMAGE_MAX_PIXELS) throw new AppError(422, 'KYC_IMAGE_TOO_MANY_PIXELS');
  if (Math.min(width, height) < KYC_IMAGE_MIN_SIDE) throw new AppError(422, 'KYC_IMAGE_TOO_SMALL', { min: KYC_IMAGE_MIN_SIDE });
  try {
    // autoOrient applies the EXIF rotation to the pixels before the metadata goes; sharp writes no
    // metadata unless asked (keepMetadata/withMetadata), which this never does.
    const pipeline = sharp(input, options).autoOrient();
    const bytes =
      mediaType === 'image/jpeg'
        ? await pipeline.jpeg({ quality: 90 }).toBuffer()
        : mediaType === 'image/png'
          ? await pipeline.png({ compressionLevel: 9 }).toBuffer()
          : await pipeline.webp({ quality: 90 }).toBuffer();
    return { mediaType, bytes };
  } catch {
    throw new AppError(422, 'KYC_IMAGE_UNREADABLE');
  }
}
