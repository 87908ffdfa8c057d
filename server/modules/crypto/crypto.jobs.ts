// The crypto module's background work: the sandbox chains mine a block every sandboxBlockMs (only
// with SANDBOX on), and the deposit watcher reads the chains every pollMs. 0 runs them only on demand.
import type { WalletJob } from '../wallet/wallet.jobs.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { sandboxChainFor } from './chains.ts';
import { configuredNetworks } from './coin-networks.ts';
import { scanChains } from './deposit-watcher.ts';

/** One block on every configured network's sandbox chain; answers the new heights. */
export async function mineSandboxChains(deps: WalletDeps, blocks = 1): Promise<Record<string, number>> {
  const heights: Record<string, number> = {};
  for (const network of configuredNetworks(deps.config)) heights[network] = await sandboxChainFor(deps, network).mine(blocks);
  return heights;
}

export function cryptoJobs(deps: WalletDeps): WalletJob[] {
  const jobs: WalletJob[] = [];
  if (deps.config.sandbox) jobs.push({ name: 'sandbox-chain-mining', everyMs: deps.config.crypto.sandboxBlockMs, run: () => mineSandboxChains(deps) });
  jobs.push({ name: 'chain-deposit-watcher', everyMs: deps.config.crypto.pollMs, run: () => scanChains(deps) });
  return jobs;
}
