// Which adapter collects a channel's money. `sandbox` is built in (and exists only when
// config.sandbox is on); a real PSP registers a factory under its key at start-up:
//
//   registerPaymentProvider('acme', (deps) => acmeProvider({ apiKey: process.env.ACME_KEY, … }));
//
// and channels naming `provider: 'acme'` then use it; its notifications arrive at
// POST /v2/callbacks/psp/acme. With PUBLIC_URL unset, notify URLs are paths on this server, which
// only the in-process sandbox can reach: a real PSP needs PUBLIC_URL.
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { PaymentProvider } from './provider.ts';
import { SANDBOX_PROVIDER, sandboxPspOf } from './sandbox/sandbox-psp.ts';

export type PaymentProviderFactory = (deps: WalletDeps) => PaymentProvider;

const factories = new Map<string, PaymentProviderFactory>();

export function registerPaymentProvider(key: string, factory: PaymentProviderFactory): void {
  if (key === SANDBOX_PROVIDER) throw new Error('the sandbox provider is built in');
  factories.set(key, factory);
}

/** The adapter for a provider key, or null when it is not available here. */
export function paymentProviderFor(deps: WalletDeps, key: string): PaymentProvider | null {
  if (key === SANDBOX_PROVIDER) return deps.config.sandbox ? sandboxPspOf(deps).provider : null;
  return factories.get(key)?.(deps) ?? null;
}
