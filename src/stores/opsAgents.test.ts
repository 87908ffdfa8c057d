import { afterEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import { $agentsAction, $applications, $rates, approveApplication, loadApplications, loadRates, ratesFromInput, rejectApplication, resetOpsAgents, saveRates } from './opsAgents.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });
const bodiesOf = (path: string) => server().seen.filter((r) => r.path === path).map((r) => r.body);
const application = (status: string) => ({ id: 3, userId: 9, account: 'player09', status, reason: null, createdAt: '2026-06-01T00:00:00.000Z', reviewedAt: null, reviewedBy: null, agentCode: null });
const page = (list: unknown[]) => ({ list, total: list.length, pageNum: 1, pageSize: 20 });

afterEach(() => resetOpsAgents());

describe('agents screen store', () => {
  it('lists applications by status and reads them again after a decision', async () => {
    server().on('/v2/ops/agent/application/list', (_, res) => sendJson(res, 200, ok(page([application('pending')]))));
    server().on('/v2/ops/agent/application/approve', (_, res) => sendJson(res, 200, ok(application('approved'))));
    await loadApplications();
    expect($applications.get()).toMatchObject({ status: 'ready', data: { total: 1 } });
    await expect(approveApplication(3)).resolves.toBe(true);
    expect(bodiesOf('/v2/ops/agent/application/approve')).toEqual([{ id: 3 }]);
    expect(bodiesOf('/v2/ops/agent/application/list')).toEqual([
      { status: 'pending', pageNum: 1, pageSize: 20 },
      { status: 'pending', pageNum: 1, pageSize: 20 },
    ]);
    expect($agentsAction.get()).toEqual({ busy: false, error: null, done: 'approved' });
  });

  it('rejects only with a reason, and shows a refusal in the server’s words', async () => {
    server().on('/v2/ops/agent/application/list', (_, res) => sendJson(res, 200, ok(page([]))));
    server().on('/v2/ops/agent/application/reject', (_, res) => sendJson(res, 409, refused(409, 'AGENT_APPLICATION_DECIDED', 'Already decided')));
    await expect(rejectApplication(3, '   ')).resolves.toBe(false);
    expect(bodiesOf('/v2/ops/agent/application/reject')).toEqual([]);
    await expect(rejectApplication(3, ' Incomplete details ')).resolves.toBe(false);
    expect(bodiesOf('/v2/ops/agent/application/reject')).toEqual([{ id: 3, reason: 'Incomplete details' }]);
    expect($agentsAction.get().error).toBe('Already decided');
  });

  it('sets the rates only when each is a whole number of basis points', async () => {
    server().on('/v2/ops/agent/rebate/rates', (_, res) => sendJson(res, 200, ok({ rates: [{ level: 1, rateBasisPoints: 50 }] })));
    server().on('/v2/ops/agent/rebate/rates/set', (req, res) => sendJson(res, 200, ok(req.body)));
    await loadRates();
    expect($rates.get().data).toEqual({ rates: [{ level: 1, rateBasisPoints: 50 }] });
    expect(ratesFromInput([{ level: 1, rateBasisPoints: '0.5' }])).toBeNull();
    expect(ratesFromInput([{ level: 1, rateBasisPoints: '10001' }])).toBeNull();
    await expect(saveRates([{ level: 1, rateBasisPoints: '-1' }])).resolves.toBe(false);
    await expect(saveRates([{ level: 1, rateBasisPoints: ' 60 ' }, { level: 2, rateBasisPoints: '20' }])).resolves.toBe(true);
    expect(bodiesOf('/v2/ops/agent/rebate/rates/set')).toEqual([{ rates: [{ level: 1, rateBasisPoints: 60 }, { level: 2, rateBasisPoints: 20 }] }]);
  });
});
