// The provably fair byte stream of one round.
//
//   block(cursor) = HMAC-SHA256(key = the 32 bytes of the server seed (its hex decoded),
//                               message = UTF-8 of `${clientSeed}:${nonce}:${cursor}`)
//   stream        = block(0) ‖ block(1) ‖ block(2) ‖ …   (32 bytes each, made only when needed)
//
// A draw takes the next 7 bytes of the stream (a draw may straddle two blocks), reads them as a
// big-endian 56-bit integer and keeps its top 52 bits (drops the low 4 bits of the 7th byte):
//   draw = b0·2^44 + b1·2^36 + b2·2^28 + b3·2^20 + b4·2^12 + b5·2^4 + (b6 >> 4),  0 ≤ draw < 2^52.
// Every number a machine uses comes from these draws through sampling.ts, in the order the
// machine's play() asks for them, so anyone holding the seeds can replay the round.
//
// No node:crypto here: the verifier page runs this same file in the browser (@noble/hashes).
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

/** HMAC-SHA256 already keyed with the server seed. */
export type KeyedHmac = (message: Uint8Array) => Uint8Array;
/** Makes a KeyedHmac from the server seed's bytes (noble by default; node:crypto for speed in scripts). */
export type HmacFactory = (key: Uint8Array) => KeyedHmac;

export interface RoundSeeds {
  /** 64 hex characters (32 bytes), revealed when the player rotates the seed. */
  serverSeed: string;
  /** Chosen by the player; any text. */
  clientSeed: string;
  /** 0, 1, 2 … per round played with this server seed. */
  nonce: number;
}

export interface OutcomeStream {
  /** The next uniform integer in [0, 2^52). */
  draw52(): number;
}

export const nobleHmac: HmacFactory = (key) => {
  const keyed = hmac.create(sha256, key);
  return (message) => keyed.clone().update(message).digest();
};

export function hexToBytes(hex: string): Uint8Array {
  if (!/^(?:[0-9a-f]{2})+$/i.test(hex)) throw new RangeError('server seed must be hex');
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

const utf8 = new TextEncoder();

export function outcomeStream(seeds: RoundSeeds, makeHmac: HmacFactory = nobleHmac): OutcomeStream {
  return streamFromKeyedHmac(makeHmac(hexToBytes(seeds.serverSeed)), seeds.clientSeed, seeds.nonce);
}

/** Same stream with the server seed's HMAC made once (a simulation reuses it for many nonces). */
export function streamFromKeyedHmac(keyed: KeyedHmac, clientSeed: string, nonce: number): OutcomeStream {
  if (!Number.isSafeInteger(nonce) || nonce < 0) throw new RangeError('nonce must be a non-negative integer');
  const prefix = `${clientSeed}:${nonce}:`;
  let cursor = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = 0;
  const nextByte = (): number => {
    if (offset === block.length) {
      block = keyed(utf8.encode(`${prefix}${cursor}`));
      cursor += 1;
      offset = 0;
    }
    return block[offset++]!;
  };
  return {
    draw52() {
      let value = 0;
      for (let i = 0; i < 6; i++) value = value * 256 + nextByte();
      return value * 16 + (nextByte() >> 4);
    },
  };
}
