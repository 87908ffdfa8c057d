import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('passwordStrength', () => {
  it('is 0 when empty or shorter than 6 characters, whatever the mix', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('aA1!x')).toBe(0);
  });

  it('counts one point per character class from 6 characters on', () => {
    expect(passwordStrength('abcdef')).toBe(1);
    expect(passwordStrength('ABCDEF')).toBe(1);
    expect(passwordStrength('123456')).toBe(1);
    expect(passwordStrength('!@#$%^')).toBe(1);
    expect(passwordStrength('abcDEF')).toBe(2);
    expect(passwordStrength('abcDE1')).toBe(3);
    expect(passwordStrength('abcD1!')).toBe(4);
  });

  it('does not count a class twice', () => {
    expect(passwordStrength('aaaaaaaaaaaa')).toBe(1);
    expect(passwordStrength('a1a1a1a1')).toBe(2);
  });

  it('treats spaces and non-Latin characters as symbols', () => {
    expect(passwordStrength('abc def')).toBe(2);
    expect(passwordStrength('パスワード12')).toBe(2);
  });
});
