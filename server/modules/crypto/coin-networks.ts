// The configured coins and networks (deps.config.crypto.networks), looked up by the calls and jobs.
import { AppError } from '../../errors.ts';
import type { CoinNetworkConfig, WalletConfig } from '../wallet/wallet.config.ts';
import { addressFamilyOf } from './addresses/validate-address.fns.ts';

/** The (coin, network) pair; COIN_UNKNOWN 400 when it is not offered. */
export function coinNetworkOf(config: WalletConfig, coin: string, network: string): CoinNetworkConfig {
  const found = config.crypto.networks.find((n) => n.coin === coin && n.network === network);
  if (!found || !addressFamilyOf(found.network)) throw new AppError(400, 'COIN_UNKNOWN');
  return found;
}

/** Networks with at least one coin, each once, in configuration order. */
export function configuredNetworks(config: WalletConfig): string[] {
  return [...new Set(config.crypto.networks.map((n) => n.network))].filter((network) => addressFamilyOf(network));
}

/**
 * The asset a network carries here. The sandbox chains and the watcher carry one token per network
 * (USDT); a second token on the same network needs the token in each chain transfer and its own cursor.
 */
export function assetOfNetwork(config: WalletConfig, network: string): CoinNetworkConfig {
  const found = config.crypto.networks.find((n) => n.network === network);
  if (!found) throw new AppError(400, 'COIN_UNKNOWN');
  return found;
}

/** A network's own channel code for deposit orders: `crypto-usdt-trc20`. */
export function depositChannelCode(coin: string, network: string): string {
  return `crypto-${coin}-${network}`.toLowerCase();
}

/** The provider name of a network's deposit orders: `chain:TRC20`. */
export function chainProvider(network: string): string {
  return `chain:${network}`;
}
