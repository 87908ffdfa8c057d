// Every field of every account call, fed wrong types, emptiness, overlong text, control
// characters and SQL/HTML payloads: a 400 naming the field, in the caller's language, nothing stored.
import { sql } from '../../server/db/orm.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../src/contracts/index.ts';
import { createTranslator } from '../../server/i18n/messages.ts';
import { call, register, startAccountsApp } from './support/accounts.ts';
import { databases } from './support/databases.ts';
import type { TestApp } from './support/test-app.ts';

const t = createTranslator();
const UUID = '8f14e45f-ceea-467f-a0e6-1c2b3d4e5f60';

/** A valid body per call; the fuzz swaps one field at a time. */
const validBodies: Partial<Record<CallName, Record<string, unknown>>> = {
  captcha: {},
  authSettings: {},
  registerSendEmailCode: { email: 'fuzz@example.com' },
  registerVerifyCode: { email: 'fuzz@example.com', code: '123456', acceptTerms: true },
  registerValid: { account: 'Fuzz01', email: 'fuzz@example.com' },
  registerUser: { account: 'Fuzz01', email: 'fuzz@example.com', password: 'Passw0rd!', agentCode: 'AGENT01' },
  login: { account: 'Fuzz01', password: 'Passw0rd!', uuid: UUID, qrcode: 'K7MX' },
  login3: { event: 'google', token: 'a.b.c', agentCode: 'AGENT01' },
  findPasswordSend: { account: 'Fuzz01', uuid: UUID, qrcode: 'K7MX' },
  findPasswordReset: { account: 'Fuzz01', newPassword: 'Passw0rd!', qrcode: '123456' },
  unlock: { token: 'A'.repeat(43) },
  logout: {},
  passwordUpdate: { oldPassword: 'Passw0rd!', newPassword: 'N3wPassw0rd' },
  paymentPasswordUpdate: { password: 'Passw0rd!', paymentPassword: '123456', appKeyCode: '123456' },
  userInfo: {},
  userGetInfo: {},
  userUpdate: { nickname: 'Nick', firstName: 'Taro', lastName: 'Yamada', pinyinName: 'Taro Yamada', phone: '+81 90 1234 5678', email: 'fuzz2@example.com', emailCode: '123456' },
  userEmailCode: { email: 'fuzz2@example.com' },
  userUpdateIdNumber: { idNumber: 'AB-123456' },
  aliasAccount: {},
  aliasAccountReset: {},
  appLoginCode: {},
  appLoginExchange: { ticket: 'A'.repeat(43), deviceName: 'Pixel 9' },
  appSessionList: {},
  appSessionEnd: { id: 1 },
  // KYC: photos as base64 (their content is checked by the server: tests/api/kyc.test.ts).
  userKycAdd: { front: 'AAAA', back: 'AAAA', handheld: 'AAAA' },
  userKycLatest: {},
  userGetKyc: { id: 42, side: 'front' },
  userGoogleKey: {},
  userGoogleKeyBind: { code: '123456' },
  userGoogleKeyReset: { code: '123456' },
  userGoogleKeyResetEmailCode: {},
  // Player protection: the player's own limits, breaks and reality check.
  protectionGet: {},
  protectionLimitSet: { kind: 'lossDay', value: '100', timeZone: 'Asia/Tokyo' },
  protectionLimitRemove: { kind: 'lossDay' },
  protectionLimitCancel: { kind: 'lossDay' },
  protectionExclude: { period: '24h', timeZone: 'Asia/Tokyo' },
  protectionRealityCheckSet: { minutes: 30, timeZone: 'Asia/Tokyo' },
  protectionSession: {},
};

/** Passwords are secrets: quotes and brackets are fine in them, so only the other cases apply. */
const secretFields = new Set(['password', 'newPassword', 'oldPassword']);

/** Names people write: an apostrophe is part of O'Brien, so SQL-looking text is stored as text. */
const freeTextFields = new Set(['nickname', 'firstName', 'lastName', 'deviceName']);
const SQL_PAYLOAD = "' OR '1'='1' --";

const wrongTypes: unknown[] = [42, true, null, {}, ['x']];
const badText = ['', 'x'.repeat(5000), 'ab\u0000cd', 'ab\u001bcd', SQL_PAYLOAD, '<script>alert(1)</script>', 'a\u202Eb'];

/** Integer ids: other numbers are the wrong values there (42 is a fine id). */
const idFields = new Set(['id']);
const badIds: unknown[] = ['1', true, null, {}, [1], 0, -1, 1.5, 2_147_483_648, 'x'.repeat(5000)];

/** Base64 photos: a run of 5 000 x is well-formed base64 (of no image), which the server refuses by content (422). */
const photoFields = new Set(['front', 'back', 'handheld']);

