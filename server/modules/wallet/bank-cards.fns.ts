// Bank cards as the screens see them: the number only masked, and whether the holder is the
// account's owner. Pure, so masking and naming rules are unit-tested without a database.
import type { BankCard } from '../../../src/contracts/bank-cards.ts';
import { latinNamesMatch } from './names.fns.ts';
import type { BankCardRow } from './usable-card.ts';

/** Japanese bank account numbers have seven digits; card numbers 12–19. */
const ACCOUNT_NUMBER_LENGTH = 7;

export function last4Of(cardNumber: string): string {
  return cardNumber.slice(-4);
}

/** "**** **** **** 1234" for a card, "***1234" for a 7-digit account number. */
export function maskCardNumber(cardNumber: string): string {
  return maskFromLast4(last4Of(cardNumber), cardNumber.length);
}

/** The same masks when only the last four digits and the length are at hand (e.g. read in SQL). */
export function maskFromLast4(last4: string, length: number): string {
  return length === ACCOUNT_NUMBER_LENGTH ? `***${last4}` : `**** **** **** ${last4}`;
}

export function toBankCard(row: BankCardRow, accountPinyinName: string | null): BankCard {
  return {
    id: row.id,
    bankName: row.bankName,
    cardNumberMasked: maskCardNumber(row.cardNumber),
    last4: last4Of(row.cardNumber),
    holderName: row.holderName,
    firstName: row.firstName,
    lastName: row.lastName,
    pinyinName: row.pinyinName,
    branchCode: row.branchCode,
    branchName: row.branchName,
    isDefault: row.isDefault,
    nameMatches: latinNamesMatch(accountPinyinName, row.pinyinName),
    createdAt: row.createdAt.toISOString(),
  };
}

export interface ProfileName {
  firstName: string | null;
  lastName: string | null;
  pinyinName: string | null;
}

/**
 * The account's real name comes from its first card: the name fields the profile still lacks,
 * taken from the card. Fields already set are never overwritten.
 */
export function profileNameFromCard(profile: ProfileName, card: { firstName: string; lastName: string; pinyinName: string }): Partial<ProfileName> {
  const changes: Partial<ProfileName> = {};
  if (!profile.firstName) changes.firstName = card.firstName;
  if (!profile.lastName) changes.lastName = card.lastName;
  if (!profile.pinyinName) changes.pinyinName = card.pinyinName;
  return changes;
}
