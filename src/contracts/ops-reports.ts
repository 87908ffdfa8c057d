import { z } from './zod.ts';
import { defineCall } from './define.ts';
import { amountText, dateText } from './money.ts';

// The operators' reports (auditor): deposits, withdrawals, bets, wins and GGR per day and per machine
// over a range of the hall's calendar days (HALL_TIME_ZONE, the dashboard's "today"), and the same
// figures as CSV. Deposits are paid orders by the time they were paid, withdrawals completed ones by
// the time they completed, bets and wins game rounds by the time they were played. Amounts are the
// exact sums of integer units of 1/10 000 coin, written as decimal strings like every amount answered.

/** Longest range one report covers, in days (both ends counted). */
export const REPORT_MAX_DAYS = 92;

/** Inclusive calendar days of the hall; `to` before `from` or more than REPORT_MAX_DAYS days is 422. */
export const reportRange = z.strictObject({ from: dateText, to: dateText });
export type ReportRange = z.infer<typeof reportRange>;

const roundFigures = {
  rounds: z.number().check(z.int()),
  bets: amountText,
  wins: amountText,
  /** Bets − wins: what the hall kept (negative when players won more). */
  ggr: amountText,
};

export const reportDayFigures = z.object({
  depositCount: z.number().check(z.int()),
  deposits: amountText,
  withdrawalCount: z.number().check(z.int()),
  withdrawals: amountText,
  ...roundFigures,
});
export type ReportDayFigures = z.infer<typeof reportDayFigures>;

export const reportDay = z.extend(reportDayFigures, { date: dateText });
export type ReportDay = z.infer<typeof reportDay>;

export const reportMachineFigures = z.object(roundFigures);
export type ReportMachineFigures = z.infer<typeof reportMachineFigures>;

export const reportMachine = z.extend(reportMachineFigures, {
  machineId: z.string(),
  /** The machine's name in the request's language (ja-JP when it has none). */
  name: z.string(),
});
export type ReportMachine = z.infer<typeof reportMachine>;

const rangeAnswer = { from: dateText, to: dateText, timeZone: z.string() };

export const opsReportDaily = defineCall({
  path: '/v2/ops/report/daily',
  auth: 'operator',
  tag: 'operations',
  summary: "Deposits, withdrawals, bets, wins and GGR for each of the hall's days in a range (days without any are zeros), and their totals",
  request: reportRange,
  response: z.object({ ...rangeAnswer, days: z.array(reportDay), totals: reportDayFigures }),
});
export type OpsReportDaily = z.infer<typeof opsReportDaily.response>;

export const opsReportMachines = defineCall({
  path: '/v2/ops/report/machines',
  auth: 'operator',
  tag: 'operations',
  summary: 'Rounds, bets, wins and GGR per machine over a range of the hall’s days (machines without rounds are zeros), and their totals',
  request: reportRange,
  response: z.object({ ...rangeAnswer, machines: z.array(reportMachine), totals: reportMachineFigures }),
});
export type OpsReportMachines = z.infer<typeof opsReportMachines.response>;

export const reportViews = ['day', 'machine'] as const;
export type ReportView = (typeof reportViews)[number];

export const opsReportExport = defineCall({
  path: '/v2/ops/report/export',
  auth: 'operator',
  tag: 'operations',
  summary: 'The daily or per-machine report as CSV (RFC 4180, UTF-8): a header line, then one line per day or machine',
  request: z.strictObject({ ...reportRange.shape, view: z.enum(reportViews) }),
  response: z.object({
    filename: z.string(),
    /** The CSV text: a header line, then one line per day (oldest first) or machine. */
    csv: z.string(),
    rows: z.number().check(z.int(), z.gte(0)),
  }),
});
