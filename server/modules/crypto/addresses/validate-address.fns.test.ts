import { describe, expect, it } from 'vitest';
import { addressFamilyOf, addressFromAccount, canonicalAddress, validateAddress } from './validate-address.fns.ts';

describe('validateAddress', () => {
  it('checks TRC20 addresses as TRON and ERC20 addresses as Ethereum', () => {
    expect(validateAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toEqual({ valid: true, reason: null });
    expect(validateAddress('ERC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toEqual({ valid: false, reason: 'format' });
    expect(validateAddress('ERC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toEqual({ valid: true, reason: null });
    expect(validateAddress('TRC20', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toEqual({ valid: false, reason: 'format' });
  });

  it('has no format for an unknown network', () => {
    expect(addressFamilyOf('BTC')).toBeNull();
    expect(addressFamilyOf('toString')).toBeNull();
    expect(() => validateAddress('BTC', 'x')).toThrow(RangeError);
  });

  it('derives addresses that its own check accepts', () => {
    const account = Uint8Array.from({ length: 20 }, (_, i) => i * 13);
    for (const network of ['TRC20', 'ERC20']) expect(validateAddress(network, addressFromAccount(network, account)).valid).toBe(true);
  });

  it('spells Ethereum addresses in EIP-55 form and leaves TRON ones alone', () => {
    expect(canonicalAddress('ERC20', '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed');
    expect(canonicalAddress('TRC20', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
  });
});
