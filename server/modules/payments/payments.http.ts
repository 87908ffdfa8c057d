// Placeholder while the module is being written: the provider callback and the sandbox checkout.
import type { FastifyInstance } from 'fastify';
import type { WalletDeps } from '../wallet/wallet.config.ts';

export function registerPaymentRoutes(_app: FastifyInstance, _deps: WalletDeps): void {}
