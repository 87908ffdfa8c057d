// What `npm run rtp` prints for a pachinko-style machine besides its RTP: the 2018 payout-window
// check. Returns undefined for any other machine, so the script can ask every machine.
//
//   const report = pachinkoPayoutWindows(machine.id, { sessions: 1000 });
//   if (report) console.log(formatPayoutWindows(report).join('\n'));
import { PACHINKO_TABLES } from './machines/index.ts';
import { simulatePayoutWindows, type PayoutWindowOptions, type PayoutWindowReport } from './payout-windows.fns.ts';

export { formatPayoutWindows } from './payout-windows.fns.ts';
export type { PayoutWindowReport, WindowResult } from './payout-windows.fns.ts';

export function pachinkoPayoutWindows(machineId: string, options: PayoutWindowOptions = {}): PayoutWindowReport | undefined {
  const table = PACHINKO_TABLES.find((t) => t.id === machineId);
  return table ? simulatePayoutWindows(table, options) : undefined;
}
