import { atom, type ReadableAtom } from 'nanostores';
import { call } from '../../api/calls.ts';
import type { CallData, CallRequest } from '../../contracts/define.ts';
import { memberReportSortKeys, agentDataStatistics, agentSubMemberReportPage, agentTypeReportStatistics } from '../../contracts/agent.ts';
import { localizePath, splitLocalePath, type Locale } from '../../../shared/locales.ts';
import { createRemote, type Remote } from '../remote.ts';
import { DEFAULT_PRESET, presetRange, rangeProblem, tzOffsetMinutes, validDay, type DateRange, type RangePreset } from './range.ts';

// The team report (`/agent/team-report/:userId?`): the range, the root of the report (the agent or
// one member of the team), the per-member table's sort and page, and the three reads that follow
// them. Every change is an action here, so it is tested without React; the island renders.

export type TeamStatistics = CallData<typeof agentDataStatistics>;
export type TeamDailyFigures = CallData<typeof agentTypeReportStatistics>;
export type MemberReportPage = CallData<typeof agentSubMemberReportPage>;
export type MemberReportRow = MemberReportPage['list'][number];
export type MemberReportSortKey = (typeof memberReportSortKeys)[number];
export type SortOrder = 'asc' | 'desc';

export const TEAM_REPORT_PATH = '/agent/team-report';
export const MEMBER_REPORT_PAGE_SIZE = 10;

export interface TeamReportQuery extends DateRange {
  /** The member whose subtree is reported; undefined: the agent's own team. */
  userId: number | undefined;
  sortBy: MemberReportSortKey;
  sortOrder: SortOrder;
  pageNum: number;
}

type ReportBody = CallRequest<typeof agentDataStatistics>;
type MembersBody = CallRequest<typeof agentSubMemberReportPage>;

export interface TeamReportLoaders {
  statistics: (body: ReportBody, signal: AbortSignal) => Promise<TeamStatistics>;
  daily: (body: ReportBody, signal: AbortSignal) => Promise<TeamDailyFigures>;
  members: (body: MembersBody, signal: AbortSignal) => Promise<MemberReportPage>;
}

export const apiReportLoaders: TeamReportLoaders = {
  statistics: (body, signal) => call(agentDataStatistics, body, { signal }),
  daily: (body, signal) => call(agentTypeReportStatistics, body, { signal }),
  members: (body, signal) => call(agentSubMemberReportPage, body, { signal }),
};

/** Account names read best A→Z; figures biggest first. */
export const firstOrderOf = (key: MemberReportSortKey): SortOrder => (key === 'account' ? 'asc' : 'desc');

export function defaultReportQuery(now: Date = new Date()): TeamReportQuery {
  return { ...presetRange(DEFAULT_PRESET, now), userId: undefined, sortBy: 'betAmount', sortOrder: 'desc', pageNum: 1 };
}

const USER_ID = /^[1-9]\d{0,9}$/;

/** The member id of a report's address: the digits after `/agent/team-report/`, else undefined. */
export function userIdOfPath(pathname: string): number | undefined {
  const { path } = splitLocalePath(pathname);
  const match = /^\/agent\/team-report\/([^/]+)\/?$/.exec(path);
  if (!match || !USER_ID.test(match[1])) return undefined;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : undefined;
}

/** Reads the address; a malformed range, sort or page falls back to the default, never fails. */
export function reportQueryFromAddress(pathname: string, search: string, now: Date = new Date()): TeamReportQuery {
  const params = new URLSearchParams(search);
  const base = defaultReportQuery(now);
  const range = { from: validDay(params.get('from')) ?? '', to: validDay(params.get('to')) ?? '' };
  const sortBy = (memberReportSortKeys as readonly string[]).includes(params.get('sort') ?? '') ? (params.get('sort') as MemberReportSortKey) : base.sortBy;
  const order = params.get('order');
  const page = params.get('page');
  const pageNum = page !== null && /^\d{1,6}$/.test(page) && Number(page) >= 1 ? Number(page) : 1;
  return {
    ...(rangeProblem(range) === undefined ? range : { from: base.from, to: base.to }),
    userId: userIdOfPath(pathname),
    sortBy,
    sortOrder: order === 'asc' || order === 'desc' ? order : firstOrderOf(sortBy),
    pageNum,
  };
}

/** The address of a report: the root in the path, the range always, sort and page when not the first. */
export function reportHref(locale: Locale, query: TeamReportQuery): string {
  const path = localizePath(query.userId === undefined ? TEAM_REPORT_PATH : `${TEAM_REPORT_PATH}/${query.userId}`, locale);
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.sortBy !== 'betAmount' || query.sortOrder !== 'desc') {
    params.set('sort', query.sortBy);
    params.set('order', query.sortOrder);
  }
  if (query.pageNum > 1) params.set('page', String(query.pageNum));
  return `${path}?${params.toString()}`;
}

/** The address one level down (or up the breadcrumb): same range, the member table from its start. */
export function drillHref(locale: Locale, query: TeamReportQuery, userId: number | undefined): string {
  return reportHref(locale, { ...query, userId, sortBy: 'betAmount', sortOrder: 'desc', pageNum: 1 });
}

