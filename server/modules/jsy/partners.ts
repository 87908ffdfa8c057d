// Which partner adapter transfers use. In demo mode (the sandbox on) it is the built-in sandbox JSY
// partner, reached in-process through the signed client. Otherwise an adapter registered in code
// at start-up (`registerJsyPartner`), else, when JSY_URL is set, the signed client over HTTPS to
// that URL (`httpTransport`; production requires both JSY secrets then, server/config/env.ts).
// Without either, the transfer calls answer 503 JSY_UNAVAILABLE.
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { JsyPartner } from './partner.ts';
import { sandboxJsy, type SandboxJsy } from './sandbox/sandbox-jsy.ts';
import { signedJsyClient, type PartnerTransport } from './signed-client.ts';

type PartnerFactory = (deps: WalletDeps) => JsyPartner;
let registered: PartnerFactory | null = null;

export function registerJsyPartner(factory: PartnerFactory): void {
  registered = factory;
}

const sandboxes = new WeakMap<WalletDeps, SandboxJsy>();

/** The sandbox partner of this app (one per deps object); null outside demo mode. */
export function sandboxJsyOf(deps: WalletDeps): SandboxJsy | null {
  if (!deps.config.sandbox) return null;
  let sandbox = sandboxes.get(deps);
  if (!sandbox) {
    const { requestSecret, responseSecret, sandboxSlowMs } = deps.config.jsy;
    sandbox = sandboxJsy({ db: deps.db, now: deps.now, requestSecret, responseSecret, slowMs: sandboxSlowMs });
    sandboxes.set(deps, sandbox);
  }
  return sandbox;
}

/** Each request POSTed to `<base URL><path>`; the answer's status, body and headers as they came. */
export function httpTransport(baseUrl: string, fetcher: typeof fetch = fetch): PartnerTransport {
  const base = baseUrl.replace(/\/+$/, '');
  return async (path, body, headers, signal) => {
    const response = await fetcher(`${base}${path}`, { method: 'POST', body, headers, signal, redirect: 'error' });
    return { status: response.status, body: await response.text(), headers: Object.fromEntries(response.headers) };
  };
}

export function jsyPartnerOf(deps: WalletDeps): JsyPartner | null {
  const { url, requestSecret, responseSecret, timeoutMs } = deps.config.jsy;
  const sandbox = sandboxJsyOf(deps);
  if (sandbox) return signedJsyClient({ transport: sandbox.transport, requestSecret, responseSecret, timeoutMs, now: deps.now });
  if (registered) return registered(deps);
  if (url) return signedJsyClient({ transport: httpTransport(url), requestSecret, responseSecret, timeoutMs, now: deps.now });
  return null;
}
