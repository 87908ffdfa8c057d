import { atom } from 'nanostores';
import { opsCall } from './opsSession.ts';
import { isApiError } from '../api/ApiError.ts';
import { opsReportDaily, opsReportExport, opsReportMachines, REPORT_MAX_DAYS, type ReportRange, type ReportView } from '../contracts/ops-reports.ts';
import { createRemote } from './remote.ts';

// The console's reports (auditor): a range of the hall's days, seen per day or per machine, and the
// shown view downloaded as CSV. The range is checked here as the server checks it before anything is
// sent; each view is read once per range, when it is first shown.

export const DEFAULT_RANGE_DAYS = 30;

const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** `day` moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The calendar day an instant falls on in `timeZone` (the hall's), as YYYY-MM-DD. */
export function dayIn(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

/** The last DEFAULT_RANGE_DAYS days ending with `today`. */
export function defaultRange(today: string): ReportRange {
  return { from: addDays(today, -(DEFAULT_RANGE_DAYS - 1)), to: today };
}

export type RangeProblem = 'missing' | 'reversed' | 'tooLong';

const realDay = (value: string) => DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** What is wrong with a range typed in, or undefined when it can be asked for. */
export function rangeProblem(range: ReportRange): RangeProblem | undefined {
  if (!realDay(range.from) || !realDay(range.to)) return 'missing';
  if (range.to < range.from) return 'reversed';
  if ((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS + 1 > REPORT_MAX_DAYS) return 'tooLong';
  return undefined;
}

export const dailyRemote = createRemote((range: ReportRange, signal: AbortSignal) => opsCall(opsReportDaily, range, { signal }));
export const machinesRemote = createRemote((range: ReportRange, signal: AbortSignal) => opsCall(opsReportMachines, range, { signal }));
export const $daily = dailyRemote.$state;
export const $machines = machinesRemote.$state;

/** The range asked for (null until the first load). */
export const $range = atom<ReportRange | null>(null);
export const $view = atom<ReportView>('day');
/** The problem of the last range typed in, when it was not sent. */
export const $rangeProblem = atom<RangeProblem | null>(null);

export interface ExportState {
  busy: boolean;
  /** The server's refusal, in the page's language. */
  error: string | null;
  /** The file last downloaded. */
  filename: string | null;
}
const NO_EXPORT: ExportState = { busy: false, error: null, filename: null };
export const $export = atom<ExportState>(NO_EXPORT);

// Which range each view was read for, so switching views reads only what is not on screen yet.
const loadedFor: Record<ReportView, string | null> = { day: null, machine: null };
const keyOf = (range: ReportRange) => `${range.from}/${range.to}`;

function loadView(view: ReportView, range: ReportRange): Promise<void> {
  loadedFor[view] = keyOf(range);
  return view === 'day' ? dailyRemote.load(range) : machinesRemote.load(range);
}

/** Asks for the range (when it is one the server accepts) in the view shown. Answers false when not sent. */
export async function loadReport(range: ReportRange): Promise<boolean> {
  const asked = { from: range.from.trim(), to: range.to.trim() };
  const problem = rangeProblem(asked);
  $rangeProblem.set(problem ?? null);
  if (problem) return false;
  $range.set(asked);
  loadedFor.day = null;
  loadedFor.machine = null;
  $export.set(NO_EXPORT);
  await loadView($view.get(), asked);
  return true;
}

/**
 * Opens the screen on the last DEFAULT_RANGE_DAYS hall days. The browser does not know the hall's
 * time zone until the server names it, so the first range ends on the browser's today; when the
 * hall's today is another day (a browser far from the hall), the range is asked for again.
 */
export async function openReport(now: Date = new Date(), browserZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone): Promise<void> {
  await loadReport(defaultRange(dayIn(now, browserZone)));
  const answer = $daily.get().data;
  if (!answer) return;
  const hallToday = dayIn(now, answer.timeZone);
  if (hallToday !== answer.to) await loadReport(defaultRange(hallToday));
}

/** Shows the per-day or per-machine view, reading it when it was not read for this range yet. */
export async function showView(view: ReportView): Promise<void> {
  $view.set(view);
  const range = $range.get();
  if (range && loadedFor[view] !== keyOf(range)) await loadView(view, range);
}

/** Hands a file to the browser as a download (a link to a Blob, clicked once). */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Asks the server for the shown view's CSV and downloads it (`save` is replaced in tests). */
export async function exportCsv(save: (filename: string, text: string) => void = downloadText): Promise<boolean> {
  const range = $range.get();
  if (!range || $export.get().busy) return false;
  $export.set({ busy: true, error: null, filename: null });
  try {
    const file = await opsCall(opsReportExport, { ...range, view: $view.get() });
    save(file.filename, file.csv);
    $export.set({ busy: false, error: null, filename: file.filename });
    return true;
  } catch (error) {
    $export.set({ busy: false, error: isApiError(error) ? error.msg : String(error), filename: null });
    return false;
  }
}

/** Back to the first state (tests, leaving the page). */
export function resetOpsReports(): void {
  dailyRemote.cancel();
  machinesRemote.cancel();
  loadedFor.day = null;
  loadedFor.machine = null;
  $range.set(null);
  $view.set('day');
  $rangeProblem.set(null);
  $export.set(NO_EXPORT);
}
