// Deposit addresses derived from a secret: 20 bytes of HMAC-SHA256(secret, "<network>:<owner>"),
// written in the network's format. The same owner always gets the same address; nobody without
// the secret can tell whose address it is. (The sandbox has no keys behind these addresses; a real
// deployment derives them from its custody's extended public key and implements the same function.)
import { createHmac } from 'node:crypto';
import { addressFromAccount } from './addresses/validate-address.fns.ts';

export function deriveAddress(secret: string, network: string, owner: string | number): string {
  const digest = createHmac('sha256', secret).update(`${network}:${owner}`).digest();
  return addressFromAccount(network, digest.subarray(0, 20));
}

/** The house hot wallet crypto payouts are sent from. */
export function hotWalletAddress(secret: string, network: string): string {
  return deriveAddress(secret, network, 'house-hot-wallet');
}

/** Where the sandbox chain's dev sends come from when no sender is named. */
export function sandboxFaucetAddress(secret: string, network: string): string {
  return deriveAddress(secret, network, 'sandbox-faucet');
}
