import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { sendJson } from '../../api/testServer.ts';
import type { TeamMember } from '../../contracts/agent.ts';
import { loadIslandI18n } from '../../i18n/islandI18n.ts';
import { $isAgent } from '../../stores/session.ts';
import { ok, setUpUserIslandTests, signIn, userInfo } from '../user/userTestSetup.ts';
import { AGENT_NAMESPACES } from './AgentIsland.tsx';
import { SubordinateManagement } from './SubordinateManagement.tsx';

const testServer = setUpUserIslandTests(['en-US', 'ja-JP']);
beforeAll(async () => {
  await Promise.all((['en-US', 'ja-JP'] as const).map((locale) => loadIslandI18n(locale, AGENT_NAMESPACES)));
});

const direct: TeamMember = {
  userId: 21,
  account: 'member1',
  level: 1,
  teamName: 'agent',
  isAgent: false,
  teamSize: 0,
  lastLoginAt: null,
  registeredAt: '2026-11-01T00:00:00.000Z',
  userBalance: '40.0000',
  teamBalance: '40.0000',
};
const deeper: TeamMember = { ...direct, userId: 22, account: 'grandkid', level: 2, teamName: 'member1' };

function serveAgent() {
  const server = testServer();
  server.on('/v2/app/agent/code', (_, res) => sendJson(res, 200, ok({ agentCode: 'DEMO2026' })));
  server.on('/v2/app/agent/sub/member/page', (req, res) => {
    const body = req.body as { pageNum: number; pageSize: number };
    sendJson(res, 200, ok({ list: [direct, deeper], total: 2, pageNum: body.pageNum, pageSize: body.pageSize }));
  });
  return server;
}

describe('subordinate management', () => {
  it('shows a player who is not an agent the application panel instead', async () => {
    signIn();
    testServer().on('/v2/app/agent/apply/status', (_, res) => sendJson(res, 200, ok({ status: 'none', reason: null, appliedAt: null, reviewedAt: null })));
    render(<SubordinateManagement locale="en-US" />);
    const panel = await screen.findByRole('region', { name: 'Become an agent' });
    expect(within(panel).getByText('This page is for agents. You can apply to become an agent here.')).toBeTruthy();
    expect(await within(panel).findByRole('button', { name: 'Apply to become an agent' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Member list' })).toBeNull();
    expect(testServer().seen.some((r) => r.path === '/v2/app/agent/sub/member/page')).toBe(false);
  });

  it('lists the team with the invitation; transfers are offered for direct members only', async () => {
    signIn(userInfo({ isAgent: true, balance: '500.0000', hasPaymentPassword: true }));
    $isAgent.set(true);
    serveAgent();
    render(<SubordinateManagement locale="en-US" />);
    expect(await screen.findByText('DEMO2026')).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Members of your team' });
    expect(await within(list).findByRole('button', { name: 'Transfer in: member1' })).toBeTruthy();
    expect(within(list).getByText('grandkid')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Take back: member1' })).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Transfer in: grandkid' })).toBeNull();
  });

  it('transfers in from a dialog and keeps a refusal in the form', async () => {
    signIn(userInfo({ isAgent: true, balance: '500.0000', hasPaymentPassword: true }));
    $isAgent.set(true);
    const server = serveAgent();
    server.on('/v2/app/agent/type/member/transfer', (_, res) =>
      sendJson(res, 422, { code: 422, msg: 'The fund password is wrong', data: null, error: 'PAYMENT_PASSWORD_INCORRECT', reqId: 'r' }),
    );
    render(<SubordinateManagement locale="en-US" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer in: member1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer in to member1' });
    fireEvent.change(within(dialog).getByLabelText(/^Amount/), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText(/^Your fund password/), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Transfer in' }));
    expect(await within(dialog).findByText('The fund password is wrong')).toBeTruthy();
    const sent = server.seen.find((r) => r.path === '/v2/app/agent/type/member/transfer');
    expect(sent?.body).toEqual({ userId: 21, amount: '12', paymentPassword: '123456' });
    expect(sent?.headers['idempotency-key']).toBeTruthy();
  });

  it('says an agent without a fund password must set one before transferring in', async () => {
    signIn(userInfo({ isAgent: true, balance: '500.0000', hasPaymentPassword: false }));
    $isAgent.set(true);
    serveAgent();
    render(<SubordinateManagement locale="en-US" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Transfer in: member1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer in to member1' });
    expect(within(dialog).getByRole('link', { name: 'Set a fund password' }).getAttribute('href')).toBe('/en-US/user/payment-password');
    await waitFor(() => expect((within(dialog).getByRole('button', { name: 'Transfer in' }) as HTMLButtonElement).disabled).toBe(true));
  });
});
