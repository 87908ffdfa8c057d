// The console's player screen (issue 20): search by account, e-mail, phone, id and agent code,
// exact or prefix, through indexes; names, document numbers and card numbers masked for an
// operator holding only `support`; profile tabs; lock / unlock ending the player's session at once;
// notes; one audit row per change, in the change's transaction; bad input refused, nothing changed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, gt, sql } from '../../server/db/orm.ts';
import { calls } from '../../src/contracts/index.ts';
import type { Db } from '../../server/db/database.ts';
import { operatorAudit, users } from '../../server/db/schema.ts';
import { searchPlayersQuery } from '../../server/modules/ops/players/player-search.repo.ts';
import { call, login } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import { makeAgent } from './support/agents.ts';
import { bearer, operatorCredential } from './support/operators.ts';
import type { TestApp } from './support/test-app.ts';
import { bindCard, newPlayer, startWalletApp, type Player } from './support/wallet.ts';

describe.each(databases)('operator player screen on %s', (kind) => {
  let started: TestApp;
  let db: Db;
  let support: string;
  let payments: string;
  let kycOnly: string;
  let auditor: string;
  let player: Player;
  const cardNumber = '6222020012345678';
  const agentCode = () => `AGC${String(player.userId).padStart(6, '0')}`;

  beforeAll(async () => {
    started = await startWalletApp(kind);
    db = started.database.db;
    support = (await operatorCredential(db, ['support'])).token;
    payments = (await operatorCredential(db, ['payments'])).token;
    kycOnly = (await operatorCredential(db, ['kyc'])).token;
    auditor = (await operatorCredential(db, ['auditor'])).token;
    player = await newPlayer(started.app);
    await db.update(users).set({ idNumber: '110101199003071234', phone: '09012345678' }).where(eq(users.id, player.userId));
    await bindCard(db, player.userId, { cardNumber });
    await makeAgent(db, player.userId, agentCode());
  });
  afterAll(async () => started?.close());

  async function ops(token: string, path: string, body: unknown, options: { key?: string; locale?: string } = {}) {
    return started.app.inject({
      method: 'POST',
      url: path,
      headers: { ...bearer(token), 'accept-language': options.locale ?? 'en-US', 'idempotency-key': options.key ?? randomUUID() },
      payload: body as object,
    });
  }
  async function ok(token: string, path: string, body: unknown) {
    const res = await ops(token, path, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  }
  const auditMark = async () => {
    const result = (await db.execute(sql`SELECT COALESCE(max(id), 0)::int AS id FROM operator_audit`)) as unknown as { rows: { id: number }[] };
    return result.rows[0]!.id;
  };
  const auditAfter = (mark: number) => db.select().from(operatorAudit).where(gt(operatorAudit.id, mark)).orderBy(operatorAudit.id);

  describe('search', () => {
    const search = (token: string, field: string, query: string, match = 'exact') =>
      ok(token, calls.opsPlayerSearch.path, { field, query, match, pageNum: 1, pageSize: 10 });

    it('finds a player by each field, exactly or by prefix, whatever the case of an account or e-mail', async () => {
      const ids = (page: { list: { id: number }[] }) => page.list.map((row) => row.id);
      expect(ids(await search(payments, 'account', player.account.toUpperCase()))).toEqual([player.userId]);
      expect(ids(await search(payments, 'account', player.account.slice(0, -1), 'prefix'))).toContain(player.userId);
      expect(ids(await search(payments, 'account', player.account.slice(0, -1)))).not.toContain(player.userId);
      expect(ids(await search(payments, 'id', String(player.userId)))).toEqual([player.userId]);
      expect(ids(await search(payments, 'phone', '0901234', 'prefix'))).toContain(player.userId);
      expect(ids(await search(payments, 'agentCode', agentCode().toLowerCase()))).toEqual([player.userId]);
      const [email] = await db.select({ email: users.email }).from(users).where(eq(users.id, player.userId));
      if (email?.email) expect(ids(await search(payments, 'email', email.email.toUpperCase()))).toEqual([player.userId]);
      const none = await search(payments, 'account', 'Nobody0000');
      expect(none).toMatchObject({ list: [], total: 0 });
    });

    it('masks names and document numbers for a support-only operator, not for payments', async () => {
      const masked = await search(support, 'id', String(player.userId));
      expect(masked.masked).toBe(true);
      expect(masked.list[0]).toMatchObject({ realName: 'Y***** T***', idNumber: '**************1234', phone: '09012345678' });
      const plain = await search(payments, 'id', String(player.userId));
      expect(plain.masked).toBe(false);
      expect(plain.list[0]).toMatchObject({ realName: 'Yamada Taro', idNumber: '110101199003071234' });
    });

    it('is refused to operators without a players role', async () => {
      const content = (await operatorCredential(db, ['content'])).token;
      const res = await ops(content, calls.opsPlayerSearch.path, { field: 'id', query: '1' });
      expect(res.statusCode).toBe(403);
    });

    it.runIf(kind === 'postgres')('uses the field’s index for exact and prefix matches (EXPLAIN)', async () => {
      // Enough players that a sequential scan would cost more than the index, then fresh statistics.
      await db.execute(sql`
        INSERT INTO users (account, email, password_hash, phone)
        SELECT 'bench' || g, 'bench' || g || '@example.test', 'x', '080' || lpad(g::text, 8, '0')
        FROM generate_series(1, 20000) AS g`);
      await db.execute(sql`ANALYZE users`);
      const plans: Record<string, string> = {};
      const cases = [
        ['account', 'bench123', 'prefix', 'users_account_prefix_idx'],
        ['account', 'bench12345', 'exact', 'users_account'],
        ['email', 'bench1234', 'prefix', 'users_email_prefix_idx'],
        ['phone', '0800001', 'prefix', 'users_phone_prefix_idx'],
        ['agentCode', 'BN1234', 'prefix', 'users_agent_code_prefix_idx'],
        ['id', '12345', 'exact', 'users_pkey'],
      ] as const;
      for (const [field, query, match, index] of cases) {
        const result = (await db.execute(sql`EXPLAIN ${searchPlayersQuery(db, { field, query, match, pageNum: 1, pageSize: 10 })}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        const plan = result.rows.map((row) => row['QUERY PLAN']).join('\n');
        plans[`${field}/${match}`] = plan;
        expect(plan, plan).toContain(index);
        expect(plan, plan).not.toContain('Seq Scan');
      }
    });
  });

  describe('profile and tabs', () => {
    it('shows balances, KYC state and cards, the card number never whole and masked for support', async () => {
      const full = await ok(payments, calls.opsPlayerProfile.path, { userId: player.userId });
      expect(full).toMatchObject({ balance: '0.0000', held: '0.0000', kycStatus: 'none', masked: false });
      expect(full.cards[0].cardNumber).toBe('622202******5678');
      const masked = await ok(support, calls.opsPlayerProfile.path, { userId: player.userId });
      expect(masked.cards[0].cardNumber).toBe('****5678');
      expect(masked.cards[0].holderName).toBe('T*** Y*****');
      expect(JSON.stringify(masked)).not.toContain('110101199003071234');
      expect(JSON.stringify(masked)).not.toContain('Yamada');
    });

    it('answers each tab as a page, the sessions tab listing the player’s session', async () => {
      for (const tab of calls.opsPlayerTab.request.shape.tab.options) {
        const page = await ok(auditor, calls.opsPlayerTab.path, { userId: player.userId, tab, pageNum: 1, pageSize: 5 });
        expect(page, tab).toMatchObject({ pageNum: 1, pageSize: 5 });
        expect(page.list.length, tab).toBeLessThanOrEqual(5);
      }
      const sessionsTab = await ok(support, calls.opsPlayerTab.path, { userId: player.userId, tab: 'sessions' });
      expect(sessionsTab.total).toBeGreaterThanOrEqual(1);
      expect(sessionsTab.list[0]).toMatchObject({ kind: 'web', status: 'live' });
    });

    it('answers 404 for an unknown player and 400 for a bad tab, id or query', async () => {
      const unknown = await ops(support, calls.opsPlayerProfile.path, { userId: 2_000_000_000 });
      expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'USER_NOT_FOUND']);
      const unknownTab = await ops(support, calls.opsPlayerTab.path, { userId: 2_000_000_000, tab: 'notes' });
      expect(unknownTab.statusCode).toBe(404);
      const badTab = await ops(support, calls.opsPlayerTab.path, { userId: player.userId, tab: 'secrets' });
      expect(badTab.statusCode).toBe(400);
      const wildcard = await ops(support, calls.opsPlayerSearch.path, { field: 'account', query: '%', match: 'prefix' });
      expect(wildcard.statusCode).toBe(400);
      const letters = await ops(support, calls.opsPlayerSearch.path, { field: 'id', query: 'abc' }, { locale: 'ja-JP' });
      expect(letters.statusCode).toBe(400);
      expect(letters.body).toContain('数字');
    });
  });

  describe('lock and unlock', () => {
    it('locks: the player’s session answers ACCOUNT_FROZEN at once and sign-in is refused; unlock lets them back in; one audit row each', async () => {
      const target = await newPlayer(started.app);
      expect((await call(started.app, calls.userInfo.path, {}, { token: target.token })).statusCode).toBe(200);

      const mark = await auditMark();
      const locked = await ok(support, calls.opsPlayerLock.path, { userId: target.userId, reason: 'Suspected account sharing' });
      expect(locked.status).toBe('frozen');
      const info = await call(started.app, calls.userInfo.path, {}, { token: target.token });
      expect([info.statusCode, info.json().error]).toEqual([402, 'ACCOUNT_FROZEN']);
      const signIn = await login(started.app, target.account, 'Passw0rd!');
      expect(signIn.json().error).toBe('ACCOUNT_FROZEN');

      const again = await ops(support, calls.opsPlayerLock.path, { userId: target.userId, reason: 'Twice' });
      expect([again.statusCode, again.json().error]).toEqual([409, 'PLAYER_ALREADY_LOCKED']);

      const unlocked = await ok(payments, calls.opsPlayerUnlock.path, { userId: target.userId, reason: 'Identity confirmed by phone' });
      expect(unlocked.status).toBe('active');
      const back = await login(started.app, target.account, 'Passw0rd!');
      expect(back.statusCode, back.body).toBe(200);
      const notLocked = await ops(payments, calls.opsPlayerUnlock.path, { userId: target.userId, reason: 'Again' });
      expect([notLocked.statusCode, notLocked.json().error]).toEqual([409, 'PLAYER_NOT_LOCKED']);

      const rows = (await auditAfter(mark)).filter((row) => row.result === 'ok');
      expect(rows.map((row) => [row.action, row.targetType, row.targetId, row.reason])).toEqual([
        ['player.lock', 'user', String(target.userId), 'Suspected account sharing'],
        ['player.unlock', 'user', String(target.userId), 'Identity confirmed by phone'],
      ]);
      expect(rows[0]!.before).toMatchObject({ status: 'active' });
      expect(rows[0]!.after).toMatchObject({ status: 'frozen' });

      // The audit tab of the player shows both.
      const auditTab = await ok(auditor, calls.opsPlayerTab.path, { userId: target.userId, tab: 'audit' });
      expect(auditTab.list.map((row: { kind: string }) => row.kind)).toEqual(expect.arrayContaining(['player.lock', 'player.unlock']));
    });

    it('a retry with the same key replays the answer and records nothing new', async () => {
      const target = await newPlayer(started.app);
      const key = randomUUID();
      const mark = await auditMark();
      const first = await ops(support, calls.opsPlayerLock.path, { userId: target.userId, reason: 'Chargeback' }, { key });
      const second = await ops(support, calls.opsPlayerLock.path, { userId: target.userId, reason: 'Chargeback' }, { key });
      expect(first.statusCode).toBe(200);
      expect(second.json().data).toEqual(first.json().data);
      expect((await auditAfter(mark)).filter((row) => row.action === 'player.lock' && row.result === 'ok')).toHaveLength(1);
    });

    it('is refused to kyc and auditor operators (403), a reason is required (400), an unknown player is 404; nothing changes', async () => {
      const target = await newPlayer(started.app);
      for (const token of [kycOnly, auditor]) {
        const res = await ops(token, calls.opsPlayerLock.path, { userId: target.userId, reason: 'No' });
        expect(res.statusCode).toBe(403);
      }
      const noReason = await ops(support, calls.opsPlayerLock.path, { userId: target.userId, reason: '  ' });
      expect(noReason.statusCode).toBe(400);
      const unknown = await ops(support, calls.opsPlayerLock.path, { userId: 2_000_000_000, reason: 'Nobody' });
      expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'USER_NOT_FOUND']);
      const [row] = await db.select({ status: users.status }).from(users).where(eq(users.id, target.userId));
      expect(row!.status).toBe('active');
      expect((await call(started.app, calls.userInfo.path, {}, { token: target.token })).statusCode).toBe(200);
    });
  });

  describe('notes', () => {
    it('adds a note shown in the notes tab with its author, audited once', async () => {
      const mark = await auditMark();
      const note = await ok(support, calls.opsPlayerNoteAdd.path, { userId: player.userId, text: 'Asked about a late deposit' });
      expect(note).toMatchObject({ userId: player.userId, text: 'Asked about a late deposit' });
      const tab = await ok(payments, calls.opsPlayerTab.path, { userId: player.userId, tab: 'notes' });
      expect(tab.list[0]).toMatchObject({ ref: String(note.id), detail: 'Asked about a late deposit', by: note.operator });
      const rows = await auditAfter(mark);
      expect(rows.map((row) => [row.action, row.targetType, row.targetId, row.result])).toEqual([['player.note.add', 'user', String(player.userId), 'ok']]);
      const empty = await ops(support, calls.opsPlayerNoteAdd.path, { userId: player.userId, text: '' });
      expect(empty.statusCode).toBe(400);
      const auditorNote = await ops(auditor, calls.opsPlayerNoteAdd.path, { userId: player.userId, text: 'Not mine to write' });
      expect(auditorNote.statusCode).toBe(403);
    });
  });
});
