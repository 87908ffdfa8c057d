// Bank card rules: at most MAX_BANK_CARDS live cards, a number bound once per user, exactly one
// default while any card is bound, and the first card names an account that has no name yet.
// Every change runs in one transaction with the owner's row locked, so two requests at once
// cannot both pass the limit or both become the default.
import { MAX_BANK_CARDS, type BankCard } from '../../../src/contracts/bank-cards.ts';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { uniqueViolation } from '../auth/users.repo.ts';
import { profileNameFromCard, toBankCard } from './bank-cards.fns.ts';
import * as repo from './bank-cards.repo.ts';
import type { WalletDeps } from './wallet.config.ts';
import { transactionWithRetry } from '../../db/retry.ts';

export interface BankCardInput extends repo.BankCardFields {
  isDefault?: boolean;
}

/** A save names only what changes. */
export type BankCardChanges = Partial<BankCardInput>;

/** The same number twice for one user hits the partial unique index on live cards. */
async function refusingDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolation(error) === 'bank_cards_user_number_idx') throw new AppError(409, 'BANK_CARD_DUPLICATE');
    throw error;
  }
}

async function lockedOwner(tx: Db, userId: number) {
  const owner = await repo.lockOwner(tx, userId);
  if (!owner) throw new AppError(401, 'UNAUTHORIZED');
  return owner;
}

function fieldsOf(input: BankCardInput): repo.BankCardFields {
  const { bankName, cardNumber, holderName, firstName, lastName, pinyinName, branchCode, branchName } = input;
  return { bankName, cardNumber, holderName, firstName, lastName, pinyinName, branchCode, branchName };
}

/** Only the fields a save names: the others (the number, which screens never see, above all) stay as stored. */
function changedFieldsOf(input: BankCardChanges): Partial<repo.BankCardFields> {
  const { isDefault: _notAField, ...named } = input;
  return Object.fromEntries(Object.entries(named).filter(([, value]) => value !== undefined));
}

export function bindCard(deps: WalletDeps, userId: number, input: BankCardInput): Promise<BankCard> {
  return refusingDuplicates(() =>
    transactionWithRetry(deps.db, async (tx) => {
      const owner = await lockedOwner(tx, userId);
      const bound = await repo.countLiveCards(tx, userId);
      if (bound >= MAX_BANK_CARDS) throw new AppError(422, 'BANK_CARD_LIMIT', { max: MAX_BANK_CARDS });
      const isDefault = bound === 0 || input.isDefault === true;
      if (isDefault) await repo.clearDefault(tx, userId);
      const card = await repo.insertCard(tx, { ...fieldsOf(input), userId, isDefault, createdAt: deps.now() });
      const nameChanges = profileNameFromCard(owner, card);
      if (Object.keys(nameChanges).length > 0) await repo.setProfileName(tx, userId, nameChanges);
      return toBankCard(card, nameChanges.pinyinName ?? owner.pinyinName);
    }),
  );
}

/**
 * Changes the named fields of one of the user's cards; `isDefault: true` moves the default to it
 * (false never unsets it), so `{ isDefault: true }` alone is "make default".
 */
export function saveCard(deps: WalletDeps, userId: number, cardId: number, input: BankCardChanges): Promise<BankCard> {
  return refusingDuplicates(() =>
    transactionWithRetry(deps.db, async (tx) => {
      const owner = await lockedOwner(tx, userId);
      const existing = await repo.findOwnLiveCard(tx, userId, cardId);
      if (!existing) throw new AppError(404, 'BANK_CARD_NOT_FOUND');
      const becomesDefault = input.isDefault === true && !existing.isDefault;
      if (becomesDefault) await repo.clearDefault(tx, userId);
      const card = await repo.updateCard(tx, cardId, {
        ...changedFieldsOf(input),
        ...(becomesDefault ? { isDefault: true } : {}),
        updatedAt: deps.now(),
      });
      return toBankCard(card, owner.pinyinName);
    }),
  );
}

export async function listCards(deps: WalletDeps, userId: number): Promise<BankCard[]> {
  const [cards, pinyinName] = await Promise.all([repo.findLiveCards(deps.db, userId), repo.accountPinyinName(deps.db, userId)]);
  return cards.map((card) => toBankCard(card, pinyinName));
}

export async function defaultCard(deps: WalletDeps, userId: number): Promise<BankCard | null> {
  const [card, pinyinName] = await Promise.all([repo.findDefaultCard(deps.db, userId), repo.accountPinyinName(deps.db, userId)]);
  return card ? toBankCard(card, pinyinName) : null;
}

/** Unbinds (the row stays for history); a removed default passes to the newest remaining card. */
export async function removeCard(deps: WalletDeps, userId: number, cardId: number): Promise<{ removed: true }> {
  await transactionWithRetry(deps.db, async (tx) => {
    await lockedOwner(tx, userId);
    const card = await repo.findOwnLiveCard(tx, userId, cardId);
    if (!card) throw new AppError(404, 'BANK_CARD_NOT_FOUND');
    await repo.markRemoved(tx, cardId, deps.now());
    if (card.isDefault) await repo.makeNewestDefault(tx, userId);
  });
  return { removed: true };
}
