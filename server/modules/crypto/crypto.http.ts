// Non-/v2 routes of the crypto module: the sandbox chains' JSON endpoints and their dev page,
// registered only when the sandbox is on (SANDBOX, default on).
import type { FastifyInstance } from 'fastify';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { registerSandboxChainApi } from './sandbox-chain.http.ts';
import { registerSandboxChainPage } from './sandbox-chain.page.ts';

export function registerCryptoRoutes(app: FastifyInstance, deps: WalletDeps): void {
  if (!deps.config.sandbox) return;
  registerSandboxChainApi(app, deps);
  registerSandboxChainPage(app, deps);
}
