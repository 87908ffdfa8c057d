// Housekeeping run beside the wallet jobs (the job system, once per occurrence): expired rows are
// deleted every CLEANUP_EVERY_MS; the batches' row locks keep concurrent runs apart all the same.
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { WalletJob } from '../wallet/wallet.jobs.ts';
import { deleteExpiredRows } from './expired-rows.ts';

export const CLEANUP_EVERY_MS = 10 * 60_000;

export function housekeepingJobs(deps: WalletDeps): WalletJob[] {
  return [
    {
      name: 'housekeeping:expired-rows',
      everyMs: CLEANUP_EVERY_MS,
      run: async () => {
        const report = await deleteExpiredRows(deps);
        const deleted = Object.fromEntries(Object.entries(report).filter(([, n]) => n > 0));
        if (Object.keys(deleted).length) deps.log.info({ deleted }, 'expired rows deleted');
        return report;
      },
    },
  ];
}
