import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { commitmentOf, newServerSeed, seedMatchesCommitment } from './seeds.ts';

describe('server seeds', () => {
  it('are 32 random bytes in hex, never repeated', () => {
    const a = newServerSeed();
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(a);
  });

  it('are committed by SHA-256 of their bytes, and a revealed seed is checked against it', () => {
    const seed = newServerSeed();
    const commitment = commitmentOf(seed);
    expect(commitment).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(seedMatchesCommitment(seed, commitment)).toBe(true);
    expect(seedMatchesCommitment(newServerSeed(), commitment)).toBe(false);
    expect(seedMatchesCommitment('not-hex', commitment)).toBe(false);
  });
});
