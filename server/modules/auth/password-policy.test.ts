import { describe, expect, it } from 'vitest';
import { passwordWeakness } from './password-policy.ts';

describe('passwordWeakness', () => {
  it.each(['123456', 'password', 'qwerty', 'iloveyou', 'Password1', 'qwerty123', '1q2w3e4r', 'secret1', 'monkey123', 'aaaaaa', 'abcdef'])(
    'refuses the common password %j',
    (password) => {
      expect(passwordWeakness(password)).toBe('common');
    },
  );

  it.each(['      ', '\t\t\t\t\t\t', ' \t \t \t', '\u3000\u3000\u3000\u3000\u3000\u3000', '\u00a0\u00a0\u00a0\u00a0\u00a0\u00a0'])(
    'refuses the blank password %j',
    (password) => {
      expect(passwordWeakness(password)).toBe('blank');
    },
  );

  it.each(['Passw0rd!', 'Fresh#Pass1', 'N3wPass!', 'Sakura#2026', 'correct horse battery', 'Pw-1a2b3c4dx9', 'Demo-xYz12_ab1', 'パスワード安全です'])(
    'accepts %j',
    (password) => {
      expect(passwordWeakness(password)).toBeNull();
    },
  );
});
