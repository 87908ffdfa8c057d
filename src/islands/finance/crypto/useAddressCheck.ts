import { useState } from 'react';
import { call } from '../../../api/calls.ts';
import { cppValidateAddress } from '../../../contracts/crypto.ts';

export type AddressVerdict = 'checking' | 'valid' | 'format' | 'checksum' | 'prefix';

interface Checked {
  network: string;
  address: string;
  verdict: AddressVerdict;
}

/**
 * The server's verdict on a withdrawal address (cpp/coins/withdrawal/address/validit): asked when
 * the field is left, remembered for that exact address and network so it is not asked twice.
 */
export function useAddressCheck(network: string) {
  const [checked, setChecked] = useState<Checked | undefined>();

  /** The verdict for `address` if it has one (or is being checked). */
  const verdictOf = (address: string): AddressVerdict | undefined =>
    checked && checked.network === network && checked.address === address.trim() ? checked.verdict : undefined;

  /** Asks the server unless the answer is known; answers the verdict (undefined if the call failed). */
  async function check(address: string): Promise<AddressVerdict | undefined> {
    const trimmed = address.trim();
    if (trimmed === '') return undefined;
    const known = verdictOf(trimmed);
    if (known && known !== 'checking') return known;
    setChecked({ network, address: trimmed, verdict: 'checking' });
    try {
      const answer = await call(cppValidateAddress, { network, address: trimmed });
      const verdict: AddressVerdict = answer.valid ? 'valid' : (answer.reason ?? 'format');
      setChecked((current) => (current?.address === trimmed && current.network === network ? { ...current, verdict } : current));
      return verdict;
    } catch {
      // The client already showed why; the field stays unchecked so leaving it again retries.
      setChecked((current) => (current?.address === trimmed ? undefined : current));
      return undefined;
    }
  }

  return { verdictOf, check };
}
