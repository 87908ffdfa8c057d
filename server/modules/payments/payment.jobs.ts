// Background work of deposits: expiring unpaid orders, submitting operators' refunds to the
// provider (the refund outbox), and (with the sandbox on) the sandbox
// provider's notification redelivery. server/main.ts starts them through `walletJobs`; tests run
// the functions on demand.
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { WalletJob } from '../wallet/wallet.jobs.ts';
import { expirePendingOrders } from './payments.repo.ts';
import { hasDueRefunds, REFUND_SUBMIT_EVERY_MS, submitDueRefunds } from './refund-submission.ts';
import type { DeliveryReport } from './sandbox/notification-courier.ts';
import { sandboxPspOf } from './sandbox/sandbox-psp.ts';

export const EXPIRE_EVERY_MS = 30_000;
export const REDELIVER_EVERY_MS = 2_000;

/** Pending orders past their expiry become expired; the sandbox expires its open payments too. */
export async function expireUnpaidOrders(deps: WalletDeps): Promise<{ orders: number; sandboxPayments: number }> {
  const expired = await expirePendingOrders(deps.db, deps.now());
  if (expired.length) deps.log.info({ orderSns: expired.map((o) => o.orderSn) }, 'unpaid deposit orders expired');
  const sandboxPayments = deps.config.sandbox ? await sandboxPspOf(deps).expireOverdue() : 0;
  return { orders: expired.length, sandboxPayments };
}

/** The sandbox provider's due notifications (retries, refunds, expiries). */
export function deliverSandboxNotifications(deps: WalletDeps): Promise<DeliveryReport> {
  return sandboxPspOf(deps).courier.deliverDue();
}

export function paymentJobs(deps: WalletDeps): WalletJob[] {
  const jobs: WalletJob[] = [
    { name: 'payments:expire-unpaid', everyMs: EXPIRE_EVERY_MS, run: () => expireUnpaidOrders(deps) },
    { name: 'refunds:submit', everyMs: REFUND_SUBMIT_EVERY_MS, run: () => submitDueRefunds(deps), hasWork: () => hasDueRefunds(deps) },
  ];
  if (deps.config.sandbox) {
    jobs.push({
      name: 'payments:sandbox-notifications',
      everyMs: REDELIVER_EVERY_MS,
      run: () => deliverSandboxNotifications(deps),
      hasWork: () => sandboxPspOf(deps).courier.hasDue(),
    });
  }
  return jobs;
}
