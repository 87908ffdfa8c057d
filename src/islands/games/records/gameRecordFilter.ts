import { machineId as machineIdSchema } from '../../../contracts/games.ts';
import { dateOrEmpty, pageOrFirst, RECORDS_PAGE_SIZE } from '../../records/recordFilter.ts';

// The game records' filter and page: read from and written to the address's query (like the
// financial records', whose date and page rules it shares), and turned into the bodies of
// record/game/record/query (page) and record/game/record/count (totals, same filter).

export interface GameRecordFilter {
  /** Empty: every machine. */
  machineId: string;
  /** YYYY-MM-DD or empty. */
  from: string;
  to: string;
}

export interface GameRecordQuery extends GameRecordFilter {
  pageNum: number;
}

export const EMPTY_GAME_FILTER: GameRecordFilter = { machineId: '', from: '', to: '' };

const machineOrEmpty = (value: string | null) => (value !== null && machineIdSchema.safeParse(value).success ? value : '');

/** Reads `?machine=&from=&to=&page=`; anything malformed falls back to "all" rather than failing. */
export function gameQueryFromSearch(search: string): GameRecordQuery {
  const params = new URLSearchParams(search);
  return {
    machineId: machineOrEmpty(params.get('machine')),
    from: dateOrEmpty(params.get('from')),
    to: dateOrEmpty(params.get('to')),
    pageNum: pageOrFirst(params.get('page')),
  };
}

/** The query string for the address: only what differs from the defaults, `?` included. */
export function searchFromGameQuery(query: GameRecordQuery): string {
  const params = new URLSearchParams();
  if (query.machineId) params.set('machine', query.machineId);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.pageNum > 1) params.set('page', String(query.pageNum));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export interface GameCountRequest {
  machineId?: string;
  from?: string;
  to?: string;
  tzOffsetMinutes: number;
}

export interface GameRecordRequest extends GameCountRequest {
  pageNum: number;
  pageSize: number;
}

/** The body of record/game/record/count: the filter only, empty parts left out. */
export function countRequestOf(filter: GameRecordFilter, tzOffsetMinutes: number): GameCountRequest {
  return {
    ...(filter.machineId ? { machineId: filter.machineId } : {}),
    ...(filter.from ? { from: filter.from } : {}),
    ...(filter.to ? { to: filter.to } : {}),
    tzOffsetMinutes,
  };
}

/** The body of record/game/record/query: the same filter plus the page. */
export function gameRecordRequestOf(query: GameRecordQuery, tzOffsetMinutes: number, pageSize = RECORDS_PAGE_SIZE): GameRecordRequest {
  return { pageNum: query.pageNum, pageSize, ...countRequestOf(query, tzOffsetMinutes) };
}
