import { describe, expect, it } from 'vitest';
import {
  createTeamReportStore,
  drillHref,
  followAddress,
  isMemberNotFound,
  isTeamReportPath,
  reportHref,
  reportQueryFromAddress,
  userIdOfPath,
  type MemberReportPage,
  type TeamDailyFigures,
  type TeamReportLoaders,
  type TeamStatistics,
} from './teamReport.ts';

const NOW = new Date(2026, 2, 5, 10, 0, 0);

/** Loaders whose answers the test releases by hand; every request is kept. */
function manualLoaders() {
  const calls = { statistics: [] as Pending[], daily: [] as Pending[], members: [] as Pending[] };
  type Pending = { body: Record<string, unknown>; signal: AbortSignal; resolve: (value: unknown) => void; reject: (error: unknown) => void };
  const make =
    (kind: keyof typeof calls) =>
    (body: unknown, signal: AbortSignal) =>
      new Promise((resolve, reject) => calls[kind].push({ body: body as Record<string, unknown>, signal, resolve, reject }));
  const loaders = { statistics: make('statistics'), daily: make('daily'), members: make('members') } as unknown as TeamReportLoaders;
  return { loaders, calls };
}

const figures = {
  betCount: 3,
  betAmount: '30.0000',
  winAmount: '12.0000',
  netAmount: '-18.0000',
  rechargeCount: 1,
  rechargeAmount: '100.0000',
  withdrawCount: 0,
  withdrawAmount: '0.0000',
  registrations: 2,
  activeUsers: 1,
  rebateAmount: '0.1500',
  giftAmount: '0.0000',
  transferInAmount: '50.0000',
  transferOutAmount: '5.0000',
};
const stats: TeamStatistics = { ...figures, path: [{ userId: 1, account: 'agent' }], teamSize: 4, teamBalance: '500.0000' };
const days: TeamDailyFigures = { days: [{ ...figures, date: '2026-03-05' }] };
const page: MemberReportPage = { list: [{ ...figures, userId: 7, account: 'member1', isAgent: true, teamSize: 2 }], total: 1, pageNum: 1, pageSize: 10 };

describe('team report address', () => {
  it('reads the member id from the path in every locale, digits only', () => {
    expect(userIdOfPath('/agent/team-report')).toBeUndefined();
    expect(userIdOfPath('/agent/team-report/')).toBeUndefined();
    expect(userIdOfPath('/agent/team-report/42')).toBe(42);
    expect(userIdOfPath('/en-US/agent/team-report/42/')).toBe(42);
    expect(userIdOfPath('/agent/team-report/4x2')).toBeUndefined();
    expect(userIdOfPath('/agent/team-report/042')).toBeUndefined();
    expect(userIdOfPath('/agent/team-report/99999999999')).toBeUndefined();
  });

  it('opens on the last 30 days, sorted by bets, and forgives a malformed query', () => {
    expect(reportQueryFromAddress('/agent/team-report', '', NOW)).toEqual({
      from: '2026-02-04',
      to: '2026-03-05',
      userId: undefined,
      sortBy: 'betAmount',
      sortOrder: 'desc',
      pageNum: 1,
    });
    const odd = reportQueryFromAddress('/ko-KR/agent/team-report/9', '?from=2026-03-09&to=2026-03-01&sort=nope&page=-2', NOW);
    expect(odd).toMatchObject({ from: '2026-02-04', to: '2026-03-05', userId: 9, sortBy: 'betAmount', pageNum: 1 });
    expect(reportQueryFromAddress('/agent/team-report', '?from=2026-03-01&to=2026-03-02&sort=account&page=3', NOW)).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-02',
      sortBy: 'account',
      sortOrder: 'asc',
      pageNum: 3,
    });
  });

  it('writes links that keep the range and go one level down or back up', () => {
    const query = { ...reportQueryFromAddress('/agent/team-report', '?from=2026-03-01&to=2026-03-02&sort=account&page=3', NOW) };
    expect(reportHref('ja-JP', query)).toBe('/agent/team-report?from=2026-03-01&to=2026-03-02&sort=account&order=asc&page=3');
    expect(drillHref('zh-TW', query, 7)).toBe('/zh-TW/agent/team-report/7?from=2026-03-01&to=2026-03-02');
    expect(drillHref('ja-JP', { ...query, userId: 7 }, undefined)).toBe('/agent/team-report?from=2026-03-01&to=2026-03-02');
  });
});

