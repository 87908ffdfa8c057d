// Money settings the environment may change: channels, providers, coins, chains and limits.
// Defaults run the whole flow offline on the built-in sandbox provider and sandbox chains.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { LocalizedText } from '../../db/schema.ts';
import type { Translate } from '../../i18n/messages.ts';
import { outboxLeaseMsFromEnv } from '../../jobs/claim-due.ts';
import { kycRuleFromEnv, type KycRule } from '../kyc/kyc.config.ts';

export interface PaymentChannelConfig {
  code: string;
  /** Adapter key: `sandbox` is built in; a real PSP registers its own adapter under its key. */
  provider: string;
  name: LocalizedText;
  currency: string;
  /** Game coins per 1 unit of the currency, decimal string. */
  rate: string;
  /** Limits in the currency, decimal strings. */
  min: string;
  max: string;
  needsBankCard: boolean;
}

export interface CoinNetworkConfig {
  coin: string;
  network: string;
  name: string;
  decimals: number;
  /** Game coins per 1 coin, decimal string. */
  rate: string;
  depositMin: string;
  withdrawMin: string;
  withdrawMax: string;
  confirmations: number;
}

export interface JsyConfig {
  /** The partner's API (JSY_URL); used outside demo mode when no adapter is registered in code. */
  url: string | null;
  /** Signs our requests to the partner (JSY_REQUEST_SECRET; the sandbox partner checks it). */
  requestSecret: string;
  /** Checks the partner's answers (JSY_RESPONSE_SECRET; the sandbox partner signs with it). */
  responseSecret: string;
  /** An answer later than this is unknown (JSY_TIMEOUT_MS, default 10 000). */
  timeoutMs: number;
  /** The sandbox partner's `slow` accounts answer after this (JSY_SANDBOX_SLOW_MS, default 2 000). */
  sandboxSlowMs: number;
  /** Limits of one transfer in game coins, decimal strings. */
  min: string;
  max: string;
  /** The steps before confirm must be done within this of the first one. */
  flowMinutes: number;
  /** The partner refuses a credit received later than this after we asked (then "not found" is definite). */
  requestTtlSeconds: number;
  /** Reconciliation asks again this long after an unknown answer. */
  recheckSeconds: number;
}

export interface WalletConfig {
  /** Base URL browsers and provider callbacks reach this server at (PUBLIC_URL); null: taken from the request. */
  publicUrl: string | null;
  /** Built-in sandbox provider, sandbox chains and their dev pages (SANDBOX, default on). */
  sandbox: boolean;
  payments: {
    channels: PaymentChannelConfig[];
    /** Unpaid orders expire after this (PAYMENT_ORDER_TTL_MINUTES, default 30). */
    orderTtlMinutes: number;
    /** §9: credit arrives within ten minutes. */
    creditWithinMinutes: number;
    /** The provider's public JPY resource (PAYMENT_RESOURCE_URL); null: the sandbox's own. */
    resourceUrl: string | null;
    /** HMAC secret shared with the sandbox provider (PSP_SANDBOX_SECRET). */
    sandboxSecret: string;
    /** Notifications older than this are refused (replay protection). */
    webhookToleranceSeconds: number;
  };
  crypto: {
    networks: CoinNetworkConfig[];
    /** Derives deposit addresses (CRYPTO_ADDRESS_SECRET). */
    addressSecret: string;
    /** Sandbox chains mine a block this often (SANDBOX_BLOCK_MS, default 3000; 0: only on demand). */
    sandboxBlockMs: number;
    /** The deposit watcher reads the chains this often (CHAIN_POLL_MS, default 1000; 0: only on demand). */
    pollMs: number;
  };
  withdrawals: {
    paymentPasswordMaxAttempts: number;
    paymentPasswordLockMinutes: number;
  };
  /** Transfers to the partner wallet JSY (server/modules/jsy/README.md). */
  jsy: JsyConfig;
  /** Which withdrawals need approved KYC (KYC_WITHDRAWAL_THRESHOLD, KYC_CRYPTO_WITHDRAWALS). */
  kyc: KycRule;
  /**
   * A claimed payout, refund or mail is tried again after this if its run never reports back
   * (OUTBOX_LEASE_SECONDS, default 120 s); the mail outbox takes the same value from here.
   */
  outboxLeaseMs: number;
}

