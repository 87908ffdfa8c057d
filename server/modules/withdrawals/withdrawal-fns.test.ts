import { describe, expect, it } from 'vitest';
import { maskCardNumber } from './card-mask.fns.ts';

describe('card masks', () => {
  it('show only the last four digits', () => {
    expect(maskCardNumber('1234567890123456')).toBe('**** 3456');
  });
});
