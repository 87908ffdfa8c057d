// HTTP routes of deposits that are not /v2 contract calls:
//   POST /v2/callbacks/psp/:provider   providers' notifications (raw body, for the signature)
//   /sandbox/psp/…                     the sandbox provider's pages (only with SANDBOX on)
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLocale } from '../../../shared/locales.ts';
import type { WalletDeps } from '../wallet/wallet.config.ts';
import { receiveNotification } from './notifications.service.ts';
import { sandboxPspOf } from './sandbox/sandbox-psp.ts';
import { registerSandboxRoutes } from './sandbox/sandbox.routes.ts';
import { defaultWebhookSender, type WebhookDelivery } from './sandbox/webhook-sender.ts';

export interface PaymentRoutesOptions {
  /** Replaces how the sandbox's notifications leave (tests); default: own paths in-process, URLs over HTTP. */
  sandboxWebhookSender?: (delivery: WebhookDelivery, app: FastifyInstance) => Promise<number>;
}

export function registerPaymentRoutes(app: FastifyInstance, deps: WalletDeps, options: PaymentRoutesOptions = {}): void {
  // Its own scope: the signature covers the exact bytes sent, so the body stays a string here.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    scope.post(
      '/v2/callbacks/psp/:provider',
      // Providers deliver in bursts from few addresses; forged requests cost one HMAC each.
      { schema: { hide: true }, config: { rateLimit: false } },
      async (request: FastifyRequest<{ Params: { provider: string } }>) => {
        const rawBody = typeof request.body === 'string' ? request.body : '';
        const { eventId, outcome } = await receiveNotification(deps, request.params.provider, rawBody, request.headers);
        return { code: 200, msg: deps.t(pickLocale(request.headers['accept-language']), 'errors', 'SUCCESS'), data: { eventId, outcome } };
      },
    );
  });

  if (!deps.config.sandbox) return;
  const custom = options.sandboxWebhookSender;
  sandboxPspOf(deps).useSender(custom ? (delivery) => custom(delivery, app) : defaultWebhookSender(app));
  registerSandboxRoutes(app, deps);
}
