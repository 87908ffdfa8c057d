// Bank card queries (Drizzle). "Live" cards are those not removed; removed rows stay for the
// deposits and withdrawals that point at them.
import { and, count, desc, eq, isNull } from '../../db/orm.ts';
import type { Db } from '../../db/database.ts';
import { bankCards, users } from '../../db/schema.ts';
import type { BankCardRow } from './usable-card.ts';
import type { ProfileName } from './bank-cards.fns.ts';

export type BankCardFields = Pick<
  BankCardRow,
  'bankName' | 'cardNumber' | 'holderName' | 'firstName' | 'lastName' | 'pinyinName' | 'branchCode' | 'branchName'
>;

const live = (userId: number) => and(eq(bankCards.userId, userId), isNull(bankCards.removedAt));

/** Locks the owner's row: card changes of one user run one after another (limit, one default). */
export async function lockOwner(tx: Db, userId: number): Promise<ProfileName | undefined> {
  const [owner] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName, pinyinName: users.pinyinName })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return owner;
}

export async function accountPinyinName(db: Db, userId: number): Promise<string | null> {
  const [owner] = await db.select({ pinyinName: users.pinyinName }).from(users).where(eq(users.id, userId));
  return owner?.pinyinName ?? null;
}

export function setProfileName(tx: Db, userId: number, changes: Partial<ProfileName>) {
  return tx.update(users).set(changes).where(eq(users.id, userId));
}

/** Default first, then newest. */
export function findLiveCards(db: Db, userId: number): Promise<BankCardRow[]> {
  return db
    .select()
    .from(bankCards)
    .where(live(userId))
    .orderBy(desc(bankCards.isDefault), desc(bankCards.createdAt), desc(bankCards.id));
}

export async function findDefaultCard(db: Db, userId: number): Promise<BankCardRow | undefined> {
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(live(userId), eq(bankCards.isDefault, true)));
  return card;
}

/** The user's own live card; another user's id finds nothing, like an unknown one. */
export async function findOwnLiveCard(db: Db, userId: number, cardId: number): Promise<BankCardRow | undefined> {
  const [card] = await db
    .select()
    .from(bankCards)
    .where(and(live(userId), eq(bankCards.id, cardId)));
  return card;
}

export async function countLiveCards(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(bankCards).where(live(userId));
  return row?.n ?? 0;
}

/** Before another card becomes the default (one default per user, checked by a unique index). */
export function clearDefault(tx: Db, userId: number) {
  return tx
    .update(bankCards)
    .set({ isDefault: false })
    .where(and(live(userId), eq(bankCards.isDefault, true)));
}

export async function insertCard(
  tx: Db,
  values: BankCardFields & { userId: number; isDefault: boolean; createdAt: Date },
): Promise<BankCardRow> {
  const [card] = await tx
    .insert(bankCards)
    .values({ ...values, updatedAt: values.createdAt })
    .returning();
  return card!;
}

/** Sets only the fields given; the others keep their stored values. */
export async function updateCard(
  tx: Db,
  cardId: number,
  values: Partial<BankCardFields> & { isDefault?: boolean; updatedAt: Date },
): Promise<BankCardRow> {
  const [card] = await tx.update(bankCards).set(values).where(eq(bankCards.id, cardId)).returning();
  return card!;
}

export function markRemoved(tx: Db, cardId: number, removedAt: Date) {
  return tx.update(bankCards).set({ removedAt, isDefault: false, updatedAt: removedAt }).where(eq(bankCards.id, cardId));
}

/** After the default is removed, the newest remaining card takes its place. */
export async function makeNewestDefault(tx: Db, userId: number): Promise<void> {
  const [newest] = await tx
    .select({ id: bankCards.id })
    .from(bankCards)
    .where(live(userId))
    .orderBy(desc(bankCards.createdAt), desc(bankCards.id))
    .limit(1);
  if (newest) await tx.update(bankCards).set({ isDefault: true }).where(eq(bankCards.id, newest.id));
}
