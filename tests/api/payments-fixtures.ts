// Deposits under test: a wallet app on a settable clock whose sandbox notifications go through the
// app's own callback route (app.inject, recorded, optionally failing), the app's WalletDeps for
// running jobs and refunds, signed notifications.
import { randomBytes } from 'node:crypto';
import { and, eq } from '../../server/db/orm.ts';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { ledgerTransfers, paymentOrders, sandboxPspPayments } from '../../server/db/schema.ts';
import { signatureHeader } from '../../server/modules/payments/sandbox/signature.fns.ts';
import { inProcessWebhookSender, type WebhookDelivery } from '../../server/modules/payments/sandbox/webhook-sender.ts';
import type { WalletConfig, WalletDeps } from '../../server/modules/wallet/wallet.config.ts';
import { testClock } from './support/accounts.ts';
import type { DatabaseKind } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { moneyCall, startWalletApp, testWalletConfig } from './support/wallet.ts';

export const JPY = 'sandbox-bank-jpy';
export const CNY = 'sandbox-bank-cny';
export const CALLBACK = '/v2/callbacks/psp/sandbox';

export interface PaymentsApp extends TestApp {
  clock: ReturnType<typeof testClock>;
  deps: WalletDeps;
  config: WalletConfig;
  /** Every notification the sandbox sent, in order. */
  deliveries: WebhookDelivery[];
  /** How the next sends fail: a thrown network error or an HTTP status, once per entry. */
  failures: (Error | number)[];
}

export async function startPaymentsApp(
  kind: DatabaseKind,
  options: { config?: Partial<WalletConfig>; realSender?: boolean } = {},
): Promise<PaymentsApp> {
  const clock = testClock();
  const config = testWalletConfig(options.config);
  const deliveries: WebhookDelivery[] = [];
  const failures: (Error | number)[] = [];
  let deps: WalletDeps | undefined;
  const started = await startWalletApp(kind, {
    now: clock.now,
    wallet: config,
    // No timers: the tests run the jobs themselves, with the app's own deps.
    walletJobs: (d) => {
      deps = d;
      return [];
    },
    ...(options.realSender
      ? {}
      : {
          sandboxWebhookSender: async (delivery: WebhookDelivery, app: FastifyInstance) => {
            deliveries.push(delivery);
            const failure = failures.shift();
            if (failure instanceof Error) throw failure;
            if (failure !== undefined) return failure;
            return inProcessWebhookSender(app)(delivery);
          },
        }),
  });
  if (!deps) throw new Error('wallet deps not captured');
  return { ...started, clock, deps, config, deliveries, failures };
}

export function order(app: FastifyInstance, token: string, body: unknown, options: { key?: string | null; locale?: string } = {}) {
  return moneyCall(app, calls.payOrder.path, body, { token, ...options });
}

/** Places an order that must succeed; answers its record. */
export async function placeOrder(app: FastifyInstance, token: string, body: { channelCode: string; amount: string; bankCardId?: number }, locale?: string) {
  const res = await order(app, token, body, { locale });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { orderSn: string; payUrl: string; status: string; amount: string; coins: string; expiresAt: string };
}

export function payList(app: FastifyInstance, token: string, body: Record<string, unknown> = {}, locale?: string) {
  return app.inject({
    method: 'POST',
    url: calls.payList.path,
    headers: { token, ...(locale ? { 'accept-language': locale } : {}) },
    payload: body,
  });
}

/** The checkout page's path (no origin) for a payUrl. */
export function checkoutPath(payUrl: string): string {
  const url = new URL(payUrl, 'http://wallet.test');
  return url.pathname;
}

export function checkoutAction(app: FastifyInstance, payUrl: string, action: 'pay' | 'cancel') {
  return app.inject({
    method: 'POST',
    url: `${checkoutPath(payUrl)}/${action}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

export async function orderRow(db: Db, orderSn: string) {
  const [row] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderSn, orderSn));
  if (!row) throw new Error(`no order ${orderSn}`);
  return row;
}

export async function sandboxRow(db: Db, paymentId: string) {
  const [row] = await db.select().from(sandboxPspPayments).where(eq(sandboxPspPayments.id, paymentId));
  return row ?? null;
}

/** Deposit transfers booked for a provider payment. */
export async function depositTransfers(db: Db, providerRef: string) {
  return db
    .select()
    .from(ledgerTransfers)
    .where(and(eq(ledgerTransfers.kind, 'deposit'), eq(ledgerTransfers.reference, `psp:sandbox:${providerRef}`)));
}

export interface NotificationFields {
  eventId?: string;
  type?: string;
  paymentId: string;
  merchantOrderSn: string;
  amount: string;
  currency: string;
  occurredAt?: string;
}

/** A notification body as the sandbox writes it, signed with `secret` at `signedAt`. */
export function signedNotification(secret: string, fields: NotificationFields, signedAt: Date) {
  const body = JSON.stringify({
    eventId: fields.eventId ?? `evt_${randomBytes(8).toString('hex')}`,
    type: fields.type ?? 'payment.succeeded',
    paymentId: fields.paymentId,
    merchantOrderSn: fields.merchantOrderSn,
    amount: fields.amount,
    currency: fields.currency,
    occurredAt: fields.occurredAt ?? signedAt.toISOString(),
  });
  return { body, signature: signatureHeader(secret, body, signedAt) };
}

export function postNotification(app: FastifyInstance, body: string, signature: string | null, path = CALLBACK) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'sandbox-signature': signature }) },
    payload: body,
  });
}
