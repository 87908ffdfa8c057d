import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import { $dashboardView, dashboardRemote, loadDashboard } from './opsDashboard.ts';
import { $token } from './session.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const today = {
  date: '2026-03-10',
  timeZone: 'Asia/Tokyo',
  depositCount: 2,
  deposits: '12345.6790',
  withdrawalCount: 1,
  withdrawals: '1000.0000',
  rounds: 3,
  bets: '31.2345',
  wins: '55.5556',
  ggr: '-24.3211',
};

afterEach(() => dashboardRemote.cancel());

describe('console dashboard store', () => {
  it('shows only the queues the operator’s roles may open, in order, with today’s figures', async () => {
    server().on('/v2/ops/dashboard', (_, res) => sendJson(res, 200, ok({ queues: { withdrawals: 4, approvals: 2, kyc: null, agentApplications: 0 }, today })));
    await loadDashboard();
    expect($dashboardView.get()).toEqual({
      view: 'ready',
      data: { queues: { withdrawals: 4, approvals: 2, kyc: null, agentApplications: 0 }, today },
      queues: [
        { id: 'withdrawals', count: 4 },
        { id: 'approvals', count: 2 },
        { id: 'agentApplications', count: 0 },
      ],
    });
    expect(server().seen.map((r) => r.path)).toEqual(['/v2/ops/dashboard']);
  });

  it('a missing console session asks for sign-in and leaves the player’s session alone', async () => {
    server().on('/v2/ops/dashboard', (_, res) =>
      sendJson(res, 401, { code: 401, msg: 'Sign in as an operator.', data: null, error: 'OPS_SESSION_REQUIRED', reqId: 'r', issues: [] }),
    );
    await loadDashboard();
    expect($dashboardView.get()).toEqual({ view: 'signedOut' });
    expect($token.get()).toBe('player-t0k3n');
  });

  it('any other failure offers to try again', async () => {
    server().on('/v2/ops/dashboard', (_, res) => sendJson(res, 500, { code: 500, msg: 'Something went wrong.', data: null, error: 'INTERNAL', reqId: 'r' }));
    await loadDashboard();
    expect($dashboardView.get()).toEqual({ view: 'failed' });
  });
});
