import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sendJson } from '../../../api/testServer.ts';
import { loadIslandI18n } from '../../../i18n/islandI18n.ts';
import { $locale } from '../../../stores/locale.ts';
import { $isAgent } from '../../../stores/session.ts';
import { localDay, addDays } from '../../../stores/agentReport/range.ts';
import { ok, setUpUserIslandTests, signIn, userInfo } from '../../user/userTestSetup.ts';
import { AGENT_NAMESPACES } from '../AgentIsland.tsx';
import { REPORT_NAMESPACES } from './ReportsIsland.tsx';
import { TeamReport } from './TeamReport.tsx';

// The drawing is replaced (happy-dom has no canvas); what it was given is kept to compare.
const drawn = vi.hoisted(() => ({ inputs: [] as { days: { date: string; betAmount: number; registrations: number }[] }[] }));
vi.mock('../../../design-system/components/TeamChart/teamChartPlot.ts', () => ({
  plotTeamChart: (_target: HTMLElement, input: (typeof drawn.inputs)[number]) => {
    drawn.inputs.push(input);
    return { setSize: () => {}, destroy: () => {} };
  },
}));

const testServer = setUpUserIslandTests(['en-US']);
const STATISTICS = '/v2/app/agent/data/statistics';
const DAILY = '/v2/app/agent/type/report/statistics';
const MEMBERS = '/v2/app/agent/sub/member/report/page';

beforeAll(async () => {
  await Promise.all([loadIslandI18n('en-US', REPORT_NAMESPACES), loadIslandI18n('en-US', AGENT_NAMESPACES)]);
});

beforeEach(() => {
  window.history.replaceState(null, '', '/en-US/agent/team-report');
});

const figures = (bet: string, changes: Record<string, unknown> = {}) => ({
  betCount: 4,
  betAmount: bet,
  winAmount: '1200.0000',
  netAmount: '-34.5000',
  rechargeCount: 2,
  rechargeAmount: '5000.0000',
  withdrawCount: 1,
  withdrawAmount: '300.0000',
  registrations: 3,
  activeUsers: 2,
  rebateAmount: '6.1725',
  giftAmount: '0.0000',
  transferInAmount: '100.0000',
  transferOutAmount: '25.0000',
  ...changes,
});

const PATHS: Record<string, { userId: number; account: string }[]> = {
  none: [{ userId: 1, account: 'agent' }],
  '7': [
    { userId: 1, account: 'agent' },
    { userId: 7, account: 'subagent' },
  ],
};

/** Answers the three report calls for the agent (id 1) and one member (7); any other id is 404. */
function serveReport() {
  testServer().on(STATISTICS, (request, res) => {
    const body = request.body as { userId?: number };
    const path = PATHS[String(body.userId ?? 'none')];
    if (!path) return sendJson(res, 404, { code: 404, msg: 'That member is not in your team.', data: null, error: 'MEMBER_NOT_FOUND', reqId: 'r1' });
    sendJson(res, 200, ok({ ...figures(body.userId ? '200.0000' : '1234.5000'), path, teamSize: 5, teamBalance: '98765.4321' }));
  });
  testServer().on(DAILY, (_request, res) => {
    sendJson(res, 200, ok({ days: [{ ...figures('1000.0000'), date: '2026-03-01' }, { ...figures('234.5000', { registrations: 1 }), date: '2026-03-02' }] }));
  });
  testServer().on(MEMBERS, (request, res) => {
    const body = request.body as { pageNum: number; pageSize: number; userId?: number };
    const list = body.userId
      ? []
      : [
          { ...figures('1000.0000'), userId: 7, account: 'subagent', isAgent: true, teamSize: 2 },
          { ...figures('234.5000', { netAmount: '12.0000' }), userId: 8, account: 'player8', isAgent: false, teamSize: 0 },
        ];
    sendJson(res, 200, ok({ list, total: body.userId ? 0 : 25, pageNum: body.pageNum, pageSize: body.pageSize }));
  });
}

const sent = (path: string) => testServer().seen.filter((r) => r.path === path).map((r) => r.body as Record<string, unknown>);
const tz = 0 - new Date().getTimezoneOffset();

async function renderReport() {
  signIn(userInfo({ id: 1, account: 'agent', isAgent: true }));
  $isAgent.set(true);
  $locale.set('en-US');
  render(<TeamReport locale="en-US" />);
  return screen.findByRole('table', { name: 'Figures per direct member, each over the member\u2019s own team'.replace('\u2019', "'") });
}