describe('team report store', () => {
  const open = () => {
    const { loaders, calls } = manualLoaders();
    const store = createTeamReportStore(loaders, { tzOffset: () => 540, pageSize: 10 });
    return { store, calls };
  };

  it('loads statistics, the days and the members for the range, root and offset', async () => {
    const { store, calls } = open();
    const opened = store.open(reportQueryFromAddress('/agent/team-report/7', '?from=2026-03-01&to=2026-03-05', NOW));
    const report = { from: '2026-03-01', to: '2026-03-05', tzOffsetMinutes: 540, userId: 7 };
    expect(calls.statistics.map((c) => c.body)).toEqual([report]);
    expect(calls.daily.map((c) => c.body)).toEqual([report]);
    expect(calls.members.map((c) => c.body)).toEqual([{ ...report, sortBy: 'betAmount', sortOrder: 'desc', pageNum: 1, pageSize: 10 }]);
    expect(store.statistics.$state.get().status).toBe('loading');
    calls.statistics[0].resolve(stats);
    calls.daily[0].resolve(days);
    calls.members[0].resolve(page);
    await opened;
    expect(store.statistics.$state.get()).toMatchObject({ status: 'ready', data: stats });
    expect(store.daily.$state.get().data).toEqual(days);
    expect(store.members.$state.get().data).toEqual(page);
  });

  it("leaves out userId for the agent's own team", () => {
    const { store, calls } = open();
    void store.open(reportQueryFromAddress('/agent/team-report', '', NOW));
    expect(calls.statistics[0].body).not.toHaveProperty('userId');
  });

  it('a new range or preset reloads everything, the member table from page 1', async () => {
    const { store, calls } = open();
    void store.open(reportQueryFromAddress('/agent/team-report', '?page=4', NOW));
    void store.setRange({ from: '2026-03-02', to: '2026-03-03' });
    expect(calls.statistics[0].signal.aborted).toBe(true);
    expect(calls.statistics[1].body).toMatchObject({ from: '2026-03-02', to: '2026-03-03' });
    expect(calls.members[1].body).toMatchObject({ from: '2026-03-02', to: '2026-03-03', pageNum: 1 });
    void store.choosePreset('today', NOW);
    expect(calls.daily[2].body).toMatchObject({ from: '2026-03-05', to: '2026-03-05' });
    await expect(store.setRange({ from: '2026-03-09', to: '2026-03-01' })).rejects.toThrow(RangeError);
    expect(calls.statistics).toHaveLength(3);
  });

  it('sorting and paging read only the member table', () => {
    const { store, calls } = open();
    void store.open(reportQueryFromAddress('/agent/team-report', '', NOW));
    void store.sortBy('netAmount');
    expect(calls.members[1].body).toMatchObject({ sortBy: 'netAmount', sortOrder: 'desc', pageNum: 1 });
    void store.sortBy('netAmount');
    expect(calls.members[2].body).toMatchObject({ sortBy: 'netAmount', sortOrder: 'asc' });
    void store.sortBy('account');
    expect(calls.members[3].body).toMatchObject({ sortBy: 'account', sortOrder: 'asc' });
    void store.goToPage(3);
    expect(calls.members[4].body).toMatchObject({ sortBy: 'account', sortOrder: 'asc', pageNum: 3 });
    expect(calls.statistics).toHaveLength(1);
    expect(calls.daily).toHaveLength(1);
    expect(store.$query.get()).toMatchObject({ sortBy: 'account', pageNum: 3 });
  });

  it('drills down one level and back up, keeping the range and starting the table afresh', () => {
    const { store, calls } = open();
    void store.open(reportQueryFromAddress('/agent/team-report', '?from=2026-03-01&to=2026-03-02&sort=account&page=2', NOW));
    void store.drillTo(7);
    expect(calls.statistics[1].body).toEqual({ from: '2026-03-01', to: '2026-03-02', tzOffsetMinutes: 540, userId: 7 });
    expect(calls.members[1].body).toMatchObject({ userId: 7, sortBy: 'betAmount', sortOrder: 'desc', pageNum: 1 });
    void store.drillTo(undefined);
    expect(calls.statistics[2].body).not.toHaveProperty('userId');
    expect(store.$query.get().userId).toBeUndefined();
  });

  it('keeps a failure per read and retries only what failed', async () => {
    const { store, calls } = open();
    const opened = store.open(reportQueryFromAddress('/agent/team-report/9', '', NOW));
    const notFound = Object.assign(new Error('not in your team'), { status: 404 });
    calls.statistics[0].reject(notFound);
    calls.daily[0].resolve(days);
    calls.members[0].resolve(page);
    await opened;
    expect(store.statistics.$state.get()).toMatchObject({ status: 'failed', error: notFound });
    expect(store.daily.$state.get().status).toBe('ready');
    void store.retry();
    expect(calls.statistics).toHaveLength(2);
    expect(calls.daily).toHaveLength(1);
    expect(calls.members).toHaveLength(1);
  });
});