export interface TeamReportStore {
  $query: ReadableAtom<TeamReportQuery>;
  statistics: Remote<ReportBody, TeamStatistics>;
  daily: Remote<ReportBody, TeamDailyFigures>;
  members: Remote<MembersBody, MemberReportPage>;
  /** Shows the report for `query`: all three reads. */
  open(query: TeamReportQuery): Promise<void>;
  /** A new range for the same root: everything again, the member table from page 1. */
  setRange(range: DateRange): Promise<void>;
  choosePreset(preset: RangePreset, now?: Date): Promise<void>;
  /** Another root (a member one level down, or a step of the breadcrumb), keeping the range. */
  drillTo(userId: number | undefined): Promise<void>;
  /** Sorts the member table: the same column again turns the order round. */
  sortBy(key: MemberReportSortKey): Promise<void>;
  goToPage(pageNum: number): Promise<void>;
  /** Reads again whatever failed (or everything). */
  retry(): Promise<void>;
  cancel(): void;
}

export interface TeamReportOptions {
  pageSize?: number;
  /** The browser's offset by default; tests fix it. */
  tzOffset?: () => number;
}

export function createTeamReportStore(
  loaders: TeamReportLoaders = apiReportLoaders,
  { pageSize = MEMBER_REPORT_PAGE_SIZE, tzOffset = () => tzOffsetMinutes() }: TeamReportOptions = {},
): TeamReportStore {
  const $query = atom<TeamReportQuery>(defaultReportQuery());
  const statistics = createRemote(loaders.statistics);
  const daily = createRemote(loaders.daily);
  const members = createRemote(loaders.members);

  const reportBody = (query: TeamReportQuery): ReportBody => ({
    from: query.from,
    to: query.to,
    tzOffsetMinutes: tzOffset(),
    ...(query.userId === undefined ? {} : { userId: query.userId }),
  });
  const membersBody = (query: TeamReportQuery): MembersBody => ({
    ...reportBody(query),
    sortBy: query.sortBy,
    sortOrder: query.sortOrder,
    pageNum: query.pageNum,
    pageSize,
  });

  const loadAll = async (query: TeamReportQuery) => {
    $query.set(query);
    const body = reportBody(query);
    await Promise.all([statistics.load(body), daily.load(body), members.load(membersBody(query))]);
  };
  const loadMembers = async (query: TeamReportQuery) => {
    $query.set(query);
    await members.load(membersBody(query));
  };

  const setRange = async (range: DateRange) => {
    if (rangeProblem(range) !== undefined) throw new RangeError(`not a range to report: ${range.from} – ${range.to}`);
    await loadAll({ ...$query.get(), from: range.from, to: range.to, pageNum: 1 });
  };

  return {
    $query,
    statistics,
    daily,
    members,
    open: loadAll,
    setRange,
    choosePreset: (preset, now = new Date()) => setRange(presetRange(preset, now)),
    drillTo(userId) {
      return loadAll({ ...$query.get(), userId, sortBy: 'betAmount', sortOrder: 'desc', pageNum: 1 });
    },
    sortBy(key) {
      const query = $query.get();
      const sortOrder = query.sortBy === key ? (query.sortOrder === 'asc' ? 'desc' : 'asc') : firstOrderOf(key);
      return loadMembers({ ...query, sortBy: key, sortOrder, pageNum: 1 });
    },
    goToPage(pageNum) {
      return loadMembers({ ...$query.get(), pageNum: Math.max(1, Math.trunc(pageNum)) });
    },
    async retry() {
      const failed = [statistics, daily, members].filter((remote) => remote.$state.get().status === 'failed');
      await Promise.all((failed.length ? failed : [statistics, daily, members]).map((remote) => remote.reload()));
    },
    cancel() {
      statistics.cancel();
      daily.cancel();
      members.cancel();
    },
  };
}

/** Whether a locale-prefixed path is a team report (the agent's own or a member's). */
export function isTeamReportPath(pathname: string): boolean {
  const { path } = splitLocalePath(pathname);
  return /^\/agent\/team-report\/?$/.test(path) || userIdOfPath(pathname) !== undefined;
}

/** Whether a failed read means the member is not in the caller's team (404 `MEMBER_NOT_FOUND`). */
export function isMemberNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { error?: unknown }).error === 'MEMBER_NOT_FOUND';
}

export interface AddressLike {
  pathname: string;
  search: string;
}

/**
 * Follows the browser's address: opens the report it names, and from then on writes the report's
 * range, sort and page back into it (replacing the entry: Back leaves the report rather than
 * replaying every sort). A drill-down is a new entry (`navigate`), so Back goes one level up.
 */
export function followAddress(
  store: TeamReportStore,
  locale: Locale,
  location: AddressLike = window.location,
  history: Pick<History, 'replaceState' | 'pushState' | 'state'> = window.history,
  now: () => Date = () => new Date(),
) {
  void store.open(reportQueryFromAddress(location.pathname, location.search, now()));
  const unlisten = store.$query.listen((query) => {
    const href = reportHref(locale, query);
    if (href !== `${location.pathname}${location.search}`) history.replaceState(history.state, '', href);
  });
  return {
    /** A link to another team report was followed: a new history entry, no page load. */
    navigate(href: string) {
      const url = new URL(href, 'http://x');
      history.pushState(null, '', `${url.pathname}${url.search}`);
      void store.open(reportQueryFromAddress(url.pathname, url.search, now()));
    },
    /** Back or Forward landed on another report. */
    reread() {
      void store.open(reportQueryFromAddress(location.pathname, location.search, now()));
    },
    stop: unlisten,
  };
}
