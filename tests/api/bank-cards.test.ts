// Bank cards through the API: bind, save, list, default, remove; masking, the limit, duplicates,
// other users' cards, the profile name taken from the first card, and bad input.
import { and, eq, isNull } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bankCard, calls, MAX_BANK_CARDS } from '../../src/contracts/index.ts';
import { bankCards } from '../../server/db/schema.ts';
import { AppError } from '../../server/errors.ts';
import { usableBankCard } from '../../server/modules/wallet/usable-card.ts';
import { call } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { newPlayer, startWalletApp, type Player } from './support/wallet.ts';

/** Numbers that pass the check digit (and two 7-digit account numbers, which have none). */
const NUMBERS = ['4111111111111111', '5555555555554444', '4012888888881881', '4242424242424242', '5105105105105100', '3530111333300000', '1234567', '7654321'];

function cardBody(overrides: Record<string, unknown> = {}) {
  return {
    bankName: 'みずほ銀行',
    cardNumber: NUMBERS[0],
    holderName: 'ヤマダ タロウ',
    firstName: '太郎',
    lastName: '山田',
    pinyinName: 'Taro Yamada',
    branchCode: '001',
    branchName: '東京営業部',
    ...overrides,
  };
}

describe.each(databases)('bank cards on %s', (kind) => {
  let t0: TestApp;
  beforeAll(async () => {
    t0 = await startWalletApp(kind);
  });
  afterAll(async () => t0?.close());

  const api = (player: Player, path: string, body: unknown = {}, locale?: string) => call(t0.app, path, body, { token: player.token, locale });

  async function bind(player: Player, overrides: Record<string, unknown> = {}) {
    const res = await api(player, calls.bankCardBind.path, cardBody(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return bankCard.parse(res.json().data);
  }

  async function list(player: Player) {
    const res = await api(player, calls.bankCardList.path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number; isDefault: boolean; last4: string; nameMatches: boolean }[];
  }

  async function defaultOf(player: Player) {
    const res = await api(player, calls.bankCardDefault.path);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { id: number } | null;
  }

  async function liveRows(userId: number) {
    return t0.database.db.select().from(bankCards).where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)));
  }

  describe('user/bank (bind)', () => {
    it('binds the first card as the default, number stored as digits and answered only masked', async () => {
      const player = await newPlayer(t0.app);
      expect(await defaultOf(player)).toBeNull();
      const res = await api(player, calls.bankCardBind.path, cardBody({ cardNumber: '4111 1111-1111 1111' }));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain('4111111111111111');
      const card = bankCard.parse(res.json().data);
      expect(card).toMatchObject({
        bankName: 'みずほ銀行',
        cardNumberMasked: '**** **** **** 1111',
        last4: '1111',
        holderName: 'ヤマダ タロウ',
        pinyinName: 'Taro Yamada',
        branchCode: '001',
        branchName: '東京営業部',
        isDefault: true,
        nameMatches: true,
      });
      const [stored] = await liveRows(player.userId);
      expect(stored?.cardNumber).toBe('4111111111111111');
      expect(await defaultOf(player)).toEqual(card);
      expect(await list(player)).toEqual([card]);
    });

    it('accepts a 7-digit account number and masks it short', async () => {
      const player = await newPlayer(t0.app);
      const card = await bind(player, { cardNumber: '1234567', branchCode: '123456' });
      expect(card).toMatchObject({ cardNumberMasked: '***4567', last4: '4567', branchCode: '123456' });
    });

    it('a later card is not the default unless asked; isDefault moves it, leaving exactly one', async () => {
      const player = await newPlayer(t0.app);
      const first = await bind(player, { cardNumber: NUMBERS[0] });
      const second = await bind(player, { cardNumber: NUMBERS[1] });
      expect(second.isDefault).toBe(false);
      expect((await defaultOf(player))?.id).toBe(first.id);
      const third = await bind(player, { cardNumber: NUMBERS[2], isDefault: true });
      expect(third.isDefault).toBe(true);
      // Default first, then newest.
      expect((await list(player)).map((c) => [c.id, c.isDefault])).toEqual([
        [third.id, true],
        [second.id, false],
        [first.id, false],
      ]);
      expect((await liveRows(player.userId)).filter((row) => row.isDefault)).toHaveLength(1);
    });

    it('refuses the same number twice for one user (however it is typed), in the caller’s language; nothing saved', async () => {
      const player = await newPlayer(t0.app);
      await bind(player, { cardNumber: NUMBERS[0] });
      const again = await api(player, calls.bankCardBind.path, cardBody({ cardNumber: '4111-1111-1111-1111', bankName: 'Other Bank' }));
      expect([again.statusCode, again.json().error, again.json().msg]).toEqual([409, 'BANK_CARD_DUPLICATE', 'この口座番号はすでに登録されています。']);
      const english = await api(player, calls.bankCardBind.path, cardBody({ cardNumber: NUMBERS[0] }), 'en-US');
      expect(english.json().msg).toBe('This card number is already bound to your account.');
      expect(await liveRows(player.userId)).toHaveLength(1);
      // Another user may bind the same number.
      const other = await newPlayer(t0.app);
      await bind(other, { cardNumber: NUMBERS[0] });
    });

    it(`binds at most ${MAX_BANK_CARDS} live cards; a removed one frees a place`, async () => {
      const player = await newPlayer(t0.app);
      const bound = [];
      for (const cardNumber of NUMBERS.slice(0, MAX_BANK_CARDS)) bound.push(await bind(player, { cardNumber }));
      const over = await api(player, calls.bankCardBind.path, cardBody({ cardNumber: NUMBERS[MAX_BANK_CARDS] }), 'en-US');
      expect([over.statusCode, over.json().error, over.json().msg]).toEqual([422, 'BANK_CARD_LIMIT', `You can bind at most ${MAX_BANK_CARDS} bank cards.`]);
      expect(await liveRows(player.userId)).toHaveLength(MAX_BANK_CARDS);
      const removed = await api(player, calls.bankCardRemove.path, { id: bound[1]!.id });
      expect(removed.json().data).toEqual({ removed: true });
      await bind(player, { cardNumber: NUMBERS[MAX_BANK_CARDS] });
      expect(await liveRows(player.userId)).toHaveLength(MAX_BANK_CARDS);
    });

    it('binds requested at once stop at the limit and leave exactly one default', async () => {
      const player = await newPlayer(t0.app);
      const results = await Promise.all(NUMBERS.map((cardNumber) => api(player, calls.bankCardBind.path, cardBody({ cardNumber }))));
      const codes = results.map((res) => res.statusCode).sort();
      expect(codes).toEqual([...Array(MAX_BANK_CARDS).fill(200), ...Array(NUMBERS.length - MAX_BANK_CARDS).fill(422)]);
      const rows = await liveRows(player.userId);
      expect(rows).toHaveLength(MAX_BANK_CARDS);
      expect(rows.filter((row) => row.isDefault)).toHaveLength(1);
    });
  });

  describe('the account’s name', () => {
    it('comes from the first card when the profile has none', async () => {
      const player = await newPlayer(t0.app, { name: null });
      const card = await bind(player, { firstName: '花子', lastName: '鈴木', pinyinName: 'Hanako Suzuki' });
      expect(card.nameMatches).toBe(true);
      const profile = (await api(player, calls.userGetInfo.path)).json().data;
      expect(profile).toMatchObject({ firstName: '花子', lastName: '鈴木', pinyinName: 'Hanako Suzuki' });
      await expect(usableBankCard(t0.database.db, player.userId, card.id)).resolves.toMatchObject({ id: card.id });
      // A later card in another name is kept, flagged, and refused for money.
      const stranger = await bind(player, { cardNumber: NUMBERS[1], pinyinName: 'Jiro Tanaka' });
      expect(stranger.nameMatches).toBe(false);
      expect((await api(player, calls.userGetInfo.path)).json().data.pinyinName).toBe('Hanako Suzuki');
      const refused = await usableBankCard(t0.database.db, player.userId, stranger.id).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect((refused as AppError).errorKey).toBe('NAME_MISMATCH');
    });

    it('is never replaced by a card: a card in another name is saved with nameMatches false', async () => {
      const player = await newPlayer(t0.app);
      const card = await bind(player, { pinyinName: 'Jiro Tanaka', firstName: '次郎', lastName: '田中' });
      expect(card).toMatchObject({ isDefault: true, nameMatches: false });
      expect((await api(player, calls.userGetInfo.path)).json().data).toMatchObject({ firstName: 'Taro', lastName: 'Yamada', pinyinName: 'TARO YAMADA' });
      // Matching ignores case and spacing.
      expect((await bind(player, { cardNumber: NUMBERS[1], pinyinName: 'taro   yamada' })).nameMatches).toBe(true);
      // When the profile name changes, the flag follows it.
      await api(player, calls.userUpdate.path, { pinyinName: 'Jiro Tanaka' });
      const flags = Object.fromEntries((await list(player)).map((c) => [c.last4, c.nameMatches]));
      expect(flags).toEqual({ '1111': true, '4444': false });
    });
  });

  describe('user/bank/save', () => {
    it('changes the caller’s card and answers it masked', async () => {
      const player = await newPlayer(t0.app);
      const card = await bind(player);
      const res = await api(player, calls.bankCardSave.path, { id: card.id, ...cardBody({ cardNumber: NUMBERS[3], bankName: '三井住友銀行', branchCode: '250', branchName: '渋谷支店' }) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).not.toContain(NUMBERS[3]);
      expect(res.json().data).toMatchObject({ id: card.id, bankName: '三井住友銀行', cardNumberMasked: '**** **** **** 4242', last4: '4242', branchCode: '250', branchName: '渋谷支店', isDefault: true });
      const [stored] = await liveRows(player.userId);
      expect(stored).toMatchObject({ cardNumber: NUMBERS[3], bankName: '三井住友銀行' });
    });

    it('changes only the fields it names: the number and the rest stay as stored', async () => {
      const player = await newPlayer(t0.app);
      const card = await bind(player, { cardNumber: NUMBERS[2] });
      const res = await api(player, calls.bankCardSave.path, { id: card.id, branchName: '新宿支店', holderName: 'ヤマダ タロウ（新）' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ ...card, branchName: '新宿支店', holderName: 'ヤマダ タロウ（新）' });
      const [stored] = await liveRows(player.userId);
      expect(stored).toMatchObject({ cardNumber: NUMBERS[2], bankName: 'みずほ銀行', branchCode: '001', branchName: '新宿支店', pinyinName: 'Taro Yamada' });
      expect(stored!.updatedAt.getTime()).toBeGreaterThanOrEqual(stored!.createdAt.getTime());
      // Every field but the number, sent back as the screen shows them, keeps the number too.
      const { cardNumber: _unseen, ...withoutNumber } = cardBody({ bankName: '三井住友銀行' });
      const all = await api(player, calls.bankCardSave.path, { id: card.id, ...withoutNumber });
      expect(all.json().data).toMatchObject({ bankName: '三井住友銀行', last4: NUMBERS[2]!.slice(-4) });
      expect((await liveRows(player.userId))[0]?.cardNumber).toBe(NUMBERS[2]);
    });

    it('a new name in Latin letters alone updates whether the card may be used for money', async () => {
      const player = await newPlayer(t0.app);
      const card = await bind(player);
      const renamed = await api(player, calls.bankCardSave.path, { id: card.id, pinyinName: 'Jiro Tanaka' });
      expect(renamed.json().data).toMatchObject({ pinyinName: 'Jiro Tanaka', nameMatches: false, last4: card.last4 });
      const refused = await usableBankCard(t0.database.db, player.userId, card.id).catch((error: unknown) => error);
      expect((refused as AppError).errorKey).toBe('NAME_MISMATCH');
      const back = await api(player, calls.bankCardSave.path, { id: card.id, pinyinName: 'TARO yamada' });
      expect(back.json().data.nameMatches).toBe(true);
    });

    it('{ id, isDefault: true } alone moves the default; false never leaves the user without one', async () => {
      const player = await newPlayer(t0.app);
      const first = await bind(player, { cardNumber: NUMBERS[0] });
      const second = await bind(player, { cardNumber: NUMBERS[1], bankName: '二枚目の銀行' });
      const moved = await api(player, calls.bankCardSave.path, { id: second.id, isDefault: true });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().data).toEqual({ ...second, isDefault: true });
      expect((await defaultOf(player))?.id).toBe(second.id);
      const rows = await liveRows(player.userId);
      expect(rows.filter((row) => row.isDefault).map((row) => row.id)).toEqual([second.id]);
      expect(rows.find((row) => row.id === second.id)).toMatchObject({ cardNumber: NUMBERS[1], bankName: '二枚目の銀行' });
      const kept = await api(player, calls.bankCardSave.path, { id: second.id, isDefault: false });
      expect(kept.json().data.isDefault).toBe(true);
      // Asking again for the card that is already the default changes nothing.
      const again = await api(player, calls.bankCardSave.path, { id: second.id, isDefault: true });
      expect(again.json().data.isDefault).toBe(true);
      expect((await list(player)).map((c) => [c.id, c.isDefault])).toEqual([
        [second.id, true],
        [first.id, false],
      ]);
    });

    it('moves made at once to different cards leave exactly one default', async () => {
      const player = await newPlayer(t0.app);
      const cards = [];
      for (const cardNumber of NUMBERS.slice(0, 4)) cards.push(await bind(player, { cardNumber }));
      const results = await Promise.all(cards.map((card) => api(player, calls.bankCardSave.path, { id: card.id, isDefault: true })));
      expect(results.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await liveRows(player.userId)).filter((row) => row.isDefault)).toHaveLength(1);
    });

    it('a save that names nothing to change, or a bad field, → 400; nothing changed', async () => {
      const player = await newPlayer(t0.app);
      const card = await bind(player);
      const before = await liveRows(player.userId);
      const empty = await api(player, calls.bankCardSave.path, { id: card.id });
      expect([empty.statusCode, empty.json().error]).toEqual([400, 'VALIDATION_FAILED']);
      expect(empty.json().issues).toEqual([expect.objectContaining({ field: 'body' })]);
      const undefinedOnly = await api(player, calls.bankCardSave.path, { id: card.id, cardNumber: undefined });
      expect(undefinedOnly.statusCode).toBe(400);
      for (const [body, field] of [
        [{ cardNumber: '4111111111111112' }, 'cardNumber'],
        [{ cardNumber: '' }, 'cardNumber'],
        [{ branchCode: '1' }, 'branchCode'],
        [{ bankName: '  ' }, 'bankName'],
        [{ bankName: null }, 'bankName'],
        [{ isDefault: 'yes' }, 'isDefault'],
        [{ cvv: '123' }, 'cvv'],
      ] as const) {
        const res = await api(player, calls.bankCardSave.path, { id: card.id, ...body });
        expect([res.statusCode, res.json().issues?.map((i: { field: string }) => i.field)], JSON.stringify(body)).toEqual([400, [field]]);
      }
      expect(await liveRows(player.userId)).toEqual(before);
    });

    it('refuses a number already bound to another of the user’s cards; nothing changed', async () => {
      const player = await newPlayer(t0.app);
      await bind(player, { cardNumber: NUMBERS[0] });
      const second = await bind(player, { cardNumber: NUMBERS[1], bankName: '元の銀行' });
      const res = await api(player, calls.bankCardSave.path, { id: second.id, ...cardBody({ cardNumber: NUMBERS[0], bankName: '新しい銀行' }) });
      expect([res.statusCode, res.json().error]).toEqual([409, 'BANK_CARD_DUPLICATE']);
      const [stored] = await t0.database.db.select().from(bankCards).where(eq(bankCards.id, second.id));
      expect(stored).toMatchObject({ cardNumber: NUMBERS[1], bankName: '元の銀行' });
    });

    it('another user’s card, an unknown id and a removed card all answer 404 BANK_CARD_NOT_FOUND', async () => {
      const owner = await newPlayer(t0.app);
      const intruder = await newPlayer(t0.app);
      const card = await bind(owner);
      const theirs = await api(intruder, calls.bankCardSave.path, { id: card.id, ...cardBody({ bankName: 'Hijacked' }) }, 'en-US');
      expect([theirs.statusCode, theirs.json().error, theirs.json().msg]).toEqual([404, 'BANK_CARD_NOT_FOUND', 'This bank card could not be found.']);
      const unknown = await api(intruder, calls.bankCardSave.path, { id: 2_000_000_000, ...cardBody() });
      expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'BANK_CARD_NOT_FOUND']);
      const [stored] = await t0.database.db.select().from(bankCards).where(eq(bankCards.id, card.id));
      expect(stored?.bankName).toBe('みずほ銀行');
      await api(owner, calls.bankCardRemove.path, { id: card.id });
      const removed = await api(owner, calls.bankCardSave.path, { id: card.id, ...cardBody() });
      expect([removed.statusCode, removed.json().error]).toEqual([404, 'BANK_CARD_NOT_FOUND']);
    });
  });

  describe('user/bank/list and user/get/bank', () => {
    it('show only the caller’s live cards', async () => {
      const player = await newPlayer(t0.app);
      const other = await newPlayer(t0.app);
      await bind(other, { cardNumber: NUMBERS[4] });
      const mine = await bind(player, { cardNumber: NUMBERS[5] });
      expect((await list(player)).map((c) => c.id)).toEqual([mine.id]);
      expect((await defaultOf(player))?.id).toBe(mine.id);
      const listed = await api(player, calls.bankCardList.path);
      expect(listed.body).not.toContain(NUMBERS[5]);
    });
  });

  describe('user/bank/remove', () => {
    it('unbinding a card that is not the default leaves the default alone', async () => {
      const player = await newPlayer(t0.app);
      const first = await bind(player, { cardNumber: NUMBERS[0] });
      const second = await bind(player, { cardNumber: NUMBERS[1] });
      await api(player, calls.bankCardRemove.path, { id: second.id });
      expect((await list(player)).map((c) => [c.id, c.isDefault])).toEqual([[first.id, true]]);
    });

    it('unbinding the default passes it to the newest remaining card; the last one leaves none', async () => {
      const player = await newPlayer(t0.app);
      const first = await bind(player, { cardNumber: NUMBERS[0] });
      const second = await bind(player, { cardNumber: NUMBERS[1] });
      const third = await bind(player, { cardNumber: NUMBERS[2] });
      await api(player, calls.bankCardRemove.path, { id: first.id });
      expect((await defaultOf(player))?.id).toBe(third.id);
      await api(player, calls.bankCardRemove.path, { id: third.id });
      expect((await defaultOf(player))?.id).toBe(second.id);
      await api(player, calls.bankCardRemove.path, { id: second.id });
      expect(await defaultOf(player)).toBeNull();
      expect(await list(player)).toEqual([]);
      // History keeps the rows.
      const all = await t0.database.db.select().from(bankCards).where(eq(bankCards.userId, player.userId));
      expect(all).toHaveLength(3);
      expect(all.every((row) => row.removedAt !== null && !row.isDefault)).toBe(true);
      // Unbound: money calls ask for a card again.
      const refused = await usableBankCard(t0.database.db, player.userId, second.id).catch((error: unknown) => error);
      expect((refused as AppError).errorKey).toBe('BANK_CARD_REQUIRED');
    });

    it('a removed number can be bound again', async () => {
      const player = await newPlayer(t0.app);
      const card = await bind(player, { cardNumber: NUMBERS[6] });
      await api(player, calls.bankCardRemove.path, { id: card.id });
      const again = await bind(player, { cardNumber: NUMBERS[6] });
      expect(again).toMatchObject({ isDefault: true, last4: '4567' });
      expect(again.id).not.toBe(card.id);
    });

    it('another user’s card, an unknown id and an already removed card answer 404; nothing removed', async () => {
      const owner = await newPlayer(t0.app);
      const intruder = await newPlayer(t0.app);
      const card = await bind(owner);
      const theirs = await api(intruder, calls.bankCardRemove.path, { id: card.id });
      expect([theirs.statusCode, theirs.json().error]).toEqual([404, 'BANK_CARD_NOT_FOUND']);
      expect(await liveRows(owner.userId)).toHaveLength(1);
      await api(owner, calls.bankCardRemove.path, { id: card.id });
      const twice = await api(owner, calls.bankCardRemove.path, { id: card.id });
      expect([twice.statusCode, twice.json().error]).toEqual([404, 'BANK_CARD_NOT_FOUND']);
    });
  });

  describe('bad input', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['a number failing the check digit', { cardNumber: '4111111111111112' }, 'cardNumber'],
      ['a number of 8 digits', { cardNumber: '12345678' }, 'cardNumber'],
      ['a number of 20 digits', { cardNumber: '41111111111111111116' }, 'cardNumber'],
      ['letters in the number', { cardNumber: '4111-1111-abcd-1111' }, 'cardNumber'],
      ['the number as a JSON number', { cardNumber: 4111111111111111 }, 'cardNumber'],
      ['a 2-digit branch code', { branchCode: '01' }, 'branchCode'],
      ['a 7-digit branch code', { branchCode: '1234567' }, 'branchCode'],
      ['a non-Latin pinyin name', { pinyinName: '山田太郎' }, 'pinyinName'],
      ['an empty bank name', { bankName: '  ' }, 'bankName'],
      ['markup in the holder name', { holderName: '<script>' }, 'holderName'],
      ['isDefault as text', { isDefault: 'yes' }, 'isDefault'],
      ['an unknown field', { cvv: '123' }, 'cvv'],
    ];

    it.each(cases)('%s → 400 with the field named, in the caller’s language; nothing saved', async (_name, overrides, field) => {
      const player = await newPlayer(t0.app);
      const ja = await api(player, calls.bankCardBind.path, cardBody(overrides), 'ja-JP');
      expect([ja.statusCode, ja.json().error]).toEqual([400, 'VALIDATION_FAILED']);
      const issue = (ja.json().issues as { field: string; message: string }[]).find((i) => i.field === field);
      expect(issue, ja.body).toBeDefined();
      const en = await api(player, calls.bankCardBind.path, cardBody(overrides), 'en-US');
      const enIssue = (en.json().issues as { field: string; message: string }[]).find((i) => i.field === field);
      expect(enIssue?.message).toBeTruthy();
      expect(enIssue?.message).not.toBe(issue?.message);
      expect(await liveRows(player.userId)).toEqual([]);
    });

    it('a missing field, a bad id on save and remove → 400', async () => {
      const player = await newPlayer(t0.app);
      const { branchName: _dropped, ...missing } = cardBody();
      const res = await api(player, calls.bankCardBind.path, missing);
      expect([res.statusCode, res.json().issues]).toEqual([400, [expect.objectContaining({ field: 'branchName' })]]);
      for (const id of [0, -1, 1.5, '1']) {
        expect((await api(player, calls.bankCardRemove.path, { id })).statusCode).toBe(400);
        expect((await api(player, calls.bankCardSave.path, { ...cardBody(), id })).statusCode).toBe(400);
      }
      expect((await api(player, calls.bankCardSave.path, cardBody())).statusCode).toBe(400);
    });

    it('every call needs a session', async () => {
      const bodies: [string, object][] = [
        [calls.bankCardBind.path, cardBody()],
        [calls.bankCardSave.path, { id: 1, ...cardBody() }],
        [calls.bankCardList.path, {}],
        [calls.bankCardDefault.path, {}],
        [calls.bankCardRemove.path, { id: 1 }],
      ];
      for (const [path, body] of bodies) {
        const res = await call(t0.app, path, body);
        expect([res.statusCode, res.json().error], path).toEqual([401, 'UNAUTHORIZED']);
      }
    });
  });
});
