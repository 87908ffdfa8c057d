// The inbox (station letters): operators' letters to one player or to all, read state per reader,
// "mark all read" over broadcasts, the authorisation matrix (another player's letter is 404), and
// the events that write a letter — each rendered in the reader's language when read.
import { randomUUID } from 'node:crypto';
import { count, eq } from '../../server/db/orm.ts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { formatAmount } from '../../shared/money/formatAmount.ts';
import { LOCALES } from '../../shared/locales.ts';
import type { Db } from '../../server/db/database.ts';
import { letterReads, letters, letterWatermarks } from '../../server/db/schema.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { creditedDeposit } from './crypto-fixtures.ts';
import { expectLedgerClean } from './ledger-fixtures.ts';
import { checkoutAction, placeOrder, startPaymentsApp, type PaymentsApp } from './payments-fixtures.ts';
import { call, register } from './support/accounts.ts';
import { makeAgent } from './support/agents.ts';
import { submitKyc } from './support/kyc.ts';
import { bothDatabases } from './support/databases.ts';
import { bindCard, moneyCall, newPlayer, opsCall, type Player } from './support/wallet.ts';
import { fundCoins, withdrawToCard } from './withdrawals-fixtures.ts';

const t = createTranslator();
type Letter = { id: number; kind: string; broadcast: boolean; title: string; body: string; read: boolean; createdAt: string };

/** Title and body in every language, each naming its language so a test sees which one it got. */
function operatorText(tag: string) {
  return {
    title: Object.fromEntries(LOCALES.map((locale) => [locale, `${tag} title ${locale}`])),
    body: Object.fromEntries(LOCALES.map((locale) => [locale, `${tag} body ${locale}\nsecond line`])),
  };
}

