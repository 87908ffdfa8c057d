// Pure rules of the operators' reports: the range (inclusive hall days, at most REPORT_MAX_DAYS),
// the answers' figures (decimal strings from exact unit sums) and the CSV (RFC 4180, CRLF).
import { REPORT_MAX_DAYS, type ReportDayFigures, type ReportMachineFigures, type ReportView } from '../../../../src/contracts/ops-reports.ts';
import { formatAmount } from '../../../../shared/money/amount.fns.ts';
import { AppError } from '../../../errors.ts';
import { csvField } from '../audit/audit-csv.fns.ts';
import type { ReportDaySums, ReportMachineSums } from './reports.repo.ts';

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** 422 REPORT_RANGE_REVERSED when `to` is before `from`, 422 REPORT_RANGE_TOO_LONG past REPORT_MAX_DAYS. */
export function checkReportRange(range: { from: string; to: string }): void {
  if (range.to < range.from) throw new AppError(422, 'REPORT_RANGE_REVERSED', {}, { field: 'to' });
  if (daysBetween(range.from, range.to) > REPORT_MAX_DAYS) throw new AppError(422, 'REPORT_RANGE_TOO_LONG', { maxDays: REPORT_MAX_DAYS }, { field: 'from' });
}

type RoundSums = Pick<ReportDaySums, 'rounds' | 'bets' | 'wins'>;
type MoneySums = Omit<ReportDaySums, 'date'>;

function roundFigures(sums: RoundSums): ReportMachineFigures {
  return { rounds: sums.rounds, bets: formatAmount(sums.bets), wins: formatAmount(sums.wins), ggr: formatAmount(sums.bets - sums.wins) };
}

export function dayFigures(sums: MoneySums): ReportDayFigures {
  return {
    depositCount: sums.depositCount,
    deposits: formatAmount(sums.deposits),
    withdrawalCount: sums.withdrawalCount,
    withdrawals: formatAmount(sums.withdrawals),
    ...roundFigures(sums),
  };
}

export function machineFigures(sums: RoundSums): ReportMachineFigures {
  return roundFigures(sums);
}

/** Totals over rows, summed as units (exact). */
export function totalOf(rows: readonly MoneySums[]): MoneySums {
  const total: MoneySums = { depositCount: 0, deposits: 0n, withdrawalCount: 0, withdrawals: 0n, rounds: 0, bets: 0n, wins: 0n };
  for (const row of rows) {
    total.depositCount += row.depositCount;
    total.deposits += row.deposits;
    total.withdrawalCount += row.withdrawalCount;
    total.withdrawals += row.withdrawals;
    total.rounds += row.rounds;
    total.bets += row.bets;
    total.wins += row.wins;
  }
  return total;
}

export function machineTotalOf(rows: readonly RoundSums[]): RoundSums {
  return totalOf(rows.map((row) => ({ depositCount: 0, deposits: 0n, withdrawalCount: 0, withdrawals: 0n, ...row })));
}

export const DAY_CSV_COLUMNS = ['date', 'depositCount', 'deposits', 'withdrawalCount', 'withdrawals', 'rounds', 'bets', 'wins', 'ggr'] as const;
export const MACHINE_CSV_COLUMNS = ['machineId', 'name', 'rounds', 'bets', 'wins', 'ggr'] as const;

// Figures go out as they are (a negative GGR stays a number); only text (a machine's name) goes
// through the audit export's field rule, which quotes and defuses what a spreadsheet would run.
const line = (fields: readonly string[]) => fields.join(',');

export function dailyCsv(rows: readonly ReportDaySums[]): string {
  const lines = [line(DAY_CSV_COLUMNS)];
  for (const row of rows) {
    const f = dayFigures(row);
    lines.push(line([row.date, String(f.depositCount), f.deposits, String(f.withdrawalCount), f.withdrawals, String(f.rounds), f.bets, f.wins, f.ggr]));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function machineCsv(rows: readonly ReportMachineSums[]): string {
  const lines = [line(MACHINE_CSV_COLUMNS)];
  for (const row of rows) {
    const f = machineFigures(row);
    lines.push(line([csvField(row.machineId), csvField(row.name), String(f.rounds), f.bets, f.wins, f.ggr]));
  }
  return `${lines.join('\r\n')}\r\n`;
}

export function reportFilename(view: ReportView, from: string, to: string): string {
  return `hall-report-${view === 'day' ? 'daily' : 'machines'}-${from}-${to}.csv`;
}
