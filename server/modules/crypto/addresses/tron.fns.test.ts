import { describe, expect, it } from 'vitest';
import { base58CheckEncode, base58Decode, base58Encode } from './base58.fns.ts';
import { checkTronAddress, tronAddressFromAccount, tronAddressHex } from './tron.fns.ts';

// The USDT (TRC20) contract on TRON mainnet and its hex form as TRONSCAN shows it.
const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const USDT_CONTRACT_HEX = '41a614f803b6fd780986a42c78ec9c7f77e6ded13c';
// TRON's "black hole" address: version byte and twenty zero bytes.
const ZERO_ACCOUNT = 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb';

/** The address with the character at `index` replaced by another base58 character. */
function mutate(address: string, index: number): string {
  const replacement = address[index] === 'a' ? 'b' : 'a';
  return address.slice(0, index) + replacement + address.slice(index + 1);
}

describe('base58', () => {
  it('writes leading zero bytes as 1s and reads them back', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255]);
    expect(base58Encode(bytes)).toMatch(/^11/);
    expect([...base58Decode(base58Encode(bytes))!]).toEqual([...bytes]);
  });

  it('refuses characters outside the alphabet (0, O, I, l)', () => {
    for (const char of ['0', 'O', 'I', 'l']) expect(base58Decode(`T${char}abc`)).toBeNull();
  });
});

describe('TRON addresses', () => {
  it('accepts the USDT contract address and reads its 0x41 payload', () => {
    expect(checkTronAddress(USDT_CONTRACT)).toEqual({ valid: true, reason: null });
    expect(tronAddressHex(USDT_CONTRACT)).toBe(USDT_CONTRACT_HEX);
  });

  it('encodes a 20-byte account id to the known address', () => {
    expect(tronAddressFromAccount(Buffer.from(USDT_CONTRACT_HEX.slice(2), 'hex'))).toBe(USDT_CONTRACT);
    expect(tronAddressFromAccount(new Uint8Array(20))).toBe(ZERO_ACCOUNT);
  });

  it('finds a checksum failure when any one character changes', () => {
    for (const index of [1, 10, 20, 33]) expect(checkTronAddress(mutate(USDT_CONTRACT, index))).toEqual({ valid: false, reason: 'checksum' });
  });

  it('calls wrong lengths and foreign characters a format problem', () => {
    expect(checkTronAddress(USDT_CONTRACT.slice(0, 33))).toEqual({ valid: false, reason: 'format' });
    expect(checkTronAddress(`${USDT_CONTRACT}1`)).toEqual({ valid: false, reason: 'format' });
    expect(checkTronAddress(USDT_CONTRACT.replace('q', '0'))).toEqual({ valid: false, reason: 'format' });
    expect(checkTronAddress('0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB')).toEqual({ valid: false, reason: 'format' });
  });

  it('calls a well-formed base58check address with another version byte a prefix problem', () => {
    // A Bitcoin address (version 0x00) and a 0x42-versioned payload, both with correct checksums.
    expect(checkTronAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2')).toEqual({ valid: false, reason: 'prefix' });
    const payload = Buffer.from(USDT_CONTRACT_HEX, 'hex');
    payload[0] = 0x42;
    const other = base58CheckEncode(payload);
    expect(other).toHaveLength(34);
    expect(checkTronAddress(other)).toEqual({ valid: false, reason: 'prefix' });
  });
});
