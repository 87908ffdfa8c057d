import { describe, expect, it } from 'vitest';
import { account } from '../../../src/contracts/fields.ts';
import {
  accountNameFrom,
  CAPTCHA_ALPHABET,
  captchaText,
  matchesSaltedHash,
  newAlias,
  newSessionToken,
  saltedHash,
  sha256Hex,
  sixDigitCode,
} from './secrets.fns.ts';

describe('secrets', () => {
  it('session tokens are 32 random bytes and only their sha256 is kept', () => {
    const a = newSessionToken();
    const b = newSessionToken();
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.tokenHash).toBe(sha256Hex(a.token));
    expect(a.token).not.toBe(b.token);
  });

  it('codes are six digits, zero-padded', () => {
    for (let i = 0; i < 200; i += 1) expect(sixDigitCode()).toMatch(/^\d{6}$/);
  });

  it('captcha text is 4–5 characters from the unambiguous alphabet', () => {
    const lengths = new Set<number>();
    for (let i = 0; i < 200; i += 1) {
      const text = captchaText();
      lengths.add(text.length);
      expect([...text].every((c) => CAPTCHA_ALPHABET.includes(c))).toBe(true);
    }
    expect([...lengths].sort()).toEqual([4, 5]);
    expect(CAPTCHA_ALPHABET).not.toMatch(/[0O1IL2Z5S8B]/);
  });

  it('salted hashes match only the same value and differ per row', () => {
    const one = saltedHash('k7mx');
    expect(matchesSaltedHash('k7mx', one)).toBe(true);
    expect(matchesSaltedHash('k7my', one)).toBe(false);
    expect(matchesSaltedHash('k7mx', 'garbage')).toBe(false);
    expect(saltedHash('k7mx')).not.toBe(one);
  });

  it('aliases are GH + 8 base32 characters', () => {
    expect(newAlias()).toMatch(/^GH[A-Z2-7]{8}$/);
  });

  it('account names derived from an email are valid account names', () => {
    for (const email of ['taro.yamada+x@example.com', 'a@b.c', null, '李@example.cn', 'averyveryverylonglocalpart@x.io']) {
      const name = accountNameFrom(email);
      expect(account.safeParse(name).success, name).toBe(true);
    }
    expect(accountNameFrom('taro.yamada@example.com')).toMatch(/^taroyamada\d{4}$/);
  });
});
