import { atom, computed } from 'nanostores';
import { isApiError } from '../api/ApiError.ts';
import { auditResults, opsAuditExport, opsAuditList, type auditRow } from '../contracts/ops-audit.ts';
import type { DataGridFilterValues, DateRange } from '../design-system/components/DataGrid/filters.ts';
import type { z } from 'zod';
import { opsCall } from './opsSession.ts';
import { createRemote } from './remote.ts';

// The console's audit viewer: the log newest first, filtered by operator, action (exactly, or every
// action under a prefix such as `kyc.`), target, result and the operator's own days; a page at a time.
// A row picked from the page opens its detail (before / after, where it came from); the export asks
// the server for the same filters as CSV and hands the file to the browser. Only `auditor` may read
// it: the server decides, the screen says what it answered.

export type AuditRow = z.infer<typeof auditRow>;
export type AuditResult = (typeof auditResults)[number];

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  /** The operator's name, exactly; empty: anyone. */
  operator: string;
  /** An action key, or a prefix ending in a dot; empty: every action. */
  action: string;
  targetType: string;
  targetId: string;
  result: AuditResult | '';
  /** The operator's own calendar days, both inclusive. */
  dates: DateRange;
}

export interface AuditQuery {
  filters: AuditFilters;
  pageNum: number;
  pageSize: number;
}

export const EMPTY_AUDIT_FILTERS: AuditFilters = { operator: '', action: '', targetType: '', targetId: '', result: '', dates: { from: '', to: '' } };
export const INITIAL_AUDIT_QUERY: AuditQuery = { filters: EMPTY_AUDIT_FILTERS, pageNum: 1, pageSize: AUDIT_PAGE_SIZE };
export const $auditQuery = atom<AuditQuery>(INITIAL_AUDIT_QUERY);

/** The instant a local calendar day (`YYYY-MM-DD`) starts, `days` later; null when it is no date. */
export function dayStart(date: string, days = 0): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const start = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]) + days);
  return Number.isNaN(start.getTime()) ? null : start.toISOString();
}

/** The filters as the contract's: empty ones left out; the last day runs to the next day's start. */
export function auditFilterRequest(filters: AuditFilters) {
  const text = (value: string) => value.trim();
  const from = dayStart(filters.dates.from);
  const to = dayStart(filters.dates.to, 1);
  return {
    ...(text(filters.operator) ? { operator: text(filters.operator) } : {}),
    ...(text(filters.action) ? { action: text(filters.action) } : {}),
    ...(text(filters.targetType) ? { targetType: text(filters.targetType) } : {}),
    ...(text(filters.targetId) ? { targetId: text(filters.targetId) } : {}),
    ...(filters.result ? { result: filters.result } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export const auditRemote = createRemote((query: AuditQuery, signal: AbortSignal) =>
  opsCall(opsAuditList, { pageNum: query.pageNum, pageSize: query.pageSize, ...auditFilterRequest(query.filters) }, { signal }),
);
export const $audit = auditRemote.$state;

export const loadAudit = (): Promise<void> => auditRemote.load($auditQuery.get());

export function setAuditPage(page: { pageNum: number; pageSize: number }): Promise<void> {
  $auditQuery.set({ ...$auditQuery.get(), ...page });
  $selectedAuditId.set(null);
  return loadAudit();
}

const textOf = (value: DataGridFilterValues[string]) => (typeof value === 'string' ? value : '');
const rangeOf = (value: DataGridFilterValues[string]): DateRange => (typeof value === 'object' && value ? { ...value } : { from: '', to: '' });
const isResult = (value: string): value is AuditResult => (auditResults as readonly string[]).includes(value);

/** The grid's values as the viewer's filters. */
export function auditFiltersFromGrid(values: DataGridFilterValues): AuditFilters {
  const result = textOf(values.result);
  return {
    operator: textOf(values.operator),
    action: textOf(values.action),
    targetType: textOf(values.targetType),
    targetId: textOf(values.targetId),
    result: isResult(result) ? result : '',
    dates: rangeOf(values.dates),
  };
}

/** The viewer's filters as the grid's values. */
export function auditGridValues(filters: AuditFilters): DataGridFilterValues {
  return { ...filters, dates: { ...filters.dates } };
}

/** Applies the grid's filters from page 1 (the grid has refused a range that ends before it starts). */
export function applyAuditFilters(values: DataGridFilterValues): Promise<void> {
  $auditQuery.set({ ...$auditQuery.get(), filters: auditFiltersFromGrid(values), pageNum: 1 });
  $selectedAuditId.set(null);
  return loadAudit();
}

// ---- One row's detail ----

export const $selectedAuditId = atom<number | null>(null);

/** Opens a row of the page shown (or closes the detail with null). */
export function selectAuditRow(id: number | null): void {
  $selectedAuditId.set(id);
}

/** The picked row, while it is on the page shown. */
export const $auditDetail = computed([$selectedAuditId, $audit], (id, state): AuditRow | null =>
  id === null ? null : (state.data?.list.find((row) => row.id === id) ?? null),
);

// ---- CSV export ----

export type AuditExportState =
  | { status: 'idle' }
  | { status: 'busy' }
  | { status: 'done'; filename: string; rows: number; truncated: boolean }
  | { status: 'failed'; message: string };

export const $auditExport = atom<AuditExportState>({ status: 'idle' });

/** Hands a file to the browser as a download. */
export type SaveFile = (filename: string, text: string, type: string) => void;

export const saveInBrowser: SaveFile = (filename, text, type) => {
  // A byte-order mark, so a spreadsheet opens the UTF-8 text (Japanese names) as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** Exports what the filters shown select (every page) as CSV; answers whether a file was saved. */
export async function exportAudit(save: SaveFile = saveInBrowser): Promise<boolean> {
  if ($auditExport.get().status === 'busy') return false;
  $auditExport.set({ status: 'busy' });
  try {
    const answer = await opsCall(opsAuditExport, auditFilterRequest($auditQuery.get().filters));
    save(answer.filename, answer.csv, 'text/csv;charset=utf-8');
    $auditExport.set({ status: 'done', filename: answer.filename, rows: answer.rows, truncated: answer.truncated });
    return true;
  } catch (error) {
    $auditExport.set({ status: 'failed', message: isApiError(error) ? error.msg : String(error) });
    return false;
  }
}

/** Back to the first state (tests, leaving the page). */
export function resetOpsAudit(): void {
  auditRemote.cancel();
  $auditQuery.set(INITIAL_AUDIT_QUERY);
  $selectedAuditId.set(null);
  $auditExport.set({ status: 'idle' });
}
