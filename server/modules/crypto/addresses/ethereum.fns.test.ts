import { describe, expect, it } from 'vitest';
import { checkEthereumAddress, ethereumAddressFromAccount, toChecksumAddress } from './ethereum.fns.ts';

// The test vectors of EIP-55 itself.
const ALL_CAPS = ['0x52908400098527886E0F7030069857D2E4169EE7', '0x8617E340B3D01FA5F11F306F4090FD50E238070D'];
const ALL_LOWER = ['0xde709f2102306220921060314715629080e2fb77', '0x27b1fdb04752bbc536007a920d24acb045561c26'];
const NORMAL = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
];

/** Flips the case of the first letter found from `from` on. */
function flipCase(address: string, from: number): string {
  for (let i = Math.max(2, from); i < address.length; i += 1) {
    const char = address[i]!;
    if (/[a-f]/.test(char)) return address.slice(0, i) + char.toUpperCase() + address.slice(i + 1);
    if (/[A-F]/.test(char)) return address.slice(0, i) + char.toLowerCase() + address.slice(i + 1);
  }
  throw new Error('no letter to flip');
}

describe('EIP-55', () => {
  it('computes the checksummed form of the mixed-case vectors from all lower and all upper', () => {
    for (const address of NORMAL) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address);
      expect(toChecksumAddress(`0x${address.slice(2).toUpperCase()}`)).toBe(address);
    }
  });

  it('keeps all-caps and all-lower vectors as EIP-55 wrote them (their checksum is their own case)', () => {
    for (const address of [...ALL_CAPS, ...ALL_LOWER]) expect(toChecksumAddress(address)).toBe(address);
  });

  it('accepts every vector, and each mixed-case one also all lower and all upper', () => {
    for (const address of [...ALL_CAPS, ...ALL_LOWER, ...NORMAL]) expect(checkEthereumAddress(address)).toEqual({ valid: true, reason: null });
    for (const address of NORMAL) {
      expect(checkEthereumAddress(address.toLowerCase())).toEqual({ valid: true, reason: null });
      expect(checkEthereumAddress(`0x${address.slice(2).toUpperCase()}`)).toEqual({ valid: true, reason: null });
    }
  });

  it('refuses a mixed-case address with one letter in the wrong case', () => {
    for (const address of NORMAL) {
      expect(checkEthereumAddress(flipCase(address, 2))).toEqual({ valid: false, reason: 'checksum' });
      expect(checkEthereumAddress(flipCase(address, 30))).toEqual({ valid: false, reason: 'checksum' });
    }
  });

  it('names a missing 0x a prefix problem and anything else malformed a format problem', () => {
    expect(checkEthereumAddress(NORMAL[0]!.slice(2))).toEqual({ valid: false, reason: 'prefix' });
    expect(checkEthereumAddress(NORMAL[0]!.slice(0, 41))).toEqual({ valid: false, reason: 'format' });
    expect(checkEthereumAddress(`${NORMAL[0]}a`)).toEqual({ valid: false, reason: 'format' });
    expect(checkEthereumAddress(NORMAL[0]!.replace('a', 'g'))).toEqual({ valid: false, reason: 'format' });
    expect(checkEthereumAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toEqual({ valid: false, reason: 'format' });
  });

  it('encodes a 20-byte account id in checksummed form', () => {
    expect(ethereumAddressFromAccount(Buffer.from(NORMAL[2]!.slice(2), 'hex'))).toBe(NORMAL[2]);
  });
});
