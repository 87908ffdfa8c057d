// The operators' audit log (migration 0026, server/modules/ops/audit): every state-changing operator
// call adds exactly one row in its own transaction, with actor, before, after and reason; a refused
// call adds one `denied` row; a KYC photo view is recorded; the table refuses UPDATE, DELETE and
// TRUNCATE; the hash chain stays linear under concurrent appends and audit-verify finds a row
// altered behind the trigger's back. On PGlite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gt, sql } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import { LOCALES } from '../../shared/locales.ts';
import type { Db } from '../../server/db/database.ts';
import { operatorAudit } from '../../server/db/schema.ts';
import { verifyAuditChain } from '../../server/modules/ops/audit/audit-chain.ts';
import { AUDIT_CSV_COLUMNS } from '../../server/modules/ops/audit/audit-csv.fns.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { call } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import { countStatements } from './support/statements.ts';
import { submitKyc } from './support/kyc.ts';
import { newPlayer, OPERATOR_TOKEN, opsCall, startWalletApp } from './support/wallet.ts';
import type { TestApp } from './support/test-app.ts';
import { cardPlayer, withdrawToCard } from './withdrawals-fixtures.ts';

const OPERATOR = 'test-operator';
const USER_AGENT = 'audit-test/1.0';

type AuditRow = typeof operatorAudit.$inferSelect;

async function lastId(db: Db): Promise<number> {
  const result = (await db.execute(sql`SELECT COALESCE(max(id), 0)::int AS id FROM operator_audit`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]!.id;
}

async function rowsAfter(db: Db, id: number): Promise<AuditRow[]> {
  return db.select().from(operatorAudit).where(gt(operatorAudit.id, id)).orderBy(operatorAudit.id);
}

/** Runs `act` and answers the audit rows it added. */
async function added(db: Db, act: () => Promise<unknown>): Promise<AuditRow[]> {
  const mark = await lastId(db);
  await act();
  return rowsAfter(db, mark);
}

const letterText = (tag: string) => ({
  title: Object.fromEntries(LOCALES.map((locale) => [locale, `${tag} title ${locale}`])),
  body: Object.fromEntries(LOCALES.map((locale) => [locale, `${tag} body ${locale}`])),
});

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return String((error as Error & { cause?: Error }).cause?.message ?? (error as Error).message);
  }
  throw new Error('the statement was not refused');
}