describe.each(bothDatabases)('station letters on %s', (kind) => {
  let started: PaymentsApp;
  let app: FastifyInstance;
  let db: Db;

  beforeAll(async () => {
    started = await startPaymentsApp(kind);
    app = started.app;
    db = started.database.db;
  });
  afterAll(async () => started?.close());

  const inbox = async (player: Player, locale = 'en-US', body: object = {}) => {
    const res = await call(app, calls.stationQuery.path, body, { token: player.token, locale });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { list: Letter[]; total: number; unread: number; pageNum: number; pageSize: number };
  };
  const unread = async (player: Player) => {
    const res = await call(app, calls.stationUnreadCount.path, {}, { token: player.token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.unread as number;
  };
  const read = (player: Player, id: number, locale = 'en-US') => call(app, calls.stationRead.path, { id }, { token: player.token, locale });
  const readAll = (player: Player) => call(app, calls.stationReadAll.path, {}, { token: player.token });
  const send = async (account: string, tag: string) => {
    const res = await opsCall(app, calls.opsLetterSend.path, { account, ...operatorText(tag) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; account: string; broadcast: boolean; sentBy: string };
  };
  const broadcast = async (tag: string) => {
    const res = await opsCall(app, calls.opsLetterBroadcast.path, operatorText(tag));
    expect(res.statusCode, res.body).toBe(200);
    // Players registered from now on come after it, so they do not get it.
    started.clock.advance(1000);
    return res.json().data as { id: number; account: null; broadcast: boolean };
  };
  const letterRows = async () => Number((await db.select({ n: count() }).from(letters))[0]!.n);
  /** The newest system letter of the player, in that language. */
  const newest = async (player: Player, locale: string) => (await inbox(player, locale, { pageSize: 1 })).list[0]!;

  it('answers 401 to every inbox call without a session and to every operator call without the operator token', async () => {
    const player = await newPlayer(app);
    const bodies: Record<string, object> = {
      stationQuery: {},
      stationUnreadCount: {},
      stationRead: { id: 1 },
      stationReadAll: {},
      opsLetterSend: { account: player.account, ...operatorText('x') },
      opsLetterBroadcast: operatorText('x'),
    };
    for (const [name, body] of Object.entries(bodies)) {
      const contract = calls[name as keyof typeof calls];
      const anonymous = await moneyCall(app, contract.path, body, { locale: 'ja-JP' });
      expect(anonymous.statusCode, `${name}: ${anonymous.body}`).toBe(401);
      expect(anonymous.json().msg).toBe(t('ja-JP', 'errors', anonymous.json().error));
      // A player's session is not an operator's, and an operator's token is not a session.
      const wrong = contract.auth === 'operator' ? await moneyCall(app, contract.path, body, { token: player.token }) : await moneyCall(app, contract.path, body, { operator: true });
      expect(wrong.statusCode, `${name}: ${wrong.body}`).toBe(401);
    }
    expect(await letterRows()).toBe(0);
  });

  it("sends an operator letter to one player, in the reader's language; another player neither sees nor reads it (404)", async () => {
    const alice = await newPlayer(app);
    const bob = await newPlayer(app);
    const sent = await send(alice.account.toUpperCase(), 'hello');
    expect(sent).toMatchObject({ account: alice.account, broadcast: false, sentBy: 'test-operator' });

    for (const locale of ['ja-JP', 'vi-VN', 'en-US']) {
      const page = await inbox(alice, locale);
      expect(page.list).toHaveLength(1);
      expect(page.list[0]).toMatchObject({ id: sent.id, kind: 'operator', broadcast: false, read: false, title: `hello title ${locale}`, body: `hello body ${locale}\nsecond line` });
      expect(page.unread).toBe(1);
    }
    expect((await inbox(bob)).total).toBe(0);
    expect(await unread(bob)).toBe(0);

    const stranger = await read(bob, sent.id, 'ko-KR');
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ error: 'LETTER_NOT_FOUND', msg: t('ko-KR', 'errors', 'LETTER_NOT_FOUND') });
    expect((await read(bob, sent.id + 1_000_000)).statusCode).toBe(404);
    expect(await db.select().from(letterReads).where(eq(letterReads.userId, bob.userId))).toHaveLength(0);

    const opened = await read(alice, sent.id);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().data).toEqual({ unread: 0 });
    expect((await read(alice, sent.id)).json().data).toEqual({ unread: 0 });
    expect((await inbox(alice)).list[0]!.read).toBe(true);
  });

  it('stores a broadcast as one row and keeps read state per reader; accounts made after it do not get it', async () => {
    const players = [await newPlayer(app), await newPlayer(app), await newPlayer(app)];
    const before = await letterRows();
    started.clock.advance(60_000);
    const sent = await broadcast('news');
    expect(sent.broadcast).toBe(true);
    expect(await letterRows()).toBe(before + 1);

    for (const player of players) {
      const letter = (await inbox(player, 'zh-TW')).list.find((l) => l.id === sent.id);
      expect(letter).toMatchObject({ broadcast: true, kind: 'operator', read: false, title: 'news title zh-TW' });
    }
    const counts = await Promise.all(players.map(unread));
    expect((await read(players[0]!, sent.id)).json().data.unread).toBe(counts[0]! - 1);
    expect(await unread(players[1]!)).toBe(counts[1]);
    expect((await inbox(players[1]!)).list.find((l) => l.id === sent.id)!.read).toBe(false);
    // Reading a broadcast writes one row for that reader, nothing for the others.
    expect(await db.select().from(letterReads).where(eq(letterReads.letterId, sent.id))).toHaveLength(1);

    const newcomer = await newPlayer(app);
    expect((await inbox(newcomer)).list.some((l) => l.id === sent.id)).toBe(false);
    expect((await read(newcomer, sent.id)).statusCode).toBe(404);
  });

  it('marks every letter read, broadcasts included, with one watermark row; later letters are unread', async () => {
    const player = await newPlayer(app);
    started.clock.advance(60_000);
    await send(player.account, 'one');
    await broadcast('all');
    const own = await send(player.account, 'two');
    await read(player, own.id);
    expect(await unread(player)).toBe(2);

    const done = await readAll(player);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toEqual({ unread: 0 });
    expect((await inbox(player)).list.every((l) => l.read)).toBe(true);
    expect(await db.select().from(letterWatermarks).where(eq(letterWatermarks.userId, player.userId))).toHaveLength(1);
    // The watermark covers the letter opened before, so its own read row is gone.
    expect(await db.select().from(letterReads).where(eq(letterReads.userId, player.userId))).toHaveLength(0);

    const later = await send(player.account, 'three');
    expect(await unread(player)).toBe(1);
    expect((await inbox(player)).list[0]).toMatchObject({ id: later.id, read: false });
    expect((await readAll(player)).json().data).toEqual({ unread: 0 });
    // An inbox with nothing in it can be marked read too.
    expect((await readAll(await newPlayer(app))).json().data).toEqual({ unread: 0 });
  });

  it('pages newest first', async () => {
    const player = await newPlayer(app);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push((await send(player.account, `page${i}`)).id);
    const first = await inbox(player, 'en-US', { pageNum: 1, pageSize: 2 });
    expect(first.total).toBeGreaterThanOrEqual(5);
    expect(first.list.map((l) => l.id)).toEqual([ids[4], ids[3]]);
    const second = await inbox(player, 'en-US', { pageNum: 2, pageSize: 2 });
    expect(second.list.map((l) => l.id)).toEqual([ids[2], ids[1]]);
  });

  it('refuses an unknown account (404), a missing language (400) and stores nothing; a repeated Idempotency-Key sends once', async () => {
    const player = await newPlayer(app);
    const before = await letterRows();
    const unknown = await opsCall(app, calls.opsLetterSend.path, { account: 'nobody000', ...operatorText('x') });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('USER_NOT_FOUND');

    const text = operatorText('x');
    delete (text.title as Record<string, string>)['fil-PH'];
    const missing = await opsCall(app, calls.opsLetterBroadcast.path, text, { locale: 'ja-JP' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().issues.map((i: { field: string }) => i.field)).toContain('title.fil-PH');
    const blank = operatorText('x');
    (blank.body as Record<string, string>)['zh-CN'] = '   ';
    expect((await opsCall(app, calls.opsLetterSend.path, { account: player.account, ...blank })).statusCode).toBe(400);
    expect(await letterRows()).toBe(before);

    const key = randomUUID();
    const first = await opsCall(app, calls.opsLetterSend.path, { account: player.account, ...operatorText('once') }, { key });
    const again = await opsCall(app, calls.opsLetterSend.path, { account: player.account, ...operatorText('once') }, { key });
    expect(again.json().data).toEqual(first.json().data);
    expect(await letterRows()).toBe(before + 1);
  });

  it('answers every bad body of the inbox calls with a 400 naming the field, in the caller’s language, and changes nothing', async () => {
    const player = await newPlayer(app);
    const sent = await send(player.account, 'bad');
    const validBodies: Record<string, Record<string, unknown>> = {
      stationQuery: { pageNum: 1, pageSize: 10 },
      stationUnreadCount: {},
      stationRead: { id: sent.id },
      stationReadAll: {},
    };
    const inboxCalls = Object.entries(calls).filter(([, c]) => c.tag === 'inbox').map(([name]) => name);
    expect(Object.keys(validBodies).sort()).toEqual(inboxCalls.sort());

    const state = async () => ({
      letters: await letterRows(),
      reads: (await db.select().from(letterReads)).length,
      watermarks: (await db.select().from(letterWatermarks)).length,
    });
    const before = await state();
    const candidates: unknown[] = [42, 0, -1, 1.5, 1e300, '1', true, null, {}, ['x'], '', 'x'.repeat(5000), 'ab\u0000cd', '<script>', 101, 100_001, Number.MAX_SAFE_INTEGER + 2];
    let checked = 0;
    for (const [name, valid] of Object.entries(validBodies)) {
      const contract = calls[name as keyof typeof calls];
      const fields = Object.keys(valid).length ? Object.keys(valid) : ['unexpected'];
      for (const field of fields) {
        for (const value of candidates.filter((v) => !contract.request.safeParse({ ...valid, [field]: v }).success)) {
          const res = await call(app, contract.path, { ...valid, [field]: value }, { token: player.token, locale: 'fil-PH' });
          const where = `${name}.${field} = ${JSON.stringify(value)?.slice(0, 40)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
          expect(res.json().msg, where).toBe(t('fil-PH', 'errors', 'VALIDATION_FAILED'));
          expect(res.json().issues.some((i: { field: string }) => i.field === field), where).toBe(true);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(await state()).toEqual(before);
  });

  describe('events write letters, rendered in the reader’s language', () => {
    const expectLetter = async (player: Player, key: string, params: Record<string, string>, amountUnits?: string) => {
      for (const locale of ['ja-JP', 'en-US'] as const) {
        const shown = { ...params, ...(amountUnits ? { amount: formatAmount(amountUnits, locale) } : {}) };
        const letter = await newest(player, locale);
        expect(letter).toMatchObject({ kind: 'system', broadcast: false, read: false });
        expect(letter.title).toBe(t(locale, 'letters', `${key}.title`, shown));
        expect(letter.body).toBe(t(locale, 'letters', `${key}.body`, shown));
        expect(letter.body).not.toMatch(/\{\{/);
      }
    };

    it('a deposit credited through the sandbox checkout', async () => {
      const player = await newPlayer(app);
      const card = await bindCard(db, player.userId);
      const order = await placeOrder(app, player.token, { channelCode: 'sandbox-bank-jpy', amount: '123456', bankCardId: card });
      expect(await unread(player)).toBe(0);
      const pay = await checkoutAction(app, order.payUrl, 'pay');
      expect(pay.statusCode, pay.body).toBe(303);
      expect(await unread(player)).toBe(1);
      await expectLetter(player, 'depositCredited', { orderSn: order.orderSn }, order.coins);
      expect((await newest(player, 'en-US')).body).toContain(formatAmount(order.coins, 'en-US'));
    });

    it('a crypto deposit credited by the chain watcher', async () => {
      const player = await newPlayer(app);
      await creditedDeposit(started, started.deps, player.token, 'TRC20', '25');
      const letter = await newest(player, 'en-US');
      expect(letter.title).toBe(t('en-US', 'letters', 'depositCredited.title'));
      expect(letter.body).toMatch(/^[\d,.]+ coins from your deposit [A-Z0-9]+ have been added/);
    });

    it('a withdrawal approved, and one rejected with the reason', async () => {
      const player = await newPlayer(app);
      const card = { ...player, cardId: await bindCard(db, player.userId) };
      await fundCoins(db, player.userId, '5000');
      const approvedSn = await withdrawToCard(app, card, '1234.5');
      const rejectedSn = await withdrawToCard(app, card, '1000');
      expect(await unread(player)).toBe(0);

      expect((await opsCall(app, calls.opsWithdrawalApprove.path, { orderSn: approvedSn })).statusCode).toBe(200);
      await expectLetter(player, 'withdrawalApproved', { orderSn: approvedSn }, '1234.5000');
      const reason = 'Name does not match the card';
      expect((await opsCall(app, calls.opsWithdrawalReject.path, { orderSn: rejectedSn, reason })).statusCode).toBe(200);
      await expectLetter(player, 'withdrawalRejected', { orderSn: rejectedSn, reason }, '1000.0000');
      expect((await newest(player, 'ja-JP')).body).toContain(reason);
      expect(await unread(player)).toBe(2);
      await expectLedgerClean(db);
    });

    it('an agent application rejected with the reason, then approved with the code', async () => {
      const player = await newPlayer(app);
      const list = async () =>
        (await opsCall(app, calls.opsAgentApplicationList.path, { pageSize: 100 })).json().data.list as { id: number; userId: number }[];
      expect((await call(app, calls.agentApply.path, {}, { token: player.token })).statusCode).toBe(200);
      const first = (await list()).find((a) => a.userId === player.userId)!;
      const reason = 'Too early, play a week first';
      expect((await opsCall(app, calls.opsAgentApplicationReject.path, { id: first.id, reason })).statusCode).toBe(200);
      await expectLetter(player, 'agentRejected', { reason });

      expect((await call(app, calls.agentApply.path, {}, { token: player.token })).statusCode).toBe(200);
      const second = (await list()).find((a) => a.userId === player.userId)!;
      const approved = await opsCall(app, calls.opsAgentApplicationApprove.path, { id: second.id });
      expect(approved.statusCode, approved.body).toBe(200);
      await expectLetter(player, 'agentApproved', { agentCode: approved.json().data.agentCode });
    });

    it('coins transferred in and taken back by the agent, told to the member only', async () => {
      const agent = await newPlayer(app);
      const code = await makeAgent(db, agent.userId);
      const agentUnread = await unread(agent);
      const memberToken = await register(app, `mem${randomUUID().slice(0, 8)}`, { agentCode: code, password: 'Memb3r-pass' });
      const info = await call(app, calls.userInfo.path, {}, { token: memberToken });
      const member: Player = { token: memberToken, userId: info.json().data.id, account: info.json().data.account };
      await fundCoins(db, agent.userId, '1000');

      const given = await moneyCall(app, calls.agentMemberTransfer.path, { userId: member.userId, amount: '250.5', paymentPassword: '123456' }, { token: agent.token });
      expect(given.statusCode, given.body).toBe(200);
      await expectLetter(member, 'agentTransferIn', { agent: agent.account, orderSn: given.json().data.orderSn }, '250.5000');
      const taken = await moneyCall(app, calls.agentMemberTransferDecrease.path, { userId: member.userId, amount: '50', memberPassword: 'Memb3r-pass' }, { token: agent.token });
      expect(taken.statusCode, taken.body).toBe(200);
      await expectLetter(member, 'agentTransferOut', { agent: agent.account, orderSn: taken.json().data.orderSn }, '50.0000');
      expect(await unread(member)).toBe(2);
      expect(await unread(agent)).toBe(agentUnread);
    });

    it('identity documents rejected with the reason, then approved', async () => {
      const player = await newPlayer(app);
      const first = await submitKyc(app, player);
      const reason = 'The photo is blurred';
      expect((await opsCall(app, calls.opsKycReject.path, { id: first, reason })).statusCode).toBe(200);
      await expectLetter(player, 'kycRejected', { reason });
      const second = await submitKyc(app, player);
      expect((await opsCall(app, calls.opsKycApprove.path, { id: second })).statusCode).toBe(200);
      await expectLetter(player, 'kycApproved', {});
      expect(await unread(player)).toBe(2);
    });

    it('writes no letter when the event fails', async () => {
      const player = await newPlayer(app);
      const before = await letterRows();
      expect((await opsCall(app, calls.opsWithdrawalReject.path, { orderSn: 'W20260101000000009', reason: 'x' })).statusCode).toBe(404);
      expect((await opsCall(app, calls.opsAgentApplicationApprove.path, { id: 2_000_000_000 })).statusCode).toBe(404);
      expect(await letterRows()).toBe(before);
      expect(await unread(player)).toBe(0);
    });
  });
});
