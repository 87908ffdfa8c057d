// Which ChainAdapter serves a network. With SANDBOX on (the default) every network runs on the
// built-in sandbox chain. A real node or indexer is added here: return its adapter for its network.
import type { Db } from '../../db/database.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { ChainAdapter } from './chain.ts';
import { hotWalletAddress } from './derive-address.fns.ts';
import { sandboxChain, type SandboxChain } from './sandbox-chain.ts';

/** The network's chain; `db` may be a transaction (sandbox writes join it). */
export function chainFor(deps: WalletDeps, network: string, db: Db = deps.db): ChainAdapter {
  if (deps.config.sandbox) return sandboxChainFor(deps, network, db);
  throw new Error(`no chain adapter for ${network}: configure one in server/modules/crypto/chains.ts or turn SANDBOX on`);
}

export function sandboxChainFor(deps: WalletDeps, network: string, db: Db = deps.db): SandboxChain {
  return sandboxChain(db, network, hotWalletAddress(deps.config.crypto.addressSecret, network));
}
