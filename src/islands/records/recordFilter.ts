import {
  adjustmentStatuses,
  agentTransferStatuses,
  rebateStatuses,
  jsyTransferStatuses,
  paymentStatuses,
  withdrawalStatuses,
} from '../../contracts/money.ts';
import { financeRecordTypes, type FinanceRecordType } from '../../contracts/records.ts';

// The records screen's filter and page: read from and written to the address's query so a
// reload or a step back shows the same list, and turned into the body of record/finance/query.

export const RECORDS_PAGE_SIZE = 10;

export interface RecordFilter {
  /** Empty: every type. */
  type: FinanceRecordType | '';
  /** Empty: every status; only meaningful once a type is chosen. */
  status: string;
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
}

export interface RecordQuery extends RecordFilter {
  pageNum: number;
}

export const EMPTY_FILTER: RecordFilter = { type: '', status: '', from: '', to: '' };

/** The statuses a record of each type can have (§4), in the order they happen. */
export const STATUSES_BY_TYPE: Record<FinanceRecordType, readonly string[]> = {
  deposit: paymentStatuses,
  withdrawal: withdrawalStatuses,
  adjustment: adjustmentStatuses,
  transfer: agentTransferStatuses,
  rebate: rebateStatuses,
  jsy: jsyTransferStatuses,
};

export function statusesOf(type: RecordFilter['type']): readonly string[] {
  return type === '' ? [] : STATUSES_BY_TYPE[type];
}

const isType = (value: string | null): value is FinanceRecordType =>
  value !== null && (financeRecordTypes as readonly string[]).includes(value);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real YYYY-MM-DD date from the address, or empty. */
export function dateOrEmpty(value: string | null): string {
  if (value === null || !DATE.test(value)) return '';
  // Refuses 2026-02-30 and the like: the date must survive a round trip.
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : '';
}

/** A page number from the address; anything else is page 1. */
export function pageOrFirst(value: string | null): number {
  const page = value !== null && /^\d{1,6}$/.test(value) ? Number(value) : 0;
  return page >= 1 && page <= 100_000 ? page : 1;
}

/** Reads the query; anything unknown or malformed falls back to "all" rather than failing. */
export function queryFromSearch(search: string): RecordQuery {
  const params = new URLSearchParams(search);
  const rawType = params.get('type');
  const type = isType(rawType) ? rawType : '';
  const rawStatus = params.get('status') ?? '';
  const status = statusesOf(type).includes(rawStatus) ? rawStatus : '';
  return {
    type,
    status,
    from: dateOrEmpty(params.get('from')),
    to: dateOrEmpty(params.get('to')),
    pageNum: pageOrFirst(params.get('page')),
  };
}

/** The query string for the address: only what differs from the defaults, `?` included. */
export function searchFromQuery(query: RecordQuery): string {
  const params = new URLSearchParams();
  if (query.type) params.set('type', query.type);
  if (query.type && query.status) params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.pageNum > 1) params.set('page', String(query.pageNum));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Minutes east of UTC, as the server counts them (Japan: 540). */
export function currentTzOffsetMinutes(date = new Date()): number {
  // `0 - x` rather than `-x`: no negative zero for UTC.
  return 0 - date.getTimezoneOffset();
}

export interface RecordRequest {
  pageNum: number;
  pageSize: number;
  type?: FinanceRecordType;
  status?: string;
  from?: string;
  to?: string;
  tzOffsetMinutes: number;
}

/** The body of record/finance/query; empty filters are left out. */
export function requestOf(query: RecordQuery, tzOffsetMinutes: number, pageSize = RECORDS_PAGE_SIZE): RecordRequest {
  return {
    pageNum: query.pageNum,
    pageSize,
    ...(query.type ? { type: query.type } : {}),
    ...(query.type && query.status ? { status: query.status } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    tzOffsetMinutes,
  };
}

/** Whether the date range runs backwards (both ends given, start after end). */
export const rangeReversed = (filter: { from: string; to: string }) => filter.from !== '' && filter.to !== '' && filter.from > filter.to;
