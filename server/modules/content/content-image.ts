// Banner and promotion images: checked and re-encoded exactly as identity photos are (magic bytes,
// a pixel bound, a fresh encoding without metadata; server/modules/kyc/kyc-image.ts), then kept in
// the database by the SHA-256 of the clean bytes. The URL names the hash, so a browser may keep an
// image for good: a changed image is a new URL, and what the public calls answer is never cached.
import { createHash } from 'node:crypto';
import { eq } from '../../db/orm.ts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.ts';
import { contentImages } from '../../db/schema.ts';
import { cleanKycImage, extensionOf, type KycImageType } from '../kyc/kyc-image.ts';

export const CONTENT_IMAGE_PREFIX = '/media/content/';
const FILE_SHAPE = /^([0-9a-f]{64})\.(jpg|png|webp)$/;

export const contentImageUrl = (sha256: string, mediaType: KycImageType) => `${CONTENT_IMAGE_PREFIX}${sha256}.${extensionOf[mediaType]}`;

/** The hash an uploaded image's URL names, or null for any other URL. */
export function contentImageHash(url: string): string | null {
  if (!url.startsWith(CONTENT_IMAGE_PREFIX)) return null;
  return FILE_SHAPE.exec(url.slice(CONTENT_IMAGE_PREFIX.length))?.[1] ?? null;
}

/** Cleans one upload and stores it (the same bytes twice are one row); answers its URL. */
export async function storeContentImage(tx: Db, base64: string, now: Date) {
  const clean = await cleanKycImage(base64);
  const sha256 = createHash('sha256').update(clean.bytes).digest('hex');
  await tx.insert(contentImages).values({ sha256, mediaType: clean.mediaType, bytes: clean.bytes, createdAt: now }).onConflictDoNothing();
  return { imageUrl: contentImageUrl(sha256, clean.mediaType), mediaType: clean.mediaType, bytes: clean.bytes.length, sha256 };
}

/** GET /media/content/<sha256>.<ext>: the stored bytes, immutable; 404 for anything else. */
export function registerContentImageRoute(app: FastifyInstance, db: Db): void {
  app.get<{ Params: { file: string } }>(`${CONTENT_IMAGE_PREFIX}:file`, { schema: { hide: true } }, async (request, reply) => {
    const match = FILE_SHAPE.exec(request.params.file);
    const [row] = match ? await db.select().from(contentImages).where(eq(contentImages.sha256, match[1]!)) : [];
    if (!row || extensionOf[row.mediaType as KycImageType] !== match![2]) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found');
    }
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .type(row.mediaType)
      .send(row.bytes);
  });
}
