// Deposit rules: the channels a player may use, creating an order and then its provider payment
// (three steps: the provider is never called inside a transaction), and the player's deposit list.
import type { DepositKind, PaymentChannel, PaymentRecord } from '../../../src/contracts/payments.ts';
import type { PaymentStatus } from '../../../src/contracts/money.ts';
import type { Locale } from '../../../shared/locales.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { formatAmount, toUnits } from '../../../shared/money/amount.fns.ts';
import { usableBankCard } from '../wallet/usable-card.ts';
import type { PaymentChannelConfig, WalletDeps } from '../wallet/wallet.config.ts';
import { toPaymentRecord } from './payment-record.ts';
import { requireDepositAllowed } from '../protection/protection.service.ts';
import { callbackPath, coinsFor, depositOrderSn, depositReturnUrl, plainAmount, textIn, withinLimits } from './payments.fns.ts';
import { attachProviderPayment, cancelOrderWithoutPayment, insertOrder, listUserOrders, lockOrderBySn } from './payments.repo.ts';
import type { CreatedPayment } from './provider.ts';
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

/** What the committed order hands to the provider call and to the recording step (JSON: it waits in the idempotency key). */
export interface PreparedOrder {
  orderId: number;
  orderSn: string;
  provider: string;
  amount: string;
  currency: string;
  expiresAt: string;
  locale: Locale;
  notifyUrl: string;
  returnUrl: string;
}

/**
 * Step 1 of pay/order, in the idempotency key's transaction: the checks, the deposit limits (under
 * the protection settings' row lock, with open orders counted) and the order, committed `pending`
 * without a payment. No provider is called here.
 */
export async function prepareOrder(tx: Db, deps: WalletDeps, userId: number, locale: Locale, input: OrderInput): Promise<PreparedOrder> {
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
  // Breaks and deposit limits: open orders count too, so several cannot together pass a limit.
  await requireDepositAllowed(tx, userId, coins, now);
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
  return {
    orderId: order.id,
    orderSn: order.orderSn,
    provider: channel.provider,
    amount: formatAmount(amount),
    currency: channel.currency,
    expiresAt: expiresAt.toISOString(),
    locale,
    notifyUrl: `${base}${callbackPath(channel.provider)}`,
    returnUrl: depositReturnUrl(base, locale, order.orderSn),
  };
}

/** Step 2, outside any transaction: the provider opens the payment, the order number its idempotency key. */
export async function openProviderPayment(deps: WalletDeps, prepared: PreparedOrder): Promise<CreatedPayment> {
  const provider = paymentProviderFor(deps, prepared.provider);
  if (!provider) throw new AppError(400, 'CHANNEL_UNKNOWN');
  return provider.createPayment(
    {
      merchantOrderSn: prepared.orderSn,
      amount: prepared.amount,
      currency: prepared.currency,
      expiresAt: new Date(prepared.expiresAt),
      locale: prepared.locale,
    },
    { notifyUrl: prepared.notifyUrl, returnUrl: prepared.returnUrl },
    prepared.orderSn,
  );
}

/** Step 3, a short transaction: the payment recorded on the order (once), the player's answer. */
export async function recordProviderPayment(tx: Db, deps: WalletDeps, prepared: PreparedOrder, payment: CreatedPayment): Promise<PaymentRecord> {
  const now = deps.now();
  const order = (await attachProviderPayment(tx, prepared.orderId, payment, now)) ?? (await lockOrderBySn(tx, prepared.orderSn));
  if (!order) throw new Error(`payment order ${prepared.orderSn} vanished`);
  return toPaymentRecord(order, { config: deps.config, now, locale: prepared.locale });
}

/**
 * Step 2 failed (the provider unreachable or refusing): the order is cancelled (while still pending
 * without a payment) and the player is told to order again; the refusal is the key's answer.
 */
export async function cancelUnopenedOrder(tx: Db, deps: WalletDeps, prepared: PreparedOrder, error: unknown): Promise<AppError> {
  deps.log.warn({ err: error, order: prepared.orderSn, provider: prepared.provider }, 'payment provider did not open the payment');
  await cancelOrderWithoutPayment(tx, prepared.orderId, deps.now());
  return new AppError(503, 'PAYMENT_PROVIDER_UNAVAILABLE');
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