function badValues(field: string): unknown[] {
  if (idFields.has(field)) return badIds;
  const texts = secretFields.has(field)
    ? ['', 'x'.repeat(5000), 'ab\u0000cd12', 'ab\u001bcd12']
    : photoFields.has(field)
      ? badText.filter((v) => v !== 'x'.repeat(5000))
      : badText;
  // An empty agent code means "none".
  return [...wrongTypes, ...texts.filter((v) => !(field === 'agentCode' && v === '') && !(freeTextFields.has(field) && v === SQL_PAYLOAD))];
}

const tables = ['users', 'sessions', 'email_codes', 'email_verifications', 'user_identities', 'mail_outbox', 'captchas', 'app_login_tickets', 'kyc_submissions', 'app_keys', 'player_protection', 'protection_limits', 'protection_exclusions'];

describe.each(databases)('bad input on account calls (%s)', (kind) => {
  let t0: TestApp;
  let token: string;
  beforeAll(async () => {
    t0 = await startAccountsApp(kind);
    token = await register(t0.app, 'Owner01');
  });
  afterAll(async () => t0?.close());

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of tables) {
      const result = await t0.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`));
      out[table] = (result as unknown as { rows: { n: number }[] }).rows[0].n;
    }
    return out;
  };

  it('covers every account call', () => {
    // Money calls, and the agent programme's, have their own fuzz (wallet-bad-input.test.ts); the
    // inbox's are in station-letters.test.ts; the operator identity calls' in ops-identity.test.ts and
    // contract-fuzz.test.ts (the operator guard answers before the body is read, so they need an operator).
    const elsewhere = new Set(['content', 'games', 'wallet', 'crypto', 'operations', 'agent', 'inbox', 'operator identity']);
    const accountCalls = Object.entries(calls).filter(([, c]) => !elsewhere.has(c.tag)).map(([name]) => name);
    expect(Object.keys(validBodies).sort()).toEqual(accountCalls.sort());
  });

  it('answers 400 naming the field, localized, and stores nothing', async () => {
    const before = await counts();
    let checked = 0;
    for (const [name, valid] of Object.entries(validBodies)) {
      const contract = calls[name as CallName];
      const fields = Object.keys(valid).length ? Object.keys(valid) : ['unexpected'];
      for (const field of fields) {
        for (const value of badValues(field).filter((v) => v !== valid[field])) {
          const res = await call(t0.app, contract.path, { ...valid, [field]: value }, { token, locale: 'vi-VN' });
          const where = `${name}.${field} = ${JSON.stringify(value)?.slice(0, 40)}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 200)}`).toBe(400);
          const body = res.json();
          expect(body.msg, where).toBe(t('vi-VN', 'errors', 'VALIDATION_FAILED'));
          const issue = body.issues.find((i: { field: string }) => i.field === field);
          expect(issue, `${where}: ${JSON.stringify(body.issues)}`).toBeDefined();
          expect(issue.message, where).not.toMatch(/[\u3040-\u30ff]/);
          checked += 1;
        }
      }
      // `null` reads as "no body": refused only where an empty body is.
      const raws = contract.request.safeParse({}).success ? ['[]', '"x"', '{"a":'] : ['[]', '"x"', 'null', '{"a":'];
      for (const raw of raws) {
        const res = await t0.app.inject({ method: 'POST', url: contract.path, headers: { 'content-type': 'application/json', token }, payload: raw });
        expect([name, raw, res.statusCode]).toEqual([name, raw, 400]);
      }
    }
    expect(checked).toBeGreaterThan(500);
    expect(await counts()).toEqual(before);
  });

  it('SQL and HTML in passwords are just characters: stored hashed, never a server error', async () => {
    for (const password of ["' OR '1'='1' --", '<script>alert(1)</script>', 'pässwörd-日本語']) {
      const res = await call(t0.app, calls.passwordUpdate.path, { oldPassword: password, newPassword: password }, { token });
      expect([res.statusCode, res.json().error]).toEqual([422, 'PASSWORD_INCORRECT']);
    }
  });

  it('SQL-looking names are stored verbatim (parameters, never spliced into SQL)', async () => {
    const res = await call(t0.app, calls.userUpdate.path, { nickname: SQL_PAYLOAD, lastName: "O'Brien; DROP TABLE users" }, { token });
    expect(res.json().data).toMatchObject({ nickname: SQL_PAYLOAD, lastName: "O'Brien; DROP TABLE users" });
    expect((await counts()).users).toBeGreaterThan(0);
  });

  it('field-specific messages name the rule (account: letters and digits only)', async () => {
    const res = await call(t0.app, calls.registerValid.path, { account: 'ab_cd' }, { locale: 'en-US' });
    expect(res.json().issues).toEqual([{ field: 'account', message: t('en-US', 'validation', 'format.account') }]);
  });
});