describe('team report and the address', () => {
  /** A location and history that behave like the browser's for paths and queries. */
  function fakeBrowser(start: string) {
    const entries = [start];
    let index = 0;
    const location = {
      get pathname() {
        return new URL(entries[index], 'http://x').pathname;
      },
      get search() {
        return new URL(entries[index], 'http://x').search;
      },
    };
    const history = {
      state: null,
      replaceState: (_: unknown, __: string, href: string) => {
        entries[index] = href;
      },
      pushState: (_: unknown, __: string, href: string) => {
        entries.splice(index + 1, entries.length, href);
        index += 1;
      },
      back: () => {
        index -= 1;
      },
    };
    return { location, history, entries, current: () => entries[index] };
  }

  it('opens what the address names, writes sort and range back, drills with a new entry and rereads on Back', () => {
    const { loaders, calls } = manualLoaders();
    const store = createTeamReportStore(loaders, { tzOffset: () => 0 });
    const browser = fakeBrowser('/en-US/agent/team-report?from=2026-03-01&to=2026-03-02');
    const follow = followAddress(store, 'en-US', browser.location, browser.history as never, () => NOW);
    expect(calls.statistics[0].body).toEqual({ from: '2026-03-01', to: '2026-03-02', tzOffsetMinutes: 0 });

    void store.sortBy('account');
    expect(browser.current()).toBe('/en-US/agent/team-report?from=2026-03-01&to=2026-03-02&sort=account&order=asc');
    expect(browser.entries).toHaveLength(1);

    follow.navigate('/en-US/agent/team-report/7?from=2026-03-01&to=2026-03-02');
    expect(browser.entries).toHaveLength(2);
    expect(calls.statistics.at(-1)?.body).toEqual({ from: '2026-03-01', to: '2026-03-02', tzOffsetMinutes: 0, userId: 7 });

    browser.history.back();
    follow.reread();
    expect(calls.statistics.at(-1)?.body).toEqual({ from: '2026-03-01', to: '2026-03-02', tzOffsetMinutes: 0 });
    expect(store.$query.get()).toMatchObject({ userId: undefined, sortBy: 'account', sortOrder: 'asc' });
    follow.stop();
  });

  it('tells team report links and a member outside the team apart', () => {
    expect(isTeamReportPath('/agent/team-report')).toBe(true);
    expect(isTeamReportPath('/vi-VN/agent/team-report/12')).toBe(true);
    expect(isTeamReportPath('/agent/team-recharge')).toBe(false);
    expect(isTeamReportPath('/agent/team-report/x')).toBe(false);
    expect(isMemberNotFound({ code: 404, error: 'MEMBER_NOT_FOUND' })).toBe(true);
    expect(isMemberNotFound(new Error('network'))).toBe(false);
  });
});
