// Stopping without dropping a request (close-with-grace): on SIGTERM or SIGINT readiness turns 503
// at once, so a load balancer stops sending new requests; the process keeps serving everything that
// still arrives for DRAIN_DELAY_MS, then closes (stops listening, waits for requests in flight and
// running jobs, closes the database) and exits 0. Past DRAIN_DELAY_MS + CLOSE_BUDGET_MS it exits 1.
// An uncaught error closes the same way without the delay, exiting 1.
import closeWithGrace from 'close-with-grace';
import type { FastifyBaseLogger } from 'fastify';
import type { Readiness } from './health.ts';

export const DEFAULT_DRAIN_DELAY_MS = { production: 5_000, demo: 0 } as const;
/** Time the close itself may take after the drain delay. */
export const CLOSE_BUDGET_MS = 10_000;

export function drainDelayFromEnv(env: NodeJS.ProcessEnv, mode: 'demo' | 'production'): number {
  const value = env.DRAIN_DELAY_MS?.trim();
  return value ? Number(value) : DEFAULT_DRAIN_DELAY_MS[mode];
}

export function installDrain(options: { log: FastifyBaseLogger; readiness: Readiness; drainDelayMs: number; close: () => Promise<void> }): void {
  const { log, readiness, drainDelayMs } = options;
  closeWithGrace(
    {
      delay: drainDelayMs + CLOSE_BUDGET_MS,
      logger: { error: (message: unknown) => log.error(message) },
      onTimeout: (delay) => log.error({ delay }, 'shutdown took too long; exiting'),
    },
    async ({ signal, err }) => {
      readiness.draining = true;
      if (err) log.error({ err }, 'closing after an uncaught error');
      else {
        log.info({ signal, drainDelayMs }, 'draining: /readyz answers 503, requests are still served');
        if (drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, drainDelayMs));
      }
      log.info('shutting down');
      await options.close();
    },
  );
}
