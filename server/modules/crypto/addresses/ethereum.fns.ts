// Ethereum addresses: "0x" and 40 hex digits. EIP-55: a letter is upper case when the matching
// nibble of keccak-256(lowercase hex, as ASCII) is 8 or more. All-lower and all-upper carry no
// checksum and are accepted; mixed case must be exactly the checksummed form.
import { keccak_256 } from '@noble/hashes/sha3.js';
import { invalid, VALID, type AddressCheck } from './address-check.ts';

const HEX40 = /^[0-9a-fA-F]{40}$/;

/** The EIP-55 form of a 40-hex-digit address (with or without 0x, any case). */
export function toChecksumAddress(address: string): string {
  const hex = address.startsWith('0x') || address.startsWith('0X') ? address.slice(2) : address;
  if (!HEX40.test(hex)) throw new RangeError(`not an Ethereum address: ${address}`);
  const lower = hex.toLowerCase();
  const hash = keccak_256(new TextEncoder().encode(lower));
  let out = '0x';
  for (let i = 0; i < 40; i += 1) {
    const byte = hash[i >> 1]!;
    const nibble = i % 2 === 0 ? byte >> 4 : byte & 0x0f;
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i];
  }
  return out;
}

export function ethereumAddressFromAccount(account: Uint8Array): string {
  if (account.length !== 20) throw new RangeError('an Ethereum account id has 20 bytes');
  return toChecksumAddress(Buffer.from(account).toString('hex'));
}

/** 40 hex digits without "0x" → prefix; anything else not 0x+40 hex → format; wrong mixed case → checksum. */
export function checkEthereumAddress(address: string): AddressCheck {
  if (!address.startsWith('0x')) return HEX40.test(address) || /^0X[0-9a-fA-F]{40}$/.test(address) ? invalid('prefix') : invalid('format');
  const hex = address.slice(2);
  if (!HEX40.test(hex)) return invalid('format');
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return VALID;
  return toChecksumAddress(address) === address ? VALID : invalid('checksum');
}
