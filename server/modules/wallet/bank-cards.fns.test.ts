import { describe, expect, it } from 'vitest';
import { bankCard } from '../../../src/contracts/bank-cards.ts';
import { z } from '../../../src/contracts/zod.ts';
import { last4Of, maskCardNumber, maskFromLast4, profileNameFromCard, toBankCard } from './bank-cards.fns.ts';
import type { BankCardRow } from './usable-card.ts';

const row: BankCardRow = {
  id: 3,
  userId: 7,
  bankName: 'みずほ銀行',
  cardNumber: '4111111111111111',
  holderName: 'ヤマダ タロウ',
  firstName: '太郎',
  lastName: '山田',
  pinyinName: 'Taro Yamada',
  branchCode: '001',
  branchName: '東京営業部',
  isDefault: true,
  createdAt: new Date('2026-03-01T10:00:00Z'),
  updatedAt: new Date('2026-03-01T10:00:00Z'),
  removedAt: null,
};

describe('card number masking', () => {
  it('shows only the last four digits of a card number, whatever its length', () => {
    expect(maskCardNumber('4111111111111111')).toBe('**** **** **** 1111');
    expect(maskCardNumber('378282246310005')).toBe('**** **** **** 0005');
    expect(maskCardNumber('6011000990139424123')).toBe('**** **** **** 4123');
    expect(maskCardNumber('123456789012')).toBe('**** **** **** 9012');
  });

  it('masks a 7-digit account number shorter', () => {
    expect(maskCardNumber('1234567')).toBe('***4567');
    expect(last4Of('1234567')).toBe('4567');
  });

  it('builds the same masks from the last four digits and the length', () => {
    expect(maskFromLast4('1111', 16)).toBe(maskCardNumber('4111111111111111'));
    expect(maskFromLast4('4567', 7)).toBe(maskCardNumber('1234567'));
  });
});

describe('card as the screens see it', () => {
  it('never carries the whole number', () => {
    const card = toBankCard(row, 'TARO YAMADA');
    expect(JSON.stringify(card)).not.toContain('4111111111111111');
    expect(card).toMatchObject({ cardNumberMasked: '**** **** **** 1111', last4: '1111', isDefault: true, createdAt: '2026-03-01T10:00:00.000Z' });
    expect(z.strictObject(bankCard.shape).safeParse(card).success).toBe(true);
  });

  it('says whether the holder matches the account’s Latin name (case and spacing ignored)', () => {
    expect(toBankCard(row, 'taro  yamada').nameMatches).toBe(true);
    expect(toBankCard(row, 'HANAKO YAMADA').nameMatches).toBe(false);
    expect(toBankCard(row, null).nameMatches).toBe(false);
  });
});

describe('profile name from the first card', () => {
  const card = { firstName: '太郎', lastName: '山田', pinyinName: 'Taro Yamada' };

  it('fills every missing name field', () => {
    expect(profileNameFromCard({ firstName: null, lastName: null, pinyinName: null }, card)).toEqual(card);
  });

  it('never overwrites a name the account already has', () => {
    expect(profileNameFromCard({ firstName: 'Hanako', lastName: 'Suzuki', pinyinName: 'HANAKO SUZUKI' }, card)).toEqual({});
    expect(profileNameFromCard({ firstName: 'Hanako', lastName: null, pinyinName: null }, card)).toEqual({ lastName: '山田', pinyinName: 'Taro Yamada' });
  });
});
