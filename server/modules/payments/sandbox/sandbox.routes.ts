// The sandbox provider's pages, served by our server under /sandbox/psp (only with SANDBOX on):
//   GET  /sandbox/psp/checkout/:paymentId          the checkout page (?lang=<locale> or Accept-Language)
//   POST /sandbox/psp/checkout/:paymentId/pay      pay: notify the merchant, back to its return URL
//   POST /sandbox/psp/checkout/:paymentId/cancel   cancel: likewise
//   GET  /sandbox/psp/resources/jpy                the JPY resource (banks, transfer instructions)
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, pickLocale, type Locale } from '../../../../shared/locales.ts';
import { CSP_NONCE_ROUTE } from '../../../http/security-headers.ts';
import type { WalletDeps } from '../../wallet/wallet.config.ts';
import { renderCheckoutPage } from './checkout-page.ts';
import { jpyResource } from './jpy-resource.ts';
import { findSandboxPayment, type SandboxPayment } from './sandbox-books.ts';
import { SANDBOX_BASE_PATH, sandboxPspOf } from './sandbox-psp.ts';

type PaymentRequest = FastifyRequest<{ Params: { paymentId: string }; Querystring: { lang?: string } }>;

function localeOf(request: FastifyRequest): Locale {
  const { lang } = (request.query ?? {}) as { lang?: unknown };
  return isLocale(lang) ? lang : pickLocale(request.headers['accept-language']);
}

export function registerSandboxRoutes(app: FastifyInstance, deps: WalletDeps): void {
  const psp = sandboxPspOf(deps);

  function page(request: FastifyRequest, reply: FastifyReply, status: number, payment: SandboxPayment | null) {
    const html = renderCheckoutPage({
      locale: localeOf(request),
      t: deps.t,
      payment,
      now: deps.now(),
      actionBase: payment ? `${SANDBOX_BASE_PATH}/checkout/${encodeURIComponent(payment.id)}` : SANDBOX_BASE_PATH,
      nonce: reply.cspNonce,
    });
    return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
  }

  void app.register(async (scope) => {
    // The checkout's forms post urlencoded bodies (empty ones: the buttons carry no fields).
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });

    scope.get('/sandbox/psp/checkout/:paymentId', { schema: { hide: true }, helmet: CSP_NONCE_ROUTE }, async (request: PaymentRequest, reply) => {
      const payment = await findSandboxPayment(deps.db, request.params.paymentId);
      return page(request, reply, payment ? 200 : 404, payment);
    });

    for (const [action, outcome] of [['pay', 'succeeded'], ['cancel', 'cancelled']] as const) {
      scope.post(`/sandbox/psp/checkout/:paymentId/${action}`, { schema: { hide: true }, helmet: CSP_NONCE_ROUTE }, async (request: PaymentRequest, reply) => {
        const settled = await psp.settle(request.params.paymentId, outcome);
        if (settled.result === 'not-found') return page(request, reply, 404, null);
        if (settled.result === 'refused') return page(request, reply, 409, settled.payment);
        return reply.redirect(settled.payment.returnUrl, 303);
      });
    }

    scope.get('/sandbox/psp/resources/jpy', { schema: { hide: true } }, async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return jpyResource(deps.t, localeOf(request), deps.config.payments.creditWithinMinutes);
    });
  });
}
