// Where identity photos live: never in the web root, never in the database. A store keeps opaque
// bytes under a key the server chose (`kyc/<userId>/<random>/<side>.<ext>`); nothing a player sends
// becomes part of a path. The default keeps files in the data directory; an S3-compatible store
// implements the same three calls (see docs/ARCHITECTURE.md, "KYC documents").
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export interface DocumentStore {
  /** Writes the bytes under `key` (a new key each time: stores never overwrite). */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under `key`. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys the server makes: lowercase letters, digits, dashes, dots and slashes, no `..`. */
const KEY_SHAPE = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*(?:\.[a-z0-9]+)?$/;

export function assertStoreKey(key: string): void {
  if (!KEY_SHAPE.test(key) || key.length > 200) throw new Error(`not a document key: ${JSON.stringify(key)}`);
}

/**
 * Files under `root` (created on first write, directories 0700, files 0600). A file is written
 * beside its final name and renamed, so a reader never sees half a photo.
 */
export function fileDocumentStore(root: string): DocumentStore {
  const fileOf = (key: string) => {
    assertStoreKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      const partial = `${file}.${randomUUID()}.part`;
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
      await rename(partial, file);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** A store in a fresh directory under the system's temporary directory (tests, tools). */
export function temporaryDocumentStore(): DocumentStore {
  return fileDocumentStore(path.join(os.tmpdir(), `game-hall-kyc-${randomUUID()}`));
}
