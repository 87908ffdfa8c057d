import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tronAddressFromAccount } from './addresses/tron.fns.ts';
import { toChecksumAddress } from './addresses/ethereum.fns.ts';
import { validateAddress } from './addresses/validate-address.fns.ts';
import { deriveAddress, hotWalletAddress } from './derive-address.fns.ts';

describe('deriveAddress', () => {
  it('takes the first 20 bytes of HMAC-SHA256(secret, "<network>:<user>") in the network format', () => {
    const digest = createHmac('sha256', 's3cret').update('TRC20:42').digest();
    expect(deriveAddress('s3cret', 'TRC20', 42)).toBe(tronAddressFromAccount(digest.subarray(0, 20)));
    const eth = createHmac('sha256', 's3cret').update('ERC20:42').digest();
    expect(deriveAddress('s3cret', 'ERC20', 42)).toBe(toChecksumAddress(eth.subarray(0, 20).toString('hex')));
  });

  it('is stable, valid and differs by user, network and secret', () => {
    const a = deriveAddress('s', 'TRC20', 1);
    expect(deriveAddress('s', 'TRC20', 1)).toBe(a);
    expect(validateAddress('TRC20', a).valid).toBe(true);
    expect(validateAddress('ERC20', deriveAddress('s', 'ERC20', 1)).valid).toBe(true);
    expect(new Set([a, deriveAddress('s', 'TRC20', 2), deriveAddress('t', 'TRC20', 1), hotWalletAddress('s', 'TRC20')]).size).toBe(4);
  });
});
