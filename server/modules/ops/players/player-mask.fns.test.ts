import { describe, expect, it } from 'vitest';
import { cardNumberFor, maskDocumentNumber, maskName, masksPlayerData, realNameOf } from './player-mask.fns.ts';

describe('player masking', () => {
  it('masks for operators whose roles are only support (or support with roles that never see documents)', () => {
    expect(masksPlayerData(['support'])).toBe(true);
    expect(masksPlayerData(['support', 'content'])).toBe(true);
    expect(masksPlayerData(['support', 'payments'])).toBe(false);
    expect(masksPlayerData(['kyc'])).toBe(false);
    expect(masksPlayerData(['auditor'])).toBe(false);
    expect(masksPlayerData(['admin'])).toBe(false);
  });

  it('keeps the first character of each word of a name', () => {
    expect(maskName('山田太郎')).toBe('山***');
    expect(maskName('山田 太郎')).toBe('山* 太*');
    expect(maskName('Yamada Taro')).toBe('Y***** T***');
    expect(maskName('A')).toBe('A');
  });

  it('keeps only the last four of a document number', () => {
    expect(maskDocumentNumber('110101199003071234')).toBe('**************1234');
    expect(maskDocumentNumber('1234')).toBe('****');
    expect(maskDocumentNumber('12')).toBe('**');
  });

  it('never sends a card number whole', () => {
    expect(cardNumberFor('6222020012345678', true)).toBe('****5678');
    expect(cardNumberFor('6222020012345678', false)).toBe('622202******5678');
    expect(cardNumberFor('1234567', false)).toBe('****4567');
  });

  it('joins family and given name, or answers null', () => {
    expect(realNameOf({ lastName: 'Yamada', firstName: 'Taro' })).toBe('Yamada Taro');
    expect(realNameOf({ lastName: null, firstName: ' ' })).toBeNull();
  });
});
