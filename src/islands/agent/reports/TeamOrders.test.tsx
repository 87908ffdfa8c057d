import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sendJson } from '../../../api/testServer.ts';
import { loadIslandI18n } from '../../../i18n/islandI18n.ts';
import { $locale } from '../../../stores/locale.ts';
import { $isAgent } from '../../../stores/session.ts';
import { ok, setUpUserIslandTests, signIn, userInfo } from '../../user/userTestSetup.ts';
import { AGENT_NAMESPACES } from '../AgentIsland.tsx';
import { REPORT_NAMESPACES } from './ReportsIsland.tsx';
import { TeamOrders } from './TeamOrders.tsx';

const testServer = setUpUserIslandTests(['en-US']);
const RECHARGE = '/v2/app/agent/sub/member/recharge/page';
const DRAW = '/v2/app/agent/sub/member/draw/page';

beforeAll(async () => {
  await Promise.all([loadIslandI18n('en-US', REPORT_NAMESPACES), loadIslandI18n('en-US', AGENT_NAMESPACES)]);
});

beforeEach(() => {
  window.history.replaceState(null, '', '/en-US/agent/team-recharge');
});

const deposit = {
  orderSn: 'D20260301000001',
  userId: 7,
  account: 'member7',
  channelName: 'Sandbox bank transfer',
  currency: 'JPY',
  amount: '1000.0000',
  coins: '1000.0000',
  status: 'paid',
  createdAt: '2026-03-01T01:02:03.000Z',
  paidAt: '2026-03-01T01:05:00.000Z',
};
const withdrawal = {
  orderSn: 'W20260302000001',
  userId: 8,
  account: 'member8',
  method: 'Lucky Bank',
  amount: '2500.5000',
  status: 'review',
  createdAt: '2026-03-02T01:02:03.000Z',
  completedAt: null,
};

function serve(path: string, row: unknown, total = 1) {
  testServer().on(path, (request, res) => {
    const body = request.body as { pageNum: number; pageSize: number };
    sendJson(res, 200, ok({ list: [row], total, pageNum: body.pageNum, pageSize: body.pageSize }));
  });
}

const sent = (path: string) => testServer().seen.filter((r) => r.path === path).map((r) => r.body as Record<string, unknown>);
const tz = 0 - new Date().getTimezoneOffset();
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);

function open(kind: 'recharge' | 'withdraw') {
  signIn(userInfo({ id: 1, account: 'agent', isAgent: true }));
  $isAgent.set(true);
  $locale.set('en-US');
  render(<TeamOrders kind={kind} locale="en-US" />);
}

describe('TeamOrders', () => {
  it("lists the team's deposits with the one amount format and the deposit status words, filtered from the address", async () => {
    serve(RECHARGE, deposit, 23);
    window.history.replaceState(null, '', '/en-US/agent/team-recharge?status=paid&page=2');
    open('recharge');
    const table = await screen.findByRole('table', { name: 'Deposits of the team' });
    expect(sent(RECHARGE)).toEqual([{ pageNum: 2, pageSize: 10, status: 'paid', tzOffsetMinutes: tz }]);
    const row = within(table).getAllByRole('row')[1]!;
    expect(cells(row).slice(1, 7)).toEqual(['member7', 'D20260301000001', 'Sandbox bank transfer', '1,000 JPY', '1,000', 'Payment successful']);
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('paid');
  });

  it('applies a member and dates from page 1, refuses a malformed account without asking, and clears', async () => {
    serve(RECHARGE, deposit, 23);
    open('recharge');
    await screen.findByRole('table', { name: 'Deposits of the team' });
    fireEvent.change(screen.getByLabelText('Member account'), { target: { value: 'no way' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter 4 to 20 letters and digits')).toBeTruthy();
    expect(sent(RECHARGE)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText('Member account'), { target: { value: 'member7' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(sent(RECHARGE)).toHaveLength(2));
    expect(sent(RECHARGE)[1]).toEqual({ pageNum: 1, pageSize: 10, account: 'member7', from: '2026-03-01', tzOffsetMinutes: tz });
    expect(window.location.search).toBe('?account=member7&from=2026-03-01');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' }).getAttribute('aria-busy')).not.toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(sent(RECHARGE)).toHaveLength(3));
    expect(sent(RECHARGE)[2]).toEqual({ pageNum: 1, pageSize: 10, tzOffsetMinutes: tz });
    expect(window.location.search).toBe('');
  });

  it('says so when no member of the team has the account asked for', async () => {
    testServer().on(RECHARGE, (request, res) => {
      const body = request.body as { pageNum: number; pageSize: number; account?: string };
      if (body.account) return sendJson(res, 404, { code: 404, msg: 'That member is not in your team.', data: null, error: 'MEMBER_NOT_FOUND', reqId: 'r1' });
      sendJson(res, 200, ok({ list: [deposit], total: 1, pageNum: body.pageNum, pageSize: body.pageSize }));
    });
    open('recharge');
    await screen.findByRole('table', { name: 'Deposits of the team' });
    fireEvent.change(screen.getByLabelText('Member account'), { target: { value: 'stranger1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No member of your team has this account')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Deposits of the team' })).toBeNull();
  });

  it("lists the team's withdrawals with the withdrawal status words and offers only withdrawal statuses", async () => {
    serve(DRAW, withdrawal);
    window.history.replaceState(null, '', '/en-US/agent/team-withdraw');
    open('withdraw');
    const table = await screen.findByRole('table', { name: 'Withdrawals of the team' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(cells(row).slice(1)).toEqual(['member8', 'W20260302000001', 'Lucky Bank', '2,500.5', 'Withdrawal review', '—']);
    const options = [...(screen.getByLabelText('Status') as HTMLSelectElement).options].map((option) => option.textContent);
    expect(options).toEqual(['All statuses', 'Withdrawal review', 'Withdrawing', 'Withdrawal successful', 'Withdrawal Failed']);
  });
});