describe('TeamReport', () => {
  it('opens on the last 30 days and shows the figures, the days and the members as the API answered them', async () => {
    serveReport();
    const members = await renderReport();
    const today = localDay(new Date());
    const range = { from: addDays(today, -29), to: today, tzOffsetMinutes: tz };
    expect(sent(STATISTICS)).toEqual([range]);
    expect(sent(DAILY)).toEqual([range]);
    expect(sent(MEMBERS)).toEqual([{ ...range, sortBy: 'betAmount', sortOrder: 'desc', pageNum: 1, pageSize: 10 }]);
    expect(screen.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed')).toBe('true');

    const figuresGroup = await screen.findByRole('group', { name: /^Team figures,/ });
    const card = (label: string) => within(figuresGroup).getByText(label).closest('div')!;
    await waitFor(() => expect(card('Bets').textContent).toContain('1,234.5'));
    expect(card('Bets').textContent).toContain('4 bets');
    expect(card("Members' result").textContent).toContain('-34.5');
    expect(card('Rebate').textContent).toContain('6.1725');
    expect(card('Team balance').textContent).toContain('98,765.4321');

    const days = screen.getByRole('table', { name: 'Bets, deposits and registrations per day' });
    expect(within(days).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(drawn.inputs.at(-1)?.days.map((day) => [day.date, day.betAmount, day.registrations])).toEqual([
      ['2026-03-01', 1000, 3],
      ['2026-03-02', 234.5, 1],
    ]));

    const rows = within(members).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['subagentAgent', 'player8']);
    // A member with a team links one level down, keeping the range; one without has no link.
    const link = within(rows[0]!).getByRole('link', { name: 'Team report of subagent' });
    expect(link.getAttribute('href')).toBe(`/en-US/agent/team-report/7?from=${range.from}&to=${range.to}`);
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(within(rows[1]!).getAllByRole('cell')[4]!.textContent).toBe('+12');
  });

  it('sorts and pages the member table without reading the figures again, and keeps both in the address', async () => {
    serveReport();
    await renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Member' }));
    await waitFor(() => expect(sent(MEMBERS)).toHaveLength(2));
    expect(sent(MEMBERS)[1]).toMatchObject({ sortBy: 'account', sortOrder: 'asc', pageNum: 1 });
    const table = screen.getByRole('table', { name: "Figures per direct member, each over the member's own team" });
    await waitFor(() => expect(within(table).getByRole('columnheader', { name: 'Member' }).getAttribute('aria-sort')).toBe('ascending'));
    expect(within(table).getByRole('columnheader', { name: 'Bets' }).getAttribute('aria-sort')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(sent(MEMBERS)).toHaveLength(3));
    expect(sent(MEMBERS)[2]).toMatchObject({ sortBy: 'account', sortOrder: 'asc', pageNum: 2 });
    expect(sent(STATISTICS)).toHaveLength(1);
    expect(window.location.search).toContain('sort=account&order=asc&page=2');
  });

  it('reads everything again for a preset or a typed range, and refuses a reversed one', async () => {
    serveReport();
    await renderReport();
    fireEvent.click(screen.getByRole('button', { name: 'Today' }));
    const today = localDay(new Date());
    await waitFor(() => expect(sent(STATISTICS)).toHaveLength(2));
    expect(sent(STATISTICS)[1]).toEqual({ from: today, to: today, tzOffsetMinutes: tz });
    expect(sent(DAILY)[1]).toEqual({ from: today, to: today, tzOffsetMinutes: tz });
    const show = screen.getByRole('button', { name: 'Show' });
    // While the report loads its button is busy; it takes a new range once the answers are in.
    await waitFor(() => expect(show.getAttribute('aria-busy')).not.toBe('true'));

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeTruthy();
    expect(sent(STATISTICS)).toHaveLength(2);

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(sent(STATISTICS)).toHaveLength(3));
    expect(sent(STATISTICS)[2]).toEqual({ from: '2026-02-25', to: '2026-03-01', tzOffsetMinutes: tz });
    expect(window.location.search).toBe('?from=2026-02-25&to=2026-03-01');
  });

  it('drills one level down on a member link without loading the page, with the breadcrumb back up', async () => {
    serveReport();
    await renderReport();
    fireEvent.click(await screen.findByRole('link', { name: 'Team report of subagent' }));
    await waitFor(() => expect(sent(MEMBERS)).toHaveLength(2));
    expect(sent(STATISTICS)[1]).toMatchObject({ userId: 7 });
    expect(sent(MEMBERS)[1]).toMatchObject({ userId: 7, sortBy: 'betAmount', pageNum: 1 });
    expect(window.location.pathname).toBe('/en-US/agent/team-report/7');
    const crumbs = await screen.findByRole('navigation');
    const links = within(crumbs).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['agent', 'subagent']);
    expect(links[1]!.getAttribute('aria-current')).toBe('page');
    fireEvent.click(links[0]!);
    await waitFor(() => expect(sent(STATISTICS)).toHaveLength(3));
    expect(sent(STATISTICS)[2]).not.toHaveProperty('userId');
    expect(window.location.pathname).toBe('/en-US/agent/team-report');
  });

  it('says so when the member in the address is not in the team', async () => {
    serveReport();
    window.history.replaceState(null, '', '/en-US/agent/team-report/99');
    signIn(userInfo({ id: 1, account: 'agent', isAgent: true }));
    $isAgent.set(true);
    $locale.set('en-US');
    render(<TeamReport locale="en-US" />);
    expect(await screen.findByText('This member is not in your team.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to your team report' }).getAttribute('href')).toBe('/en-US/agent/team-report');
  });
});
