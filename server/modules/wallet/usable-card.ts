// The card a deposit or withdrawal uses: bound, the caller's own, and in the account's name.
import { and, eq, isNull } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { bankCards, users } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { latinNamesMatch } from './names.fns.ts';

export type BankCardRow = typeof bankCards.$inferSelect;

export async function usableBankCard(db: Db, userId: number, bankCardId: number | undefined): Promise<BankCardRow> {
  if (bankCardId === undefined) {
    const [any] = await db
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)))
      .limit(1);
    throw any ? new AppError(400, 'BANK_CARD_NOT_FOUND') : new AppError(422, 'BANK_CARD_REQUIRED');
  }
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(eq(bankCards.id, bankCardId), eq(bankCards.userId, userId), isNull(bankCards.removedAt)));
  if (!card) {
    // Someone else's card and an unknown id answer the same.
    const [own] = await db
      .select({ id: bankCards.id })
      .from(bankCards)
      .where(and(eq(bankCards.userId, userId), isNull(bankCards.removedAt)))
      .limit(1);
    throw own ? new AppError(404, 'BANK_CARD_NOT_FOUND') : new AppError(422, 'BANK_CARD_REQUIRED');
  }
  const [user] = await db.select({ pinyinName: users.pinyinName }).from(users).where(eq(users.id, userId));
  if (!user?.pinyinName) throw new AppError(422, 'PROFILE_NAME_REQUIRED');
  if (!latinNamesMatch(user.pinyinName, card.pinyinName)) throw new AppError(422, 'NAME_MISMATCH');
  return card;
}
