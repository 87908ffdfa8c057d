// Password hashing: argon2id from Node's own crypto, stored as a PHC string
// ($argon2id$v=19$m=…,t=…,p=…$salt$hash) so parameters can change without breaking old hashes.
import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

export interface Argon2Cost {
  /** KiB of memory. */
  memory: number;
  passes: number;
  parallelism: number;
}

/** The OWASP minimum for argon2id (19 MiB, 2 passes, 1 lane). */
export const DEFAULT_COST: Argon2Cost = { memory: 19_456, passes: 2, parallelism: 1 };
const TAG_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: Argon2Cost, tagLength = TAG_LENGTH): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2(
      'argon2id',
      { message: password, nonce: salt, parallelism: cost.parallelism, tagLength, memory: cost.memory, passes: cost.passes },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

const b64 = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '');

let hashCost: Argon2Cost = DEFAULT_COST;

/**
 * Sets the cost new hashes are made with (verification always reads the cost from the stored hash).
 * Only the API test suites call it (tests/api/support/test-app.ts), to the lowest cost argon2id takes:
 * hashing strength is not what they test, and at the OWASP cost every sign-up, fund password and
 * sign-in in them spent tens of milliseconds of CPU. The server never calls it.
 */
export function setPasswordHashCost(cost: Argon2Cost): void {
  hashCost = cost;
}

/** The lowest cost argon2id accepts (8 KiB per lane, one pass): for tests only. */
export const TEST_COST: Argon2Cost = { memory: 8, passes: 1, parallelism: 1 };

export async function hashPassword(password: string, cost: Argon2Cost = hashCost): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const hash = await derive(password, salt, cost);
  return `$argon2id$v=19$m=${cost.memory},t=${cost.passes},p=${cost.parallelism}$${b64(salt)}$${b64(hash)}`;
}

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/;

/** Constant-time comparison; false for anything that is not one of our hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = phc.exec(stored);
  if (!match) return false;
  const [, m, t, p, salt, hash] = match;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64'),
    { memory: Number(m), passes: Number(t), parallelism: Number(p) },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/** A hash of nothing anyone knows: checking against it costs what a real check costs. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64'));
  return dummy;
}
