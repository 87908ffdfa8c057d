// The team reports' rollup job, run beside the wallet jobs (the job system, once per occurrence;
// tests call rollUpReports on demand). Runs at once stay safe: the cursor row decides who adds a
// batch (report-rollup.service.ts). Reports stay exact between runs: they read the rounds past the
// cursor live (report-rollup.repo.ts), so the period only bounds how much they read live.
import type { WalletDeps } from '../wallet/wallet.config.ts';
import type { WalletJob } from '../wallet/wallet.jobs.ts';
import { rollUpReports } from './report-rollup.service.ts';

export const REPORT_ROLLUP_EVERY_MS = 60_000;

export function reportRollupJobs(deps: Pick<WalletDeps, 'db' | 'log'>, zone: string): WalletJob[] {
  return [
    {
      name: 'reports:rollup',
      everyMs: REPORT_ROLLUP_EVERY_MS,
      run: async () => {
        const result = await rollUpReports(deps.db, zone);
        if (result.rounds > 0) deps.log.debug({ rounds: result.rounds, lastId: result.lastId }, 'team reports rolled up');
        return result;
      },
    },
  ];
}