const localized = (ja: string, en: string, ko: string, zhCN: string, zhTW: string, fil: string, vi: string): LocalizedText => ({
  'ja-JP': ja,
  'en-US': en,
  'ko-KR': ko,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  'fil-PH': fil,
  'vi-VN': vi,
});

export const DEFAULT_CHANNELS: PaymentChannelConfig[] = [
  {
    code: 'sandbox-bank-jpy',
    provider: 'sandbox',
    name: localized('銀行振込（JPY・サンドボックス）', 'Bank transfer (JPY, sandbox)', '은행 송금 (JPY, 샌드박스)', '银行转账（日元·沙盒）', '銀行轉帳（日圓・沙盒）', 'Bank transfer (JPY, sandbox)', 'Chuyển khoản ngân hàng (JPY, sandbox)'),
    currency: 'JPY',
    rate: '1',
    min: '1000',
    max: '1000000',
    needsBankCard: true,
  },
  {
    code: 'sandbox-bank-cny',
    provider: 'sandbox',
    name: localized('銀行振込（CNY・サンドボックス）', 'Bank transfer (CNY, sandbox)', '은행 송금 (CNY, 샌드박스)', '银行转账（人民币·沙盒）', '銀行轉帳（人民幣・沙盒）', 'Bank transfer (CNY, sandbox)', 'Chuyển khoản ngân hàng (CNY, sandbox)'),
    currency: 'CNY',
    rate: '20',
    min: '50',
    max: '50000',
    needsBankCard: true,
  },
];

export const DEFAULT_COIN_NETWORKS: CoinNetworkConfig[] = [
  { coin: 'USDT', network: 'TRC20', name: 'TRON (TRC20)', decimals: 6, rate: '150', depositMin: '10', withdrawMin: '20', withdrawMax: '10000', confirmations: 19 },
  { coin: 'USDT', network: 'ERC20', name: 'Ethereum (ERC20)', decimals: 6, rate: '150', depositMin: '10', withdrawMin: '50', withdrawMax: '10000', confirmations: 12 },
];

function numberFrom(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 ? n : fallback;
}

/**
 * A secret nobody else knows, for one process only. server/main.ts always passes the kept ones (from
 * the environment, or in demo mode generated into the data directory: server/config/demo-secrets.ts);
 * this serves tests and tools whose app lives no longer than the process.
 */
function throwawaySecret(): string {
  return randomBytes(32).toString('base64url');
}

export function walletConfigFromEnv(env: NodeJS.ProcessEnv): WalletConfig {
  return {
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || null,
    sandbox: env.SANDBOX !== '0',
    payments: {
      channels: DEFAULT_CHANNELS,
      orderTtlMinutes: numberFrom(env.PAYMENT_ORDER_TTL_MINUTES, 30),
      creditWithinMinutes: 10,
      resourceUrl: env.PAYMENT_RESOURCE_URL || null,
      sandboxSecret: env.PSP_SANDBOX_SECRET || throwawaySecret(),
      webhookToleranceSeconds: 300,
    },
    crypto: {
      networks: DEFAULT_COIN_NETWORKS,
      addressSecret: env.CRYPTO_ADDRESS_SECRET || throwawaySecret(),
      sandboxBlockMs: numberFrom(env.SANDBOX_BLOCK_MS, 3000),
      pollMs: numberFrom(env.CHAIN_POLL_MS, 1000),
    },
    withdrawals: { paymentPasswordMaxAttempts: 5, paymentPasswordLockMinutes: 30 },
    jsy: {
      url: env.JSY_URL || null,
      requestSecret: env.JSY_REQUEST_SECRET || throwawaySecret(),
      responseSecret: env.JSY_RESPONSE_SECRET || throwawaySecret(),
      timeoutMs: numberFrom(env.JSY_TIMEOUT_MS, 10_000),
      sandboxSlowMs: numberFrom(env.JSY_SANDBOX_SLOW_MS, 2_000),
      min: '100',
      max: '500000',
      flowMinutes: 15,
      requestTtlSeconds: 120,
      recheckSeconds: 30,
    },
    kyc: kycRuleFromEnv(env),
    outboxLeaseMs: outboxLeaseMsFromEnv(env),
  };
}

/** What every wallet module (cards, payments, withdrawals, crypto, records, operations) is built from. */
export interface WalletDeps {
  db: Db;
  now: () => Date;
  t: Translate;
  config: WalletConfig;
  log: FastifyBaseLogger;
}
