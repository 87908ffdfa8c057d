// Deposit rules: the channels a player may use, creating an order with its provider payment, and
// the player's deposit list.
import type { DepositKind, PaymentChannel, PaymentRecord } from '../../../src/contracts/payments.ts';
import type { PaymentStatus } from '../../../src/contracts/money.ts';
import type { Locale } from '../../../src/lib/locales.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { formatAmount, toUnits } from '../../ledger/amount.fns.ts';
import { usableBankCard } from '../wallet/usable-card.ts';
import type { PaymentChannelConfig, WalletDeps } from '../wallet/wallet.config.ts';
import { toPaymentRecord } from './payment-record.ts';
import { callbackPath, coinsFor, depositOrderSn, depositReturnUrl, plainAmount, textIn, withinLimits } from './payments.fns.ts';
import { attachProviderPayment, insertOrder, listUserOrders } from './payments.repo.ts';
import { paymentProviderFor } from './providers.ts';
import { sandboxBase, SANDBOX_PROVIDER } from './sandbox/sandbox-psp.ts';

/**
 * Base of the URLs we hand out (pay, notify, return): PUBLIC_URL. Handlers do not see the request's
 * host, so without PUBLIC_URL they are paths on whatever host served the page — enough for browsers
 * and the in-process sandbox, not for a real PSP.
 */
export function publicBase(deps: Pick<WalletDeps, 'config'>): string {
  return deps.config.publicUrl ?? '';
}

/** Channels whose provider is available here (the sandbox ones vanish when SANDBOX=0). */
export function availableChannels(deps: WalletDeps): PaymentChannelConfig[] {
  return deps.config.payments.channels.filter((channel) => paymentProviderFor(deps, channel.provider) !== null);
}

function resourceUrlOf(deps: WalletDeps, channel: PaymentChannelConfig): string | null {
  if (deps.config.payments.resourceUrl) return deps.config.payments.resourceUrl;
  if (channel.provider === SANDBOX_PROVIDER && channel.currency === 'JPY') return `${sandboxBase(deps)}/resources/jpy`;
  return null;
}

export function queryChannels(deps: WalletDeps, locale: Locale): { channels: PaymentChannel[]; creditWithinMinutes: number } {
  return {
    channels: availableChannels(deps).map((channel) => ({
      code: channel.code,
      name: textIn(channel.name, locale),
      provider: channel.provider,
      currency: channel.currency,
      rate: formatAmount(toUnits(channel.rate)),
      min: formatAmount(toUnits(channel.min)),
      max: formatAmount(toUnits(channel.max)),
      needsBankCard: channel.needsBankCard,
      resourceUrl: resourceUrlOf(deps, channel),
    })),
    creditWithinMinutes: deps.config.payments.creditWithinMinutes,
  };
}

export interface OrderInput {
  channelCode: string;
  /** Validated by the contract: a positive decimal string with at most 4 decimals. */
  amount: string;
  bankCardId?: number;
}

/** Runs in the idempotent call's transaction: the order and the provider's payment are made together. */
export async function createOrder(tx: Db, deps: WalletDeps, userId: number, locale: Locale, input: OrderInput): Promise<PaymentRecord> {
  const channel = availableChannels(deps).find((c) => c.code === input.channelCode);
  const provider = channel ? paymentProviderFor(deps, channel.provider) : null;
  if (!channel || !provider) throw new AppError(400, 'CHANNEL_UNKNOWN');

  const amount = toUnits(input.amount);
  const coins = coinsFor(amount, channel.rate);
  // A fractional rate could make a tiny amount worth no coin at all: out of range too.
  if (!withinLimits(amount, channel.min, channel.max) || coins <= 0n) {
    throw new AppError(400, 'AMOUNT_OUT_OF_RANGE', {
      min: plainAmount(toUnits(channel.min)),
      max: plainAmount(toUnits(channel.max)),
      currency: channel.currency,
    });
  }
  const card = channel.needsBankCard ? await usableBankCard(tx, userId, input.bankCardId) : null;

  const now = deps.now();
  const expiresAt = new Date(now.getTime() + deps.config.payments.orderTtlMinutes * 60_000);
  let order = null;
  while (!order) {
    order = await insertOrder(tx, {
      orderSn: depositOrderSn(now),
      userId,
      channelCode: channel.code,
      provider: channel.provider,
      currency: channel.currency,
      amount,
      coins,
      bankCardId: card?.id ?? null,
      status: 'pending',
      expiresAt,
      createdAt: now,
      updatedAt: now,
    });
  }

  const base = publicBase(deps);
  const payment = await provider.createPayment(
    { merchantOrderSn: order.orderSn, amount: formatAmount(amount), currency: channel.currency, expiresAt, locale },
    { notifyUrl: `${base}${callbackPath(channel.provider)}`, returnUrl: depositReturnUrl(base, locale, order.orderSn) },
    { tx },
  );
  const withPayment = await attachProviderPayment(tx, order.id, payment, now);
  return toPaymentRecord(withPayment, { config: deps.config, now, locale });
}

export async function listOrders(
  deps: WalletDeps,
  userId: number,
  locale: Locale,
  query: { pageNum: number; pageSize: number; status?: PaymentStatus; kind?: DepositKind },
) {
  const now = deps.now();
  const { rows, total } = await listUserOrders(deps.db, { userId, ...query, now });
  return {
    list: rows.map(({ order, confirmations }) => toPaymentRecord(order, { config: deps.config, now, locale, confirmations })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
