// Shared set-up of the crypto-island tests: the money-island set-up plus the crypto and records
// strings, and answers in the contracts' shapes.
import { beforeAll } from 'vitest';
import type { Locale } from '../../../../shared/locales.ts';
import { loadIslandI18n } from '../../../i18n/islandI18n.ts';
import type { CoinInfo } from '../../../contracts/index.ts';
import { setUpFinanceIslandTests } from '../financeTestSetup.ts';
import { CRYPTO_NAMESPACES } from './CryptoIsland.tsx';

export { failure, ok, pageOf, paymentRecord, signIn, userInfo, withdrawalRecord } from '../financeTestSetup.ts';

export function setUpCryptoIslandTests(locales: readonly Locale[]) {
  const server = setUpFinanceIslandTests(locales);
  beforeAll(async () => {
    await Promise.all(locales.map((locale) => loadIslandI18n(locale, CRYPTO_NAMESPACES)));
  });
  return server;
}

export const TRC20: CoinInfo['networks'][number] = {
  network: 'TRC20',
  name: 'TRON (TRC20)',
  decimals: 6,
  rate: '150.0000',
  depositMin: '10.000000',
  withdrawMin: '20.000000',
  withdrawMax: '10000.000000',
  confirmations: 19,
};

export const ERC20: CoinInfo['networks'][number] = {
  network: 'ERC20',
  name: 'Ethereum (ERC20)',
  decimals: 6,
  rate: '150.0000',
  depositMin: '10.000000',
  withdrawMin: '50.000000',
  withdrawMax: '10000.000000',
  confirmations: 12,
};

export const USDT: CoinInfo = { coin: 'USDT', name: 'Tether USD', networks: [TRC20, ERC20] };

/** cpp/coins: USDT on TRC20 and ERC20, deposited through the networks given. */
export const coinsAnswer = (depositNetworks: Record<string, string> = {}, coins: CoinInfo[] = [USDT]) => ({ coins, depositNetworks });

export const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
