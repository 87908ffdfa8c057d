// JSON endpoints of the sandbox chains, for tests, journeys and the dev page (SANDBOX on only):
//   POST /sandbox/chain/:network/send  {to, amount, from?} → {network, txid}   (amount in the coin)
//   POST /sandbox/chain/:network/mine  {blocks?}          → {network, height}
//   GET  /sandbox/chain/:network/head                     → {network, height}
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../errors.ts';
import { BIGINT_MAX_UNITS } from '../../../shared/money/amount.fns.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { canonicalAddress, validateAddress } from './addresses/validate-address.fns.ts';
import { parseAssetAmount } from '../../../shared/money/asset-amount.fns.ts';
import { sandboxChainFor } from './chains.ts';
import { assetOfNetwork, configuredNetworks } from './coin-networks.ts';
import { sandboxFaucetAddress } from './derive-address.fns.ts';

const sendBody = z
  .object({
    to: z.string().trim().min(1).max(100),
    amount: z.string().trim().regex(/^\d{1,15}(\.\d{1,18})?$/, { error: 'amount' }),
    from: z.string().trim().min(1).max(100).optional(),
  })
  .strict();
const mineBody = z.object({ blocks: z.number().int().min(1).max(1000).default(1) }).strict();

export function registerSandboxChainApi(app: FastifyInstance, deps: WalletDeps): void {
  const networkOf = (params: unknown): string => {
    const { network: named } = params as { network?: unknown };
    const network = typeof named === 'string' ? named.toUpperCase() : '';
    if (!configuredNetworks(deps.config).includes(network)) throw new AppError(404, 'COIN_UNKNOWN');
    return network;
  };
  const noStore = { 'cache-control': 'no-store' };

  app.post('/sandbox/chain/:network/send', { schema: { hide: true, body: sendBody } }, async (request, reply) => {
    const network = networkOf(request.params);
    const { to, amount, from } = request.body as z.output<typeof sendBody>;
    const asset = assetOfNetwork(deps.config, network);
    if (!validateAddress(network, to).valid) throw new AppError(422, 'ADDRESS_INVALID', { network: asset.name });
    if (from !== undefined && !validateAddress(network, from).valid) throw new AppError(422, 'ADDRESS_INVALID', { network: asset.name });
    const parsed = parseAssetAmount(amount, asset.decimals);
    // The sandbox chain's own table holds a bigint; anything smaller may be sent, even what we refuse to credit.
    if (parsed.ok && parsed.units > BIGINT_MAX_UNITS) throw new AppError(400, 'VALIDATION_FAILED');
    if (!parsed.ok) {
      throw parsed.reason === 'too-many-decimals'
        ? new AppError(422, 'AMOUNT_TOO_PRECISE', { decimals: asset.decimals })
        : new AppError(400, 'VALIDATION_FAILED');
    }
    const sender = from ?? sandboxFaucetAddress(deps.config.crypto.addressSecret, network);
    const txid = await sandboxChainFor(deps, network).send(canonicalAddress(network, to), parsed.units, sender);
    reply.headers(noStore);
    return { network, txid };
  });

  app.post('/sandbox/chain/:network/mine', { schema: { hide: true, body: mineBody } }, async (request, reply) => {
    const network = networkOf(request.params);
    const { blocks } = request.body as z.output<typeof mineBody>;
    const height = await sandboxChainFor(deps, network).mine(blocks);
    reply.headers(noStore);
    return { network, height };
  });

  app.get('/sandbox/chain/:network/head', { schema: { hide: true } }, async (request, reply) => {
    const network = networkOf(request.params);
    reply.headers(noStore);
    return { network, height: await sandboxChainFor(deps, network).headHeight() };
  });
}