describe.each(bothDatabases)('operator audit log on %s', (kind) => {
  let started: TestApp;
  let db: Db;

  beforeAll(async () => {
    started = await startWalletApp(kind);
    db = started.database.db;
  });
  afterAll(async () => {
    await started?.close();
  });

  /** An operator call as the test operator with a known user agent; must answer 200. */
  async function ops(path: string, body: unknown, key: string | null = randomUUID()) {
    const res = await started.app.inject({
      method: 'POST',
      url: path,
      headers: { authorization: `Bearer ${OPERATOR_TOKEN}`, 'user-agent': USER_AGENT, 'accept-language': 'en-US', ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }

  function expectOne(rows: AuditRow[], expected: Partial<AuditRow>): AuditRow {
    expect(rows, JSON.stringify(rows)).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({ operatorName: OPERATOR, result: 'ok', errorKey: null, userAgent: USER_AGENT, ...expected });
    expect(row.operatorId).toBeTypeOf('number');
    expect(row.ip).toBeTruthy();
    expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    return row;
  }

  describe('each state-changing call adds exactly one row', () => {
    it('withdrawal approve and reject: before in review, after decided, the reason and the key', async () => {
      const player = await cardPlayer(started, '10000');
      const first = await withdrawToCard(started.app, player, '1000');
      const second = await withdrawToCard(started.app, player, '1000');
      const key = randomUUID();
      const approved = expectOne(await added(db, () => ops(calls.opsWithdrawalApprove.path, { orderSn: first }, key)), {
        action: 'withdrawal.approve',
        targetType: 'withdrawal',
        targetId: first,
        idempotencyKey: key,
        reason: null,
      });
      expect(approved.before).toMatchObject({ orderSn: first, status: 'review', account: player.account });
      expect(approved.after).toMatchObject({ orderSn: first, status: 'withdrawing' });
      // A retry with the same key replays the first answer: nothing new happened, nothing new recorded.
      expect(await added(db, () => ops(calls.opsWithdrawalApprove.path, { orderSn: first }, key))).toHaveLength(0);

      const rejected = expectOne(await added(db, () => ops(calls.opsWithdrawalReject.path, { orderSn: second, reason: 'Card holder mismatch' })), {
        action: 'withdrawal.reject',
        targetId: second,
        reason: 'Card holder mismatch',
      });
      expect(rejected.before).toMatchObject({ status: 'review' });
      expect(rejected.after).toMatchObject({ status: 'failed' });
    });

    it('adjustment create: nothing before, the adjustment after', async () => {
      const player = await newPlayer(started.app);
      const row = expectOne(await added(db, () => ops(calls.opsAdjustmentCreate.path, { account: player.account, amount: '25.5', reason: 'Goodwill' })), {
        action: 'adjustment.create',
        targetType: 'adjustment',
        reason: 'Goodwill',
        before: null,
      });
      expect(row.after).toMatchObject({ account: player.account, amount: '25.5000', status: 'success', operator: OPERATOR });
      expect(row.targetId).toBe((row.after as { orderSn: string }).orderSn);
    });

    // Statements are counted at node-postgres' Client.query, which PGlite does not go through.
    if (kind === 'postgres') {
      it('an operator change appends its row last, after the key’s answer, right before COMMIT', async () => {
        // Every operator change waits on the chain's head from its append to COMMIT: nothing else of
        // the change may run in that time (server/http/idempotent-call.ts).
        const player = await newPlayer(started.app);
        const { texts } = await countStatements(() => ops(calls.opsAdjustmentCreate.path, { account: player.account, amount: '3', reason: 'Order' }));
        const append = texts.findIndex((text) => /^insert into "operator_audit"/i.test(text));
        const answer = texts.findIndex((text) => /^update "idempotency_keys"/i.test(text));
        expect(append, texts.join('\n')).toBeGreaterThan(answer);
        expect(answer).toBeGreaterThan(-1);
        expect(texts.slice(append + 1).map((text) => text.toUpperCase()), texts.join('\n')).toEqual(['COMMIT']);
      });
    }

    it('letters: one to a player and a broadcast, with what was sent', async () => {
      const player = await newPlayer(started.app);
      const sent = expectOne(await added(db, () => ops(calls.opsLetterSend.path, { account: player.account, ...letterText('one') })), {
        action: 'letter.send',
        targetType: 'letter',
        before: null,
      });
      expect(sent.after).toMatchObject({ account: player.account, title: { 'ja-JP': 'one title ja-JP' } });
      const broadcast = expectOne(await added(db, () => ops(calls.opsLetterBroadcast.path, letterText('all'))), { action: 'letter.broadcast' });
      expect(broadcast.after).toMatchObject({ broadcast: true, body: { 'en-US': 'all body en-US' } });
    });

    it('protection exclude: the player’s state before and after, and the reason', async () => {
      const player = await newPlayer(started.app);
      const row = expectOne(await added(db, () => ops(calls.opsProtectionExclude.path, { account: player.account, days: 30, reason: 'Asked by phone' })), {
        action: 'protection.exclude',
        targetType: 'user',
        targetId: player.account,
        reason: 'Asked by phone',
      });
      expect((row.before as { exclusion: unknown }).exclusion).toBeNull();
      expect(row.after).toMatchObject({ exclusion: { kind: 'operator' } });
    });

    it('rebate rates set and a settlement run', async () => {
      const rates = expectOne(await added(db, () => ops(calls.opsRebateRatesSet.path, { rates: [{ level: 1, rateBasisPoints: 40 }] }, null)), {
        action: 'agent.rebate.rates.set',
        targetType: 'rebate-rates',
      });
      expect(rates.after).toEqual({ rates: [{ level: 1, rateBasisPoints: 40 }] });
      expect((rates.before as { rates: unknown[] }).rates).toBeInstanceOf(Array);
      const settled = expectOne(await added(db, () => ops(calls.opsRebateSettle.path, { period: '2026-01-05' }, null)), {
        action: 'agent.rebate.settle',
        targetType: 'rebate-period',
        targetId: '2026-01-05',
      });
      expect(settled.after).toMatchObject({ period: '2026-01-05' });
    });

    it('KYC: every photo view, the approval and the rejection with its reason', async () => {
      const first = await newPlayer(started.app);
      const id = await submitKyc(started.app, first);
      const view = expectOne(await added(db, () => ops(calls.opsKycImage.path, { id, side: 'front' }, null)), {
        action: 'kyc.image',
        targetType: 'kyc-submission',
        targetId: String(id),
      });
      expect(view.after).toMatchObject({ side: 'front' });
      const approved = expectOne(await added(db, () => ops(calls.opsKycApprove.path, { id }, null)), { action: 'kyc.approve', targetId: String(id) });
      expect(approved.before).toMatchObject({ status: 'pending' });
      expect(approved.after).toMatchObject({ status: 'approved', reviewedBy: OPERATOR });

      const second = await newPlayer(started.app);
      const other = await submitKyc(started.app, second);
      const rejected = expectOne(await added(db, () => ops(calls.opsKycReject.path, { id: other, reason: 'Photo too dark' }, null)), {
        action: 'kyc.reject',
        reason: 'Photo too dark',
      });
      expect(rejected.after).toMatchObject({ status: 'rejected' });
    });

    it('agent applications: approval and rejection', async () => {
      const applicationOf = async (token: string) => {
        expect((await call(started.app, calls.agentApply.path, {}, { token })).statusCode).toBe(200);
        const list = await ops(calls.opsAgentApplicationList.path, { pageSize: 100 }, null);
        const me = await call(started.app, calls.userGetInfo.path, {}, { token });
        return (list.list as { id: number; userId: number }[]).find((a) => a.userId === me.json().data.id)!.id;
      };
      const first = await newPlayer(started.app);
      const a = await applicationOf(first.token);
      const approved = expectOne(await added(db, () => ops(calls.opsAgentApplicationApprove.path, { id: a }, null)), {
        action: 'agent.application.approve',
        targetType: 'agent-application',
        targetId: String(a),
      });
      expect(approved.before).toMatchObject({ status: 'pending' });
      expect(approved.after).toMatchObject({ status: 'approved' });
      const second = await newPlayer(started.app);
      const b = await applicationOf(second.token);
      const rejected = expectOne(await added(db, () => ops(calls.opsAgentApplicationReject.path, { id: b, reason: 'Not yet' }, null)), {
        action: 'agent.application.reject',
        reason: 'Not yet',
      });
      expect(rejected.after).toMatchObject({ status: 'rejected' });
    });
  });

  describe('refused calls', () => {
    it('no credential: one denied row without an operator, with the error key and the target sent', async () => {
      const rows = await added(db, () =>
        started.app.inject({ method: 'POST', url: calls.opsWithdrawalApprove.path, headers: { 'idempotency-key': randomUUID() }, payload: { orderSn: 'W202601010000000000' } }),
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        action: 'withdrawal.approve',
        result: 'denied',
        errorKey: 'OPS_SESSION_REQUIRED',
        operatorId: null,
        targetType: 'withdrawal',
        targetId: 'W202601010000000000',
        before: null,
        after: null,
      });
    });

    it('a wrong state (409) and an unknown id (404): denied under the operator’s name', async () => {
      const player = await cardPlayer(started, '5000');
      const orderSn = await withdrawToCard(started.app, player, '1000');
      await ops(calls.opsWithdrawalReject.path, { orderSn, reason: 'First' });
      const again = await added(db, () => opsCall(started.app, calls.opsWithdrawalApprove.path, { orderSn }));
      expect(again).toHaveLength(1);
      expect(again[0]).toMatchObject({ operatorName: OPERATOR, result: 'denied', errorKey: 'WITHDRAWAL_NOT_PENDING', targetId: orderSn });
      const unknown = await added(db, () => opsCall(started.app, calls.opsKycApprove.path, { id: 999_999 }, { key: null }));
      expect(unknown).toHaveLength(1);
      expect(unknown[0]).toMatchObject({ action: 'kyc.approve', result: 'denied', errorKey: 'KYC_NOT_FOUND', targetId: '999999' });
    });

    it('bad input (a reason with a control character) is denied; the answer stays a 4xx', async () => {
      const rows = await added(db, async () => {
        const res = await opsCall(started.app, calls.opsAdjustmentCreate.path, { account: 'someone1', amount: '1', reason: 'bad\u0007' });
        expect(res.statusCode).toBe(400);
      });
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ action: 'adjustment.create', result: 'denied', errorKey: 'VALIDATION_FAILED' });
    });
  });

  describe('the table', () => {
    it('refuses UPDATE, DELETE and TRUNCATE, and moving the chain head', async () => {
      await ops(calls.opsAdjustmentCreate.path, { account: (await newPlayer(started.app)).account, amount: '1', reason: 'row to protect' });
      expect(await refusal(db.execute(sql`UPDATE operator_audit SET reason = 'rewritten'`))).toMatch(/append-only: UPDATE refused/);
      expect(await refusal(db.execute(sql`DELETE FROM operator_audit`))).toMatch(/append-only: DELETE refused/);
      expect(await refusal(db.execute(sql`TRUNCATE operator_audit`))).toMatch(/append-only: TRUNCATE refused/);
      expect(await refusal(db.execute(sql`UPDATE operator_audit_head SET last_id = 1`))).toMatch(/moves only with an append/);
      expect((await verifyAuditChain(db)).broken).toBeNull();
    });

    it('keeps one linear chain under 50 parallel adjustments', async () => {
      const player = await newPlayer(started.app);
      const mark = await lastId(db);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) => opsCall(started.app, calls.opsAdjustmentCreate.path, { account: player.account, amount: '1', reason: `parallel ${i}` })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
      const rows = await rowsAfter(db, mark);
      expect(rows).toHaveLength(50);
      expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 50 }, (_, i) => mark + 1 + i));
      const report = await verifyAuditChain(db);
      expect(report.broken).toBeNull();
      expect(report.rows).toBe(await lastId(db));
      await expectLedgerClean(db);
    });

    it('a row altered with the trigger disabled breaks the chain at that row', async () => {
      const player = await newPlayer(started.app);
      const rows = await added(db, async () => {
        for (const reason of ['a', 'b', 'c']) await ops(calls.opsAdjustmentCreate.path, { account: player.account, amount: '2', reason });
      });
      const target = rows[1]!;
      expect((await verifyAuditChain(db)).broken).toBeNull();
      // A superuser can switch the trigger off: the chain still shows the change.
      await db.execute(sql`ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_no_rewrite`);
      try {
        await db.execute(sql`UPDATE operator_audit SET reason = 'rewritten' WHERE id = ${target.id}`);
      } finally {
        await db.execute(sql`ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_no_rewrite`);
      }
      const report = await verifyAuditChain(db);
      expect(report.broken).toEqual({ id: target.id, problem: expect.stringContaining('was changed') });
      // Put back as it was, the chain holds again (the hash covers the content, nothing else).
      await db.execute(sql`ALTER TABLE operator_audit DISABLE TRIGGER operator_audit_no_rewrite`);
      try {
        await db.execute(sql`UPDATE operator_audit SET reason = ${target.reason} WHERE id = ${target.id}`);
      } finally {
        await db.execute(sql`ALTER TABLE operator_audit ENABLE TRIGGER operator_audit_no_rewrite`);
      }
      expect((await verifyAuditChain(db)).broken).toBeNull();
    });
  });

  describe('reading the log', () => {
    it('lists newest first with filters, and exports the same rows as CSV', async () => {
      const player = await newPlayer(started.app);
      await ops(calls.opsAdjustmentCreate.path, { account: player.account, amount: '3', reason: '=cmd|"x"' });
      await ops(calls.opsProtectionExclude.path, { account: player.account, days: 1, reason: 'filter me' });
      const byTarget = await ops(calls.opsAuditList.path, { targetType: 'user', targetId: player.account }, null);
      expect(byTarget.total).toBe(1);
      expect(byTarget.list[0]).toMatchObject({ action: 'protection.exclude', operatorName: OPERATOR, reason: 'filter me' });
      const adjustments = await ops(calls.opsAuditList.path, { action: 'adjustment.', operator: OPERATOR, pageSize: 5 }, null);
      expect(adjustments.list).toHaveLength(5);
      const ids = (adjustments.list as { id: number }[]).map((r) => r.id);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      const none = await ops(calls.opsAuditList.path, { from: '2000-01-01T00:00:00Z', to: '2000-01-02T00:00:00Z' }, null);
      expect(none.total).toBe(0);
      const denied = await ops(calls.opsAuditList.path, { result: 'denied', pageSize: 100 }, null);
      expect((denied.list as { result: string }[]).every((r) => r.result === 'denied')).toBe(true);

      const exported = await ops(calls.opsAuditExport.path, { action: 'adjustment.create', operator: OPERATOR }, null);
      const lines = (exported.csv as string).trimEnd().split('\r\n');
      expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(','));
      expect(exported.rows).toBe(lines.length - 1);
      expect(exported.truncated).toBe(false);
      expect(exported.filename).toMatch(/^operator-audit-\d{8}T\d{6}Z\.csv$/);
      // The newest adjustment's reason starts with "=": written so no spreadsheet runs it.
      expect(lines[1]).toContain(`"'=cmd|""x"""`);
    });

    it('refuses a bad filter with 400, recorded as denied', async () => {
      const rows = await added(db, async () => {
        const res = await opsCall(started.app, calls.opsAuditList.path, { from: 'yesterday' }, { key: null });
        expect(res.statusCode).toBe(400);
      });
      expect(rows).toMatchObject([{ action: 'audit.list', result: 'denied', errorKey: 'VALIDATION_FAILED' }]);
    });
  });
});
