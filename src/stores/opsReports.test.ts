import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import {
  $daily,
  $export,
  $machines,
  $range,
  $rangeProblem,
  $view,
  addDays,
  dayIn,
  defaultRange,
  exportCsv,
  loadReport,
  openReport,
  rangeProblem,
  resetOpsReports,
  showView,
} from './opsReports.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });
const zero = { depositCount: 0, deposits: '0.0000', withdrawalCount: 0, withdrawals: '0.0000', rounds: 0, bets: '0.0000', wins: '0.0000', ggr: '0.0000' };
const daily = (from: string, to: string) => ({
  from,
  to,
  timeZone: 'Asia/Tokyo',
  days: [{ date: from, ...zero, depositCount: 1, deposits: '100.0000' }, { date: to, ...zero }],
  totals: { ...zero, depositCount: 1, deposits: '100.0000' },
});
const machines = (from: string, to: string) => ({
  from,
  to,
  timeZone: 'Asia/Tokyo',
  machines: [{ machineId: 'lucky-sevens', name: 'Lucky Sevens', rounds: 2, bets: '3.0000', wins: '1.0000', ggr: '2.0000' }],
  totals: { rounds: 2, bets: '3.0000', wins: '1.0000', ggr: '2.0000' },
});
const bodyOf = (req: { body: unknown }) => req.body as { from: string; to: string; view?: string };
const seenOf = (path: string) => server().seen.filter((r) => r.path === path);
const range = { from: '2026-02-01', to: '2026-02-02' };

afterEach(() => resetOpsReports());

