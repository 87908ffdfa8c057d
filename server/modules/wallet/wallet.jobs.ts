// Background work of the wallet, started with the server and stopped when it closes:
// expiring unpaid orders, mining the sandbox chains and watching chains for deposits.
// Each job is also exported as a plain function so tests run it on demand instead of waiting.
import type { FastifyInstance } from 'fastify';
import type { WalletDeps } from './wallet.config.ts';

export interface WalletJob {
  name: string;
  /** 0: never on a timer (only on demand). */
  everyMs: number;
  run: () => Promise<unknown>;
}

export function startWalletJobs(app: FastifyInstance, deps: WalletDeps, jobs: WalletJob[]): void {
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  for (const job of jobs) {
    if (job.everyMs <= 0) continue;
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      const run = job
        .run()
        .catch((error: unknown) => deps.log.error({ err: error, job: job.name }, 'wallet job failed'))
        .finally(() => {
          busy = false;
          running.delete(run);
        });
      running.add(run);
    }, job.everyMs);
    timer.unref();
    timers.push(timer);
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  });
}
