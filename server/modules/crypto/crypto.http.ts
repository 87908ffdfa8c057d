// Placeholder while the module is being written: the sandbox chain's dev endpoints and page.
import type { FastifyInstance } from 'fastify';
import type { WalletDeps } from '../wallet/wallet.config.ts';

export function registerCryptoRoutes(_app: FastifyInstance, _deps: WalletDeps): void {}
