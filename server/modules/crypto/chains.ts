// Which ChainAdapter serves a network. With SANDBOX on (the default) every network runs on the
// built-in sandbox chain. A real node or indexer is added here: return its adapter for its network.
import type { Db } from '../../db/database.ts';
import type { WalletConfig, WalletDeps } from '../wallet/wallet.config.ts';
import type { ChainAdapter } from './chain.ts';
import { hotWalletAddress } from './derive-address.fns.ts';
import { sandboxChain, type SandboxChain } from './sandbox-chain.ts';

/** Real chains by network: a node or indexer's adapter is registered here. None is built in yet. */
const realChains: Record<string, (deps: WalletDeps, db: Db) => ChainAdapter> = {};

/** Whether a network has a chain to watch and pay on here (every network in the sandbox). */
export function hasChain(config: WalletConfig, network: string): boolean {
  return config.sandbox || Object.hasOwn(realChains, network);
}

/**
 * The configuration with only the networks that have a chain. Without one, a deposit address would
 * be handed out that nothing watches: coins sent there would never be credited.
 */
export function withAvailableChains(config: WalletConfig): WalletConfig {
  const networks = config.crypto.networks.filter((n) => hasChain(config, n.network));
  // Unchanged (the sandbox, or every network has its chain): the very same configuration object.
  if (networks.length === config.crypto.networks.length) return config;
  return { ...config, crypto: { ...config.crypto, networks } };
}

/** The network's chain; `db` may be a transaction (sandbox writes join it). */
export function chainFor(deps: WalletDeps, network: string, db: Db = deps.db): ChainAdapter {
  if (deps.config.sandbox) return sandboxChainFor(deps, network, db);
  const real = Object.hasOwn(realChains, network) ? realChains[network] : undefined;
  if (real) return real(deps, db);
  throw new Error(`no chain adapter for ${network}: configure one in server/modules/crypto/chains.ts or turn SANDBOX on`);
}

export function sandboxChainFor(deps: WalletDeps, network: string, db: Db = deps.db): SandboxChain {
  return sandboxChain(db, network, hotWalletAddress(deps.config.crypto.addressSecret, network));
}
