import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hexToBytes, nobleHmac, outcomeStream, type HmacFactory } from './fair-stream.ts';
import { FIXED_SEEDS } from './test-streams.ts';

const nodeHmac: HmacFactory = (key) => (message) => new Uint8Array(createHmac('sha256', key).update(message).digest());

function expectedDraws(count: number, nonce: number): number[] {
  // The documented mapping, written out independently: blocks concatenated, 7 bytes per draw.
  const bytes: number[] = [];
  for (let cursor = 0; bytes.length < count * 7; cursor++) {
    const block = createHmac('sha256', Buffer.from(FIXED_SEEDS.serverSeed, 'hex'))
      .update(`${FIXED_SEEDS.clientSeed}:${nonce}:${cursor}`)
      .digest();
    bytes.push(...block);
  }
  const draws: number[] = [];
  for (let i = 0; i < count; i++) {
    const big = BigInt(`0x${Buffer.from(bytes.slice(i * 7, i * 7 + 7)).toString('hex')}`);
    draws.push(Number(big >> 4n));
  }
  return draws;
}

describe('provably fair stream', () => {
  it('is HMAC-SHA256(server seed bytes, "client:nonce:cursor"), 7 bytes → top 52 bits, across blocks', () => {
    const stream = outcomeStream({ ...FIXED_SEEDS, nonce: 7 });
    // 10 draws = 70 bytes: crosses from block 0 into block 1 and block 2.
    const draws = Array.from({ length: 10 }, () => stream.draw52());
    expect(draws).toEqual(expectedDraws(10, 7));
    for (const draw of draws) expect(draw >= 0 && draw < 2 ** 52 && Number.isInteger(draw)).toBe(true);
  });

  it('gives the same draws with noble (browser) and node:crypto (scripts)', () => {
    const a = outcomeStream({ ...FIXED_SEEDS, nonce: 3 }, nobleHmac);
    const b = outcomeStream({ ...FIXED_SEEDS, nonce: 3 }, nodeHmac);
    for (let i = 0; i < 20; i++) expect(a.draw52()).toBe(b.draw52());
  });

  it('changes completely with the nonce, the client seed or the server seed', () => {
    const first = (seeds: Parameters<typeof outcomeStream>[0]) => outcomeStream(seeds).draw52();
    const base = first({ ...FIXED_SEEDS, nonce: 0 });
    expect(first({ ...FIXED_SEEDS, nonce: 0 })).toBe(base);
    expect(first({ ...FIXED_SEEDS, nonce: 1 })).not.toBe(base);
    expect(first({ ...FIXED_SEEDS, clientSeed: 'other', nonce: 0 })).not.toBe(base);
    expect(first({ ...FIXED_SEEDS, serverSeed: 'ff'.repeat(32), nonce: 0 })).not.toBe(base);
  });

  it('refuses a server seed that is not hex and a nonce that is not a count', () => {
    expect(() => hexToBytes('xyz')).toThrow(RangeError);
    expect(() => outcomeStream({ ...FIXED_SEEDS, nonce: -1 })).toThrow(RangeError);
    expect(() => outcomeStream({ ...FIXED_SEEDS, nonce: 1.5 })).toThrow(RangeError);
  });
});
