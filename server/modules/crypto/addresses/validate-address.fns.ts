// Which address format each network uses, and the check behind cpp/coins/withdrawal/address/validit.
import type { AddressCheck } from './address-check.ts';
import { checkEthereumAddress, ethereumAddressFromAccount, toChecksumAddress } from './ethereum.fns.ts';
import { checkTronAddress, tronAddressFromAccount } from './tron.fns.ts';

export type AddressFamily = 'tron' | 'ethereum';

/** Networks whose addresses we can check and derive. A new network is added here and in the config. */
export const ADDRESS_FAMILIES: Readonly<Record<string, AddressFamily>> = {
  TRC20: 'tron',
  ERC20: 'ethereum',
  BEP20: 'ethereum',
};

export function addressFamilyOf(network: string): AddressFamily | null {
  return Object.hasOwn(ADDRESS_FAMILIES, network) ? ADDRESS_FAMILIES[network]! : null;
}

/** Whether `address` is a valid address on `network`; throws for a network without a family. */
export function validateAddress(network: string, address: string): AddressCheck {
  const family = addressFamilyOf(network);
  if (!family) throw new RangeError(`no address format for network ${network}`);
  return family === 'tron' ? checkTronAddress(address) : checkEthereumAddress(address);
}

/** The one spelling we store and compare: EIP-55 for Ethereum-style addresses, as given for TRON. */
export function canonicalAddress(network: string, address: string): string {
  return addressFamilyOf(network) === 'ethereum' ? toChecksumAddress(address) : address;
}

/** The network's address of a 20-byte account id. */
export function addressFromAccount(network: string, account: Uint8Array): string {
  const family = addressFamilyOf(network);
  if (!family) throw new RangeError(`no address format for network ${network}`);
  return family === 'tron' ? tronAddressFromAccount(account) : ethereumAddressFromAccount(account);
}
