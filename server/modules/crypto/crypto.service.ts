// The /v2/cpp calls' rules: coins on offer, deposit addresses, address checks and withdrawals.
import type { CoinInfo } from '../../../src/contracts/crypto.ts';
import type { WithdrawalRecord } from '../../../src/contracts/withdrawals.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { formatAmount, toUnits } from '../../../shared/money/amount.fns.ts';
import type { CoinNetworkConfig, WalletDeps } from '../wallet/wallet.config.ts';
import { requestWithdrawal, toWithdrawalRecord } from '../withdrawals/withdrawals.service.ts';
import type { AddressCheck } from './addresses/address-check.ts';
import { addressFamilyOf, canonicalAddress, validateAddress } from './addresses/validate-address.fns.ts';
import { formatAssetAmount, parseAssetAmount, toAssetUnits, withdrawalCoins } from '../../../shared/money/asset-amount.fns.ts';
import { coinNetworkOf } from './coin-networks.ts';
import { depositNetworksOf } from './crypto-deposits.repo.ts';
import { depositAddressOf } from './deposit-addresses.repo.ts';

/** Display names of the coins we know; any other coin is shown by its code. */
const COIN_NAMES: Readonly<Record<string, string>> = { USDT: 'Tether USD' };

const assetText = (text: string, decimals: number) => formatAssetAmount(toAssetUnits(text, decimals), decimals);

function networkInfo(n: CoinNetworkConfig): CoinInfo['networks'][number] {
  return {
    network: n.network,
    name: n.name,
    decimals: n.decimals,
    rate: formatAmount(toUnits(n.rate)),
    depositMin: assetText(n.depositMin, n.decimals),
    withdrawMin: assetText(n.withdrawMin, n.decimals),
    withdrawMax: assetText(n.withdrawMax, n.decimals),
    confirmations: n.confirmations,
  };
}

export async function listCoins(deps: WalletDeps, userId: number) {
  const coins = new Map<string, CoinInfo>();
  for (const n of deps.config.crypto.networks) {
    if (!addressFamilyOf(n.network)) continue;
    const coin = coins.get(n.coin) ?? { coin: n.coin, name: COIN_NAMES[n.coin] ?? n.coin, networks: [] };
    coin.networks.push(networkInfo(n));
    coins.set(n.coin, coin);
  }
  return { coins: [...coins.values()], depositNetworks: await depositNetworksOf(deps.db, userId) };
}

export async function depositAddress(deps: WalletDeps, userId: number, coin: string, network: string) {
  const n = coinNetworkOf(deps.config, coin, network);
  const address = await depositAddressOf(deps.db, deps.config.crypto.addressSecret, userId, network);
  return { coin, network, address, confirmations: n.confirmations, depositMin: assetText(n.depositMin, n.decimals) };
}

export function checkWithdrawalAddress(deps: WalletDeps, network: string, address: string): AddressCheck {
  if (!deps.config.crypto.networks.some((n) => n.network === network) || !addressFamilyOf(network)) throw new AppError(400, 'COIN_UNKNOWN');
  return validateAddress(network, address);
}

export interface CryptoWithdrawalInput {
  coin: string;
  network: string;
  address: string;
  /** In the coin, decimal text. */
  amount: string;
}

/**
 * Checks a crypto withdrawal and holds its value in game coins (rounded up to 1/10 000 coin, see
 * withdrawalCoins). Runs in the caller's idempotent transaction; the fund password is checked before.
 */
export async function withdrawCrypto(tx: Db, deps: WalletDeps, userId: number, input: CryptoWithdrawalInput): Promise<WithdrawalRecord> {
  const n = coinNetworkOf(deps.config, input.coin, input.network);
  const depositNetwork = (await depositNetworksOf(tx, userId))[input.coin];
  if (!depositNetwork) throw new AppError(422, 'CRYPTO_DEPOSIT_REQUIRED');
  if (depositNetwork !== input.network) throw new AppError(422, 'NETWORK_MISMATCH', { network: depositNetwork });
  if (!validateAddress(input.network, input.address).valid) throw new AppError(422, 'ADDRESS_INVALID', { network: n.name });

  const parsed = parseAssetAmount(input.amount, n.decimals);
  if (!parsed.ok && parsed.reason === 'too-many-decimals') throw new AppError(422, 'AMOUNT_TOO_PRECISE', { decimals: n.decimals });
  const min = toAssetUnits(n.withdrawMin, n.decimals);
  const max = toAssetUnits(n.withdrawMax, n.decimals);
  if (!parsed.ok || parsed.units < min || parsed.units > max) {
    throw new AppError(422, 'AMOUNT_OUT_OF_RANGE', { min: n.withdrawMin, max: n.withdrawMax, currency: n.coin });
  }

  const row = await requestWithdrawal(tx, deps, {
    userId,
    method: 'crypto',
    amount: withdrawalCoins(parsed.units, n.decimals, n.rate),
    coin: n.coin,
    network: n.network,
    address: canonicalAddress(n.network, input.address),
    assetAmount: parsed.units,
  });
  return toWithdrawalRecord(row, null, deps.config.crypto.networks);
}