describe('reports store', () => {
  it('checks a range as the server does before sending it', () => {
    expect(rangeProblem(range)).toBeUndefined();
    expect(rangeProblem({ from: '2026-02-30', to: '2026-03-01' })).toBe('missing');
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toBe('missing');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeUndefined();
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toBe('tooLong');
    expect(defaultRange('2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // The hall's day, not the browser's: 15:00Z is already the next day in Tokyo.
    expect(dayIn(new Date('2026-03-09T15:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-10');
  });

  it('reads the range per day, and per machine only once that view is shown', async () => {
    server().on('/v2/ops/report/daily', (req, res) => sendJson(res, 200, ok(daily(bodyOf(req).from, bodyOf(req).to))));
    server().on('/v2/ops/report/machines', (req, res) => sendJson(res, 200, ok(machines(bodyOf(req).from, bodyOf(req).to))));
    await expect(loadReport({ from: ' 2026-02-01', to: '2026-02-02 ' })).resolves.toBe(true);
    expect($range.get()).toEqual(range);
    expect($daily.get()).toMatchObject({ status: 'ready', data: { totals: { deposits: '100.0000' }, days: [{ date: '2026-02-01' }, { date: '2026-02-02' }] } });
    expect(seenOf('/v2/ops/report/daily').map((r) => r.body)).toEqual([range]);
    expect(seenOf('/v2/ops/report/machines')).toEqual([]);

    await showView('machine');
    expect($view.get()).toBe('machine');
    expect($machines.get()).toMatchObject({ status: 'ready', data: { machines: [{ machineId: 'lucky-sevens', ggr: '2.0000' }] } });
    // Back and forth on the same range reads nothing again.
    await showView('day');
    await showView('machine');
    expect(seenOf('/v2/ops/report/daily')).toHaveLength(1);
    expect(seenOf('/v2/ops/report/machines')).toHaveLength(1);

    // A new range reads the shown view (machines) and the other one when it is shown.
    await loadReport({ from: '2026-02-03', to: '2026-02-04' });
    expect(seenOf('/v2/ops/report/machines').map((r) => r.body)).toEqual([range, { from: '2026-02-03', to: '2026-02-04' }]);
    expect(seenOf('/v2/ops/report/daily')).toHaveLength(1);
    await showView('day');
    expect(seenOf('/v2/ops/report/daily').map((r) => r.body)).toEqual([range, { from: '2026-02-03', to: '2026-02-04' }]);
  });

  it('opens on the last 30 days of the hall’s calendar, whatever the browser’s', async () => {
    server().on('/v2/ops/report/daily', (req, res) => sendJson(res, 200, ok(daily(bodyOf(req).from, bodyOf(req).to))));
    // 23:30 in New York is already the next day in Tokyo: asked again for the hall's days.
    await openReport(new Date('2026-03-10T03:30:00Z'), 'America/New_York');
    expect(seenOf('/v2/ops/report/daily').map((r) => r.body)).toEqual([
      { from: '2026-02-08', to: '2026-03-09' },
      { from: '2026-02-09', to: '2026-03-10' },
    ]);
    expect($range.get()).toEqual({ from: '2026-02-09', to: '2026-03-10' });
    // Same day in both: one read.
    await openReport(new Date('2026-03-10T03:30:00Z'), 'Asia/Seoul');
    expect(seenOf('/v2/ops/report/daily')).toHaveLength(3);
  });

  it('sends no range the server would refuse, and says why', async () => {
    server().on('/v2/ops/report/daily', (req, res) => sendJson(res, 200, ok(daily(bodyOf(req).from, bodyOf(req).to))));
    await expect(loadReport({ from: '2026-02-05', to: '2026-02-01' })).resolves.toBe(false);
    expect($rangeProblem.get()).toBe('reversed');
    await expect(loadReport({ from: '2025-01-01', to: '2026-02-01' })).resolves.toBe(false);
    expect($rangeProblem.get()).toBe('tooLong');
    expect(seenOf('/v2/ops/report/daily')).toEqual([]);
    await loadReport(range);
    expect($rangeProblem.get()).toBeNull();
  });

  it('downloads the shown view as the CSV the server wrote', async () => {
    server().on('/v2/ops/report/daily', (req, res) => sendJson(res, 200, ok(daily(bodyOf(req).from, bodyOf(req).to))));
    server().on('/v2/ops/report/machines', (req, res) => sendJson(res, 200, ok(machines(bodyOf(req).from, bodyOf(req).to))));
    server().on('/v2/ops/report/export', (req, res) =>
      sendJson(res, 200, ok({ filename: `hall-report-${bodyOf(req).view}.csv`, csv: `header-${bodyOf(req).view}\r\n`, rows: 0 })),
    );
    const saved: [string, string][] = [];
    const save = (filename: string, text: string) => saved.push([filename, text]);
    // Nothing to export before a range is read.
    await expect(exportCsv(save)).resolves.toBe(false);
    await loadReport(range);
    await expect(exportCsv(save)).resolves.toBe(true);
    await showView('machine');
    await exportCsv(save);
    expect(seenOf('/v2/ops/report/export').map((r) => r.body)).toEqual([
      { ...range, view: 'day' },
      { ...range, view: 'machine' },
    ]);
    expect(saved).toEqual([
      ['hall-report-day.csv', 'header-day\r\n'],
      ['hall-report-machine.csv', 'header-machine\r\n'],
    ]);
    expect($export.get()).toEqual({ busy: false, error: null, filename: 'hall-report-machine.csv' });
  });

  it('keeps the server’s refusal of an export in the page’s language', async () => {
    server().on('/v2/ops/report/daily', (req, res) => sendJson(res, 200, ok(daily(bodyOf(req).from, bodyOf(req).to))));
    server().on('/v2/ops/report/export', (_, res) => sendJson(res, 403, refused(403, 'OPS_ROLE_REQUIRED', 'Your roles do not allow this.')));
    await loadReport(range);
    const saved: string[] = [];
    await expect(exportCsv((name) => saved.push(name))).resolves.toBe(false);
    expect(saved).toEqual([]);
    expect($export.get()).toEqual({ busy: false, error: 'Your roles do not allow this.', filename: null });
  });
});
