// What a per-network address check answers: valid, or why not.

export type AddressProblem = 'format' | 'checksum' | 'prefix';

export interface AddressCheck {
  valid: boolean;
  reason: AddressProblem | null;
}

export const VALID: AddressCheck = { valid: true, reason: null };

export const invalid = (reason: AddressProblem): AddressCheck => ({ valid: false, reason });
