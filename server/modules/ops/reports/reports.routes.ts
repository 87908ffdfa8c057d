// The reports' calls (auditor): per day, per machine, and either as CSV. They only read: like the
// audit log's own export, an export is not recorded; a refused call is, like any operator call's.
import type { Db } from '../../../db/database.ts';
import type { CallHandlers } from '../../../http/call-handler.ts';
import { checkReportRange, dailyCsv, dayFigures, machineCsv, machineFigures, machineTotalOf, reportFilename, totalOf } from './reports.fns.ts';
import { dailySums, machineSums } from './reports.repo.ts';

type Calls = 'opsReportDaily' | 'opsReportMachines' | 'opsReportExport';

export interface ReportsDeps {
  db: Db;
  hallTimeZone: string;
}

export function reportsHandlers(deps: ReportsDeps): Pick<CallHandlers, Calls> {
  const timeZone = deps.hallTimeZone;
  return {
    opsReportDaily: async ({ from, to }) => {
      checkReportRange({ from, to });
      const rows = await dailySums(deps.db, from, to, timeZone);
      return {
        from,
        to,
        timeZone,
        days: rows.map((row) => ({ date: row.date, ...dayFigures(row) })),
        totals: dayFigures(totalOf(rows)),
      };
    },
    opsReportMachines: async ({ from, to }, context) => {
      checkReportRange({ from, to });
      const rows = await machineSums(deps.db, from, to, timeZone, context.locale);
      return {
        from,
        to,
        timeZone,
        machines: rows.map((row) => ({ machineId: row.machineId, name: row.name, ...machineFigures(row) })),
        totals: machineFigures(machineTotalOf(rows)),
      };
    },
    opsReportExport: async ({ from, to, view }, context) => {
      checkReportRange({ from, to });
      if (view === 'day') {
        const rows = await dailySums(deps.db, from, to, timeZone);
        return { filename: reportFilename(view, from, to), csv: dailyCsv(rows), rows: rows.length };
      }
      const rows = await machineSums(deps.db, from, to, timeZone, context.locale);
      return { filename: reportFilename(view, from, to), csv: machineCsv(rows), rows: rows.length };
    },
  };
}
