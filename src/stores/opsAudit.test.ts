import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sendJson } from '../api/testServer.ts';
import { setUpStoreTests } from '../test-support/storeTestSetup.ts';
import {
  $audit,
  $auditDetail,
  $auditExport,
  $auditQuery,
  applyAuditFilters,
  auditFilterRequest,
  dayStart,
  EMPTY_AUDIT_FILTERS,
  exportAudit,
  loadAudit,
  resetOpsAudit,
  selectAuditRow,
  setAuditPage,
} from './opsAudit.ts';
import { configureOpsSession } from './opsSession.ts';

const server = setUpStoreTests('player-t0k3n');
const ok = (data: unknown) => ({ code: 200, msg: 'ok', data });
const refused = (status: number, error: string, msg: string) => ({ code: status, msg, data: null, error, reqId: 'r', issues: [] });
const row = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  at: '2026-03-10T01:00:00.000Z',
  operatorId: 3,
  operatorName: 'sato.k',
  sessionId: 11,
  credentialId: null,
  ip: '203.0.113.7',
  userAgent: 'Firefox',
  action: 'withdrawal.reject',
  targetType: 'withdrawal',
  targetId: 'W20260310000000001',
  before: { status: 'review' },
  after: { status: 'failed' },
  reason: 'Name does not match',
  approverId: null,
  approverName: null,
  idempotencyKey: 'k-1',
  result: 'ok',
  errorKey: null,
  prevHash: 'a',
  hash: 'b',
  ...extra,
});
const page = (list: unknown[], total = list.length, pageNum = 1, pageSize = 50) => ({ list, total, pageNum, pageSize });
const seenOf = (path: string) => server().seen.filter((r) => r.path === path);

beforeEach(() => configureOpsSession({ shared: null, tab: null, here: () => null, go: () => undefined }));
afterEach(() => {
  resetOpsAudit();
  configureOpsSession(null);
});

describe('audit viewer store', () => {
  it('reads the newest page with no filter, then a filtered one from page 1', async () => {
    server().on('/v2/ops/audit/list', (_, res) => sendJson(res, 200, ok(page([row(9), row(8)], 120))));
    await loadAudit();
    expect($audit.get()).toMatchObject({ status: 'ready', data: { total: 120, list: [{ id: 9 }, { id: 8 }] } });
    await setAuditPage({ pageNum: 3, pageSize: 50 });
    await applyAuditFilters({
      operator: ' sato.k ',
      action: 'kyc.',
      targetType: 'withdrawal',
      targetId: 'W20260310000000001',
      result: 'denied',
      dates: { from: '', to: '' },
    });
    expect(seenOf('/v2/ops/audit/list').map((r) => r.body)).toEqual([
      { pageNum: 1, pageSize: 50 },
      { pageNum: 3, pageSize: 50 },
      { pageNum: 1, pageSize: 50, operator: 'sato.k', action: 'kyc.', targetType: 'withdrawal', targetId: 'W20260310000000001', result: 'denied' },
    ]);
    expect($auditQuery.get().pageNum).toBe(1);
  });

  it('sends the operator’s days as instants: from the first day’s start to the day after the last', () => {
    const request = auditFilterRequest({ ...EMPTY_AUDIT_FILTERS, dates: { from: '2026-03-01', to: '2026-03-10' } });
    expect(request).toEqual({ from: new Date(2026, 2, 1).toISOString(), to: new Date(2026, 2, 11).toISOString() });
    // Month ends roll over; a value that is no date is left out.
    expect(dayStart('2026-02-28', 1)).toBe(new Date(2026, 2, 1).toISOString());
    expect(dayStart('10/03/2026')).toBeNull();
    expect(auditFilterRequest({ ...EMPTY_AUDIT_FILTERS, result: '', operator: '   ', dates: { from: 'x', to: '' } })).toEqual({});
  });

  it('opens a row of the page shown, and closes it when another page is read', async () => {
    server().on('/v2/ops/audit/list', (_, res) => sendJson(res, 200, ok(page([row(9), row(8, { action: 'approval.approve', approverId: 3, approverName: 'approver-b' })]))));
    await loadAudit();
    selectAuditRow(8);
    expect($auditDetail.get()).toMatchObject({ id: 8, action: 'approval.approve', before: { status: 'review' }, idempotencyKey: 'k-1' });
    selectAuditRow(404);
    expect($auditDetail.get()).toBeNull();
    selectAuditRow(9);
    await setAuditPage({ pageNum: 2, pageSize: 50 });
    expect($auditDetail.get()).toBeNull();
  });

  it('exports the filters shown as a CSV file, every page of them', async () => {
    server().on('/v2/ops/audit/list', (_, res) => sendJson(res, 200, ok(page([row(9)]))));
    server().on('/v2/ops/audit/export', (_, res) =>
      sendJson(res, 200, ok({ filename: 'operator-audit-20260310T010000Z.csv', csv: 'id,at\r\n9,2026-03-10T01:00:00.000Z\r\n', rows: 1, truncated: false })),
    );
    await applyAuditFilters({ operator: 'sato.k', action: '', targetType: '', targetId: '', result: 'ok', dates: { from: '', to: '' } });
    await setAuditPage({ pageNum: 2, pageSize: 20 });
    const saved: { filename: string; text: string; type: string }[] = [];
    await expect(exportAudit((filename, text, type) => saved.push({ filename, text, type }))).resolves.toBe(true);
    expect(seenOf('/v2/ops/audit/export').map((r) => r.body)).toEqual([{ operator: 'sato.k', result: 'ok' }]);
    expect(saved).toEqual([{ filename: 'operator-audit-20260310T010000Z.csv', text: 'id,at\r\n9,2026-03-10T01:00:00.000Z\r\n', type: 'text/csv;charset=utf-8' }]);
    expect($auditExport.get()).toEqual({ status: 'done', filename: 'operator-audit-20260310T010000Z.csv', rows: 1, truncated: false });
  });

  it('an operator without the auditor role is told so, and no file is saved', async () => {
    server().on('/v2/ops/audit/list', (_, res) => sendJson(res, 403, refused(403, 'OPS_ROLE_REQUIRED', 'Your roles do not allow this.')));
    server().on('/v2/ops/audit/export', (_, res) => sendJson(res, 403, refused(403, 'OPS_ROLE_REQUIRED', 'Your roles do not allow this.')));
    await loadAudit();
    expect($audit.get()).toMatchObject({ status: 'failed', error: { code: 403 } });
    let saves = 0;
    await expect(exportAudit(() => saves++)).resolves.toBe(false);
    expect(saves).toBe(0);
    expect($auditExport.get()).toEqual({ status: 'failed', message: 'Your roles do not allow this.' });
  });
});
