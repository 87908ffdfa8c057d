// TRON addresses: base58check of 21 bytes, the version byte 0x41 then the 20-byte account id;
// the checksum is the first 4 bytes of sha256(sha256(those 21 bytes)). Always 34 characters, "T…".
import { base58CheckEncode, base58Checksum, base58Decode } from './base58.fns.ts';
import { invalid, VALID, type AddressCheck } from './address-check.ts';

export const TRON_VERSION_BYTE = 0x41;
const PAYLOAD_BYTES = 21;

/** The address of a 20-byte account id. */
export function tronAddressFromAccount(account: Uint8Array): string {
  if (account.length !== 20) throw new RangeError('a TRON account id has 20 bytes');
  const payload = new Uint8Array(PAYLOAD_BYTES);
  payload[0] = TRON_VERSION_BYTE;
  payload.set(account, 1);
  return base58CheckEncode(payload);
}

/** Bad characters or length → format; checksum mismatch → checksum; another version byte → prefix. */
export function checkTronAddress(address: string): AddressCheck {
  if (address.length !== 34) return invalid('format');
  const bytes = base58Decode(address);
  if (!bytes || bytes.length !== PAYLOAD_BYTES + 4) return invalid('format');
  const payload = bytes.subarray(0, PAYLOAD_BYTES);
  const expected = base58Checksum(payload);
  for (let i = 0; i < 4; i += 1) if (bytes[PAYLOAD_BYTES + i] !== expected[i]) return invalid('checksum');
  if (payload[0] !== TRON_VERSION_BYTE) return invalid('prefix');
  return VALID;
}

/** The 21-byte payload as hex ("41…"), as TRON's APIs show it. */
export function tronAddressHex(address: string): string | null {
  if (!checkTronAddress(address).valid) return null;
  return Buffer.from(base58Decode(address)!.subarray(0, PAYLOAD_BYTES)).toString('hex');
}
