// How the sandbox provider's notifications leave: an HTTP POST, like any PSP's. A notify URL
// without an origin (no PUBLIC_URL configured) names this very server and is delivered in-process
// by the sender payments.http.ts installs.
import type { FastifyInstance } from 'fastify';

export interface WebhookDelivery {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** Answers the receiver's HTTP status; throws on a network failure. */
export type WebhookSender = (delivery: WebhookDelivery) => Promise<number>;

export const WEBHOOK_TIMEOUT_MS = 5_000;

export const httpWebhookSender: WebhookSender = async (delivery) => {
  if (!/^https?:\/\//.test(delivery.url)) throw new Error(`cannot POST to ${delivery.url} without an origin (set PUBLIC_URL)`);
  const response = await fetch(delivery.url, {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
    redirect: 'manual',
    signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
};

/** Delivers through the app's own router (app.inject): the same route, parser and checks as over HTTP. */
export function inProcessWebhookSender(app: FastifyInstance): WebhookSender {
  return async (delivery) => {
    const url = new URL(delivery.url, 'http://in-process.invalid');
    const response = await app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, headers: delivery.headers, payload: delivery.body });
    return response.statusCode;
  };
}

/** Own-server paths in-process, anything else over HTTP. */
export function defaultWebhookSender(app: FastifyInstance): WebhookSender {
  const inProcess = inProcessWebhookSender(app);
  return (delivery) => (delivery.url.startsWith('/') ? inProcess(delivery) : httpWebhookSender(delivery));
}
