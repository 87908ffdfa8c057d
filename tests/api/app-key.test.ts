// The app key (TOTP): a pending secret until a first code binds it, codes accepted once and within
// one step either side, wrong codes counted and locked, the secret encrypted at rest, and the code
// asked for by withdrawals (fiat and crypto) and the fund-password change once a key is bound.
import { eq } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../src/contracts/index.ts';
import { appKeys, withdrawals } from '../../server/db/schema.ts';
import { appKeyEncryptionKey } from '../../server/modules/app-key/app-key.config.ts';
import { openSecret } from '../../server/modules/app-key/secret-box.fns.ts';
import { totpCode } from '../../server/modules/app-key/totp.fns.ts';
import { call, latestCode, testClock } from './support/accounts.ts';
import { bothDatabases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';
import { bindCard, moneyCall, newPlayer, startWalletApp, type Player } from './support/wallet.ts';
import { creditedDeposit, walletDepsOf } from './crypto-fixtures.ts';
import { fundCoins } from './withdrawals-fixtures.ts';

const APP_KEY_SECRET = 'test-app-key-secret-0123456789abcdef0123';
const STEP_MS = 30_000;

describe.each(bothDatabases)('app key on %s', (kind) => {
  let started: TestApp;
  // A whole step's start, so "now", "one step ago" and "two steps ago" are exact.
  const clock = testClock(new Date('2026-03-01T10:00:00Z'));
  const code = (secret: string, stepsFromNow = 0) => totpCode(secret, new Date(clock.now().getTime() + stepsFromNow * STEP_MS));

  beforeAll(async () => {
    started = await startWalletApp(kind, { now: clock.now, appKey: { encryptionKey: appKeyEncryptionKey(APP_KEY_SECRET), maxAttempts: 5, lockMinutes: 15 } });
  });
  afterAll(async () => {
    await started?.close();
  });

  const state = (player: Player, locale = 'en-US') => call(started.app, calls.userGoogleKey.path, {}, { token: player.token, locale });
  const bind = (player: Player, body: unknown, locale = 'en-US') => call(started.app, calls.userGoogleKeyBind.path, body, { token: player.token, locale });
  const reset = (player: Player, body: unknown) => call(started.app, calls.userGoogleKeyReset.path, body, { token: player.token, locale: 'en-US' });
  const rowOf = async (player: Player) => (await started.database.db.select().from(appKeys).where(eq(appKeys.userId, player.userId)))[0];
  const appKeyBound = async (player: Player) => (await call(started.app, calls.userInfo.path, {}, { token: player.token })).json().data.appKeyBound as boolean;

  /** A player whose app key is bound; answers the base32 secret read off the pending state. */
  async function boundPlayer(): Promise<Player & { secret: string }> {
    const player = await newPlayer(started.app);
    const secret = (await state(player)).json().data.secret as string;
    const res = await bind(player, { code: code(secret) });
    expect(res.statusCode, res.body).toBe(200);
    // The bind spent this step's code: later checks in the test use the next step's.
    clock.advance(STEP_MS);
    return { ...player, secret };
  }

  it('answers a pending secret and its otpauth URI with the hall and the account, the same until bound', async () => {
    const player = await newPlayer(started.app);
    const first = await state(player, 'ja-JP');
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data;
    expect(data).toMatchObject({ bound: false, boundAt: null });
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(data.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe(`/ゲームホール:${player.account}`);
    expect(Object.fromEntries(uri.searchParams)).toMatchObject({ secret: data.secret, issuer: 'ゲームホール', algorithm: 'SHA1', digits: '6', period: '30' });
    const again = (await state(player)).json().data;
    expect(again.secret).toBe(data.secret);
    expect(new URL(again.uri).searchParams.get('issuer')).toBe('Game Hall');
    expect(await appKeyBound(player)).toBe(false);
  });

  it('keeps the secret encrypted at rest, bound to its owner', async () => {
    const player = await newPlayer(started.app);
    const secret = (await state(player)).json().data.secret as string;
    const row = (await rowOf(player))!;
    expect(row.secretCiphertext).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row.secretCiphertext).not.toContain(secret);
    expect(JSON.stringify(row)).not.toContain(secret);
    const key = appKeyEncryptionKey(APP_KEY_SECRET);
    expect(openSecret(key, player.userId, row.secretCiphertext)).toBe(secret);
    // Copied onto another player's row, or read with another key, it does not open.
    expect(() => openSecret(key, player.userId + 1, row.secretCiphertext)).toThrow();
    expect(() => openSecret(appKeyEncryptionKey('another-secret-0123456789abcdef0123'), player.userId, row.secretCiphertext)).toThrow();
  });

  it('binds with a first code: wrong and two-step-old codes are refused, one step either side is accepted', async () => {
    const player = await newPlayer(started.app);
    const secret = (await state(player)).json().data.secret as string;

    const wrong = await bind(player, { code: code(secret) === '000000' ? '111111' : '000000' });
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json()).toMatchObject({ error: 'APP_KEY_CODE_INVALID', msg: 'The app key code is wrong or has expired. 4 more attempts before it locks.' });
    expect(wrong.json().issues).toEqual([{ field: 'code', message: wrong.json().msg }]);
    for (const steps of [-2, 2]) {
      const expired = await bind(player, { code: code(secret, steps) });
      expect(expired.json().error, `${steps} steps`).toBe('APP_KEY_CODE_INVALID');
    }
    expect((await rowOf(player))!.boundAt).toBeNull();

    const bound = await bind(player, { code: code(secret, -1) });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().data).toMatchObject({ bound: true, boundAt: clock.now().toISOString(), secret: null, uri: null });
    expect((await rowOf(player))!.failedAttempts).toBe(0);
    expect(await appKeyBound(player)).toBe(true);
    expect((await state(player)).json().data).toMatchObject({ bound: true, secret: null, uri: null });
    const again = await bind(player, { code: code(secret, 1) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('APP_KEY_ALREADY_BOUND');
  });

  it('accepts a code once: the same code, or an older one, is refused as used', async () => {
    const player = await boundPlayer();
    const update = (appKeyCode: string) =>
      call(started.app, calls.paymentPasswordUpdate.path, { password: 'Passw0rd!', paymentPassword: '654321', appKeyCode }, { token: player.token, locale: 'ja-JP' });
    const now = code(player.secret);
    expect((await update(now)).statusCode).toBe(200);
    const replayed = await update(now);
    expect(replayed.statusCode, replayed.body).toBe(422);
    expect(replayed.json()).toMatchObject({ error: 'APP_KEY_CODE_USED', msg: 'このコードはすでに使用されています。認証アプリに次のコードが表示されるまでお待ちください。' });
    expect((await update(code(player.secret, -1))).json().error).toBe('APP_KEY_CODE_USED');
    // A replay is not a guess: it does not count towards the lock.
    expect((await rowOf(player))!.failedAttempts).toBe(0);
    clock.advance(STEP_MS);
    expect((await update(code(player.secret))).statusCode).toBe(200);
  });

  it('locks after five wrong codes, refuses even the right code while locked, and opens after 15 minutes', async () => {
    const player = await boundPlayer();
    const right = () => code(player.secret);
    const wrongCode = () => (right() === '123123' ? '321321' : '123123');
    const update = (appKeyCode: string) =>
      call(started.app, calls.paymentPasswordUpdate.path, { password: 'Passw0rd!', paymentPassword: '654321', appKeyCode }, { token: player.token, locale: 'en-US' });
    for (const remaining of [4, 3, 2, 1]) {
      const res = await update(wrongCode());
      expect(res.statusCode).toBe(422);
      expect(res.json().msg).toBe(`The app key code is wrong or has expired. ${remaining} more attempts before it locks.`);
    }
    const fifth = await update(wrongCode());
    expect(fifth.statusCode, fifth.body).toBe(423);
    expect(fifth.json()).toMatchObject({ error: 'APP_KEY_LOCKED', msg: 'Too many wrong app key codes. Try again in 15 minutes.' });
    const locked = await update(right());
    expect(locked.statusCode).toBe(423);
    expect(locked.json().msg).toBe('Too many wrong app key codes. Try again in 15 minutes.');
    // Withdrawals share the lock: it is one secret being guessed.
    const withdrawal = await moneyCall(started.app, calls.drawWithdraw.path, { bankCardId: 1, amount: '10', paymentPassword: '123456', appKeyCode: right() }, { token: player.token });
    expect(withdrawal.json().error).toBe('APP_KEY_LOCKED');
    clock.advance(15 * 60_000);
    expect((await update(right())).statusCode).toBe(200);
  });

  it('asks a bound player for the code on bank withdrawals; without or with a wrong one nothing is held', async () => {
    const player = await boundPlayer();
    const cardId = await bindCard(started.database.db, player.userId);
    await fundCoins(started.database.db, player.userId, '5000');
    const withdraw = (extra: Record<string, string>) =>
      moneyCall(started.app, calls.drawWithdraw.path, { bankCardId: cardId, amount: '1000', paymentPassword: '123456', ...extra }, { token: player.token, locale: 'en-US' });

    const missing = await withdraw({});
    expect(missing.statusCode, missing.body).toBe(422);
    expect(missing.json()).toMatchObject({ error: 'APP_KEY_CODE_REQUIRED', msg: 'Enter the 6-digit app key code from your authenticator app.' });
    expect(missing.json().issues).toEqual([{ field: 'appKeyCode', message: missing.json().msg }]);
    expect((await withdraw({ appKeyCode: code(player.secret, 3) })).json().error).toBe('APP_KEY_CODE_INVALID');
    expect(await started.database.db.select().from(withdrawals).where(eq(withdrawals.userId, player.userId))).toHaveLength(0);

    const body = { bankCardId: cardId, amount: '1000', paymentPassword: '123456', appKeyCode: code(player.secret) };
    const accepted = await moneyCall(started.app, calls.drawWithdraw.path, body, { token: player.token, key: 'app-key-retry' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'review', amount: '1000.0000' });
    // A retry after a lost answer replays it: the spent code is not asked for again, nothing is held twice.
    const replayed = await moneyCall(started.app, calls.drawWithdraw.path, body, { token: player.token, key: 'app-key-retry' });
    expect(replayed.statusCode, replayed.body).toBe(200);
    expect(replayed.json().data).toEqual(accepted.json().data);
    expect(await started.database.db.select().from(withdrawals).where(eq(withdrawals.userId, player.userId))).toHaveLength(1);
    // A new request with the spent code is refused.
    expect((await withdraw({ appKeyCode: body.appKeyCode })).json().error).toBe('APP_KEY_CODE_USED');
  });

  it('asks a bound player for the code on crypto withdrawals', async () => {
    const player = await boundPlayer();
    await creditedDeposit(started, walletDepsOf(started, { now: clock.now }), player.token, 'TRC20', '100');
    const withdraw = (extra: Record<string, string>) =>
      moneyCall(
        started.app,
        calls.cppWithdraw.path,
        { coin: 'USDT', network: 'TRC20', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', amount: '40', paymentPassword: '123456', ...extra },
        { token: player.token, locale: 'en-US' },
      );
    expect((await withdraw({})).json().error).toBe('APP_KEY_CODE_REQUIRED');
    const accepted = await withdraw({ appKeyCode: code(player.secret) });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ method: 'crypto', status: 'review' });
  });

  it('asks no code of a player without a bound key (a pending one does not count)', async () => {
    const player = await newPlayer(started.app);
    await state(player);
    const res = await call(started.app, calls.paymentPasswordUpdate.path, { password: 'Passw0rd!', paymentPassword: '654321' }, { token: player.token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('asks a bound player for the code to change the fund password', async () => {
    const player = await boundPlayer();
    const update = (extra: Record<string, string>) =>
      call(started.app, calls.paymentPasswordUpdate.path, { password: 'Passw0rd!', paymentPassword: '654321', ...extra }, { token: player.token, locale: 'ja-JP' });
    const missing = await update({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({ error: 'APP_KEY_CODE_REQUIRED', msg: '認証アプリに表示されている 6 桁のアプリキーコードを入力してください。' });
    expect((await update({ appKeyCode: code(player.secret) })).statusCode).toBe(200);
  });

  it('resets with a current code; the next ask shows a new secret', async () => {
    const player = await boundPlayer();
    expect((await reset(player, { code: code(player.secret, -2) })).json().error).toBe('APP_KEY_CODE_INVALID');
    const done = await reset(player, { code: code(player.secret) });
    expect(done.statusCode, done.body).toBe(200);
    expect(await rowOf(player)).toBeUndefined();
    expect(await appKeyBound(player)).toBe(false);
    const fresh = (await state(player)).json().data;
    expect(fresh.bound).toBe(false);
    expect(fresh.secret).not.toBe(player.secret);
    expect((await reset(player, { code: code(fresh.secret) })).json().error).toBe('APP_KEY_NOT_BOUND');
  });

  it('resets with a mailed code when the authenticator is lost, even while app key checks are locked', async () => {
    const player = await boundPlayer();
    const email = `${player.account.toLowerCase()}@example.com`;
    for (let i = 0; i < 5; i += 1) await reset(player, { code: '000000' === code(player.secret) ? '111111' : '000000' });
    expect((await reset(player, { code: code(player.secret) })).json().error).toBe('APP_KEY_LOCKED');

    const sent = await call(started.app, calls.userGoogleKeyResetEmailCode.path, {}, { token: player.token });
    expect(sent.statusCode, sent.body).toBe(200);
    const mailed = await latestCode(started.app, email);
    const wrong = await reset(player, { emailCode: mailed === '999999' ? '888888' : '999999' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ error: 'EMAIL_CODE_INVALID', issues: [{ field: 'emailCode' }] });
    expect((await reset(player, { emailCode: mailed })).statusCode).toBe(200);
    expect(await rowOf(player)).toBeUndefined();
    // Spent: the same mailed code does nothing more.
    expect((await reset(player, { emailCode: mailed })).json().error).toBe('APP_KEY_NOT_BOUND');
  });

  it('refuses a reset that gives both proofs or neither, and a bind with nothing pending', async () => {
    const player = await boundPlayer();
    for (const body of [{}, { code: code(player.secret), emailCode: '123456' }]) {
      const res = await reset(player, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().issues).toEqual([{ field: 'code', message: 'Enter either the app key code or the code sent by email.' }]);
    }
    const other = await newPlayer(started.app);
    const res = await bind(other, { code: '123456' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('APP_KEY_NOT_PENDING');
    expect((await call(started.app, calls.userGoogleKeyResetEmailCode.path, {}, { token: other.token })).json().error).toBe('APP_KEY_NOT_BOUND');
  });
});
