// A payment_orders row as the API answers it (paymentRecord): fiat orders from a provider, and
// crypto deposits (provider `chain:<network>`) made by the deposit watcher.
import type { PaymentRecord } from '../../../src/contracts/payments.ts';
import { DEFAULT_LOCALE, type Locale } from '../../../shared/locales.ts';
import { formatAmount } from '../../../shared/money/amount.fns.ts';
import { formatAssetAmount } from '../../../shared/money/asset-amount.fns.ts';
import type { WalletConfig } from '../wallet/wallet.config.ts';
import { effectiveStatus, textIn } from './payments.fns.ts';
import type { PaymentOrderRow } from './payments.repo.ts';

/** Providers of crypto deposits are named `chain:<network>`. */
export const CHAIN_PREFIX = 'chain:';

export function isCryptoOrder(order: Pick<PaymentOrderRow, 'provider'>): boolean {
  return order.provider.startsWith(CHAIN_PREFIX);
}

export interface RecordContext {
  config: WalletConfig;
  now: Date;
  locale?: Locale;
  /** Crypto: confirmations seen so far (crypto_deposits). */
  confirmations?: number | null;
}

export function toPaymentRecord(order: PaymentOrderRow, context: RecordContext): PaymentRecord {
  const locale = context.locale ?? DEFAULT_LOCALE;
  const common = {
    orderSn: order.orderSn,
    channelCode: order.channelCode,
    currency: order.currency,
    coins: formatAmount(order.coins),
    status: effectiveStatus(order.status, order.expiresAt, context.now),
    payUrl: order.payUrl,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    expiresAt: order.expiresAt?.toISOString() ?? null,
  };

  if (isCryptoOrder(order)) {
    const networkCode = order.network ?? order.provider.slice(CHAIN_PREFIX.length);
    const network = context.config.crypto.networks.find((n) => n.network === networkCode && n.coin === order.currency);
    return {
      ...common,
      channelName: network ? `${network.coin} (${network.name})` : `${order.currency} (${networkCode})`,
      // Crypto amounts keep their asset's decimals (base units in the row).
      amount: network ? formatAssetAmount(order.amount, network.decimals) : order.amount.toString(),
      network: networkCode,
      address: order.address,
      confirmations: context.confirmations ?? 0,
      confirmationsRequired: network?.confirmations ?? null,
    };
  }

  const channel = context.config.payments.channels.find((c) => c.code === order.channelCode);
  return {
    ...common,
    channelName: channel ? textIn(channel.name, locale) : order.channelCode,
    amount: formatAmount(order.amount),
    network: null,
    address: null,
    confirmations: null,
    confirmationsRequired: null,
  };
}
